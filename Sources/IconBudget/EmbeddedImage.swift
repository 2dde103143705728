import Foundation
import PathNames

/// An image embedded as a `data:` URL, read for what librsvg decodes: gdk-pixbuf turns it into
/// its full pixel size, whatever box it is drawn in, so its cost is that size, read from its
/// header. The payload is read as librsvg reads it (WHATWG data URLs): percent-escapes decoded
/// first, then base64 when the type ends in `;base64` (any case, whitespace ignored). A format
/// whose size is not read here (BMP, TIFF, an SVG drawn by gdk-pixbuf's own librsvg…) decodes
/// to whatever size a small file asks for, so it is refused rather than guessed.
enum EmbeddedImage {
    enum Reading: Equatable {
        /// Pixels decoded (0 for an empty payload, which draws nothing).
        case pixels(Double)
        case refused(String)
    }

    static func read(_ href: String) -> Reading {
        let url = href.trimmingCharacters(in: .whitespacesAndNewlines)
        guard url.lowercased().hasPrefix("data:") else {
            return .refused("an <image> refers to another file (\(FilePath.clip(href))); embed it as a data: URL")
        }
        guard let comma = url.firstIndex(of: ",") else { return .pixels(0) }   // not a data URL: nothing loads
        let meta = url[url.index(url.startIndex, offsetBy: 5)..<comma]
        var bytes = percentDecoded(Array(url[url.index(after: comma)...].utf8))
        if meta.split(separator: ";").last?.trimmingCharacters(in: .whitespaces).lowercased() == "base64" {
            var text = String(decoding: bytes.filter { ![0x20, 0x09, 0x0A, 0x0C, 0x0D].contains($0) }, as: UTF8.self)
            while text.hasSuffix("=") { text.removeLast() }
            text += String(repeating: "=", count: (4 - text.count % 4) % 4)
            bytes = Data(base64Encoded: text, options: .ignoreUnknownCharacters).map(Array.init) ?? []
        }
        if bytes.isEmpty { return .pixels(0) }
        guard let header = ImageHeader.read(bytes) else {
            let type = meta.split(separator: ";").first.map(String.init) ?? ""
            return .refused("an embedded image whose pixel size cannot be read (\(type.isEmpty ? "no type" : FilePath.clip(type))); embed a PNG, JPEG, GIF or WebP")
        }
        guard header.pixels <= Double(SVGBudget.maxImagePixels) else {
            let frames = header.frames > 1 ? " in \(header.frames) frames" : ""
            return .refused("an embedded image of \(header.width) × \(header.height) pixels\(frames); at most \(SVGBudget.maxImagePixels) pixels")
        }
        return .pixels(header.pixels)
    }

    /// `%XX` escapes as bytes; a `%` not followed by two hex digits is kept.
    static func percentDecoded(_ b: [UInt8]) -> [UInt8] {
        guard b.contains(UInt8(ascii: "%")) else { return b }
        func hex(_ c: UInt8) -> UInt8? {
            switch c {
            case 0x30...0x39: return c - 0x30
            case 0x41...0x46: return c - 0x37
            case 0x61...0x66: return c - 0x57
            default: return nil
            }
        }
        var out: [UInt8] = [], i = 0
        out.reserveCapacity(b.count)
        while i < b.count {
            if b[i] == UInt8(ascii: "%"), i + 2 < b.count, let hi = hex(b[i + 1]), let lo = hex(b[i + 2]) {
                out.append(hi << 4 | lo); i += 3
            } else { out.append(b[i]); i += 1 }
        }
        return out
    }
}
