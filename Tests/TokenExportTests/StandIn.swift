import Foundation
import TestSupport

/// Type-checks generated Swift as Xcode would at the file's stated minimum: the stand-ins for
/// Apple's frameworks (`StandIn/*.swift.txt`: the names the files use, each with the
/// availability Apple documents) are built as modules for an iOS 13 target, on Embedded Swift's
/// standard library for iOS, the only Apple-platform library this Linux toolchain carries. A
/// member newer than iOS 13 without its `@available` is refused, as Xcode would refuse it.
///
/// watchOS: the same, with UIKit as watchOS has it (`-D WATCHOS` leaves out what Apple marks
/// unavailable there) and the file's `os(watchOS)` conditions taken as true. macOS and tvOS
/// have no standard library here; their availability is written beside iOS's in the stand-ins.
enum StandIn {
    enum Platform: String, CaseIterable { case iOS, watchOS }

    /// The stated minimum the files are checked at.
    static let target = "arm64-apple-ios13.0"
    static let flags = ["-target", target, "-enable-experimental-feature", "Embedded", "-wmo",
                        "-Xfrontend", "-disable-target-os-checking"]

    static let modules: [Platform: String] = {
        let src = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StandIn").path
        var out: [Platform: String] = [:]
        for platform in Platform.allCases {
            let dir = Repo.tempDir("pickup-standin-\(platform.rawValue)")
            for module in ["Foundation", "CoreGraphics", "UIKit", "SwiftUI"] {
                let file = dir + "/\(module).swift"
                try! FileManager.default.copyItem(atPath: src + "/\(module).swift.txt", toPath: file)
                let r = try! Tool.run("swiftc", ["-emit-module", "-module-name", module, "-parse-as-library", "-I", dir]
                    + flags + (platform == .watchOS ? ["-D", "WATCHOS"] : [])
                    + ["-emit-module-path", dir + "/\(module).swiftmodule", file])
                precondition(r.status == 0, "stand-in \(module) (\(platform)): \(r.stderr)")
            }
            out[platform] = dir
        }
        return out
    }()

    /// `swiftc -typecheck` of `text` against the stand-ins of `platform`.
    static func typecheck(_ text: String, name: String, platform: Platform = .iOS) throws -> ToolRun {
        let path = Repo.tempDir("pickup-swift-\(platform.rawValue)") + "/" + name
        let seen = platform == .watchOS ? text.replacingOccurrences(of: "os(watchOS)", with: "true") : text
        try seen.write(toFile: path, atomically: true, encoding: .utf8)
        return try Tool.run("swiftc", ["-typecheck", "-I", modules[platform]!] + flags + [path])
    }

    /// Both platforms: the first failing run (its standard error naming the platform), else iOS's.
    static func typecheckEverywhere(_ text: String, name: String) throws -> ToolRun {
        for platform in Platform.allCases {
            var r = try typecheck(text, name: name, platform: platform)
            if r.status != 0 { r.stderr = "\(platform): \(r.stderr)"; return r }
        }
        return try typecheck(text, name: name)
    }

    /// Both platforms: the first failure's platform and message, or nil.
    static func failure(_ text: String, name: String) throws -> String? {
        for platform in Platform.allCases {
            let r = try typecheck(text, name: name, platform: platform)
            if r.status != 0 { return "\(platform): \(r.stderr)" }
        }
        return nil
    }
}
