import CCairo
import Foundation
import Geometry
import Nodes

/// Pango set up so that 1 unit = 1 pt (72 dpi), with unhinted metrics and unrounded glyph
/// positions: what layout measures is exactly what every backend draws.
///
/// Pango contexts are not thread-safe: each engine has its own font map and context and is used
/// by one thread at a time (the shared measurer locks around its engine).
public final class TextEngine: @unchecked Sendable {
    let fontMap: OpaquePointer
    let context: OpaquePointer

    public init() {
        fontMap = OpaquePointer(pango_cairo_font_map_new())
        context = pango_font_map_create_context(UnsafeMutablePointer(fontMap))
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }
    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The family of the font Pango (through fontconfig) actually draws for `family`: the named
    /// one when it is installed, a fallback's name when it is not. Nil if nothing loads.
    public func resolvedFamily(_ family: String) -> String? {
        let desc = pango_font_description_new()
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, 12 * Double(PANGO_SCALE))
        guard let font = pango_font_map_load_font(UnsafeMutablePointer(fontMap), context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let actual = pango_font_describe(font)
        defer { pango_font_description_free(actual) }
        guard let name = pango_font_description_get_family(actual) else { return nil }
        return String(cString: name)
    }

    /// The CSS generic families, which any installed font may stand for.
    public static let genericFamilies: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui",
                                                     "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded", "emoji", "math"]

    /// A Pango layout of `text`, lines broken at `width` points if given. Caller unrefs it.
    func makeLayout(_ text: TextContent, width: Double?, keepTogether: Int = 2) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let (utf8, attrs) = Self.attributes(text)
        // Phrases and numbers with their words stay on one line (`LineBreaking`).
        if width != nil {
            for r in LineBreaking.unbreakable(utf8, strength: keepTogether) {
                guard let a = pango_attr_allow_breaks_new(0) else { continue }
                a.pointee.start_index = UInt32(r.lowerBound); a.pointee.end_index = UInt32(r.upperBound)
                pango_attr_list_insert(attrs, a)
            }
        }
        pango_layout_set_text(layout, utf8, Int32(utf8.utf8.count))
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        Self.setShape(layout, text, width: width)
        if let width {
            // A phrase wider than the line cannot be kept whole: keep less of it together.
            if keepTogether > 0, Self.logicalWidth(layout) > width + 0.01 {
                g_object_unref(UnsafeMutableRawPointer(layout))
                return makeLayout(text, width: width, keepTogether: keepTogether - 1)
            }
            balance(layout, width: width)
        }
        return layout
    }

    /// The runs' text, joined, and a new attribute list (caller unrefs it) giving each run its
    /// font, colour, features and tracking.
    static func attributes(_ text: TextContent) -> (String, OpaquePointer) {
        var utf8 = ""
        let attrs = pango_attr_list_new()!
        for run in text.runs {
            let start = UInt32(utf8.utf8.count)
            utf8 += run.string
            let end = UInt32(utf8.utf8.count)
            func add(_ a: UnsafeMutablePointer<PangoAttribute>?) {
                guard let a else { return }
                a.pointee.start_index = start; a.pointee.end_index = end
                pango_attr_list_insert(attrs, a)
            }
            let desc = pango_font_description_new()
            pango_font_description_set_family(desc, run.font.family)
            pango_font_description_set_absolute_size(desc, run.font.size * Double(PANGO_SCALE))
            pango_font_description_set_weight(desc, PangoWeight(UInt32(run.font.weight)))
            add(pango_attr_font_desc_new(desc))
            pango_font_description_free(desc)
            func c16(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
            add(pango_attr_foreground_new(c16(run.color.r), c16(run.color.g), c16(run.color.b)))
            // Pango reads a foreground alpha of 0 as "not set" (opaque): a transparent run, which
            // keeps its place in the line, gets the least alpha there is instead.
            if run.color.a < 1 { add(pango_attr_foreground_alpha_new(max(1, c16(run.color.a)))) }
            if !run.font.features.isEmpty { add(pango_attr_font_features_new(run.font.features)) }
            // A word broken between characters gets no hyphen, as iOS breaks it.
            add(pango_attr_insert_hyphens_new(0))
            if run.font.letterSpacing != 0 {
                add(pango_attr_letter_spacing_new(Int32((run.font.letterSpacing * Double(PANGO_SCALE)).rounded())))
            }
        }
        return (utf8, attrs)
    }

    /// The layout's width, wrapping, line limit, alignment and line spacing, as `text` asks.
    static func setShape(_ layout: OpaquePointer, _ text: TextContent, width: Double?) {
        if let width {
            pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded(.up)))
            // Text never overflows its width: a word longer than the line breaks between
            // characters (a URL, a German compound, a title at the largest text sizes), as
            // iOS breaks it.
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if let n = text.lineLimit {
                // Then the last line a limit keeps is cut with `…`.
                // A negative height is a line count: Pango ellipsizes the last line it keeps.
                pango_layout_set_height(layout, -Int32(n))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        switch text.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let lh = text.lineHeight { pango_layout_set_line_spacing(layout, Float(lh)) }
    }

    static func logicalWidth(_ layout: OpaquePointer) -> Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// A paragraph whose last line is one word alone, where it could balance, is laid out at the
    /// narrowest width (to ¼ pt) that keeps its number of lines and breaks no more words between
    /// their letters: words move down until the last line has company, and a word the full width
    /// holds is never split to get there (at large text sizes a narrower width could keep the
    /// count by breaking one: "Montr / ez"). Deterministic, and the same from any width that gives those lines.
    func balance(_ layout: OpaquePointer, width: Double) {
        let n = pango_layout_get_line_count(layout)
        guard n >= 2, pango_layout_is_ellipsized(layout) == 0, Self.lastLineIsOneWord(layout) else { return }
        let split = Self.wordsSplit(layout)
        func fits(_ k: Int) -> Bool {
            pango_layout_set_width(layout, Int32((Double(k) / 4 * Double(PANGO_SCALE)).rounded(.up)))
            return pango_layout_get_line_count(layout) <= n && pango_layout_is_ellipsized(layout) == 0
                && Self.wordsSplit(layout) <= split
        }
        var lo = 1, hi = Int((width * 4).rounded(.up))
        while lo < hi {
            let mid = (lo + hi) / 2
            if fits(mid) { hi = mid } else { lo = mid + 1 }
        }
        pango_layout_set_width(layout, Int32((Double(hi) / 4 * Double(PANGO_SCALE)).rounded(.up)))
    }

    /// How many of the layout's lines begin inside a word: where the text offers no line break
    /// (Pango's `is_line_break`), so `WORD_CHAR` wrapping split a word between its letters.
    static func wordsSplit(_ layout: OpaquePointer) -> Int {
        guard let text = pango_layout_get_text(layout) else { return 0 }
        var count: Int32 = 0
        guard let attrs = pango_layout_get_log_attrs_readonly(layout, &count) else { return 0 }
        var split = 0
        for i in 1..<max(1, Int(pango_layout_get_line_count(layout))) {
            guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { continue }
            let offset = Int(g_utf8_pointer_to_offset(text, text + Int(line.pointee.start_index)))
            if offset < Int(count), attrs[offset].is_line_break == 0 { split += 1 }
        }
        return split
    }

    /// Whether the last line holds a single word of space-separated text.
    static func lastLineIsOneWord(_ layout: OpaquePointer) -> Bool {
        guard let text = pango_layout_get_text(layout) else { return false }
        let bytes = UnsafeRawBufferPointer(start: text, count: strlen(text))
        guard bytes.contains(0x20) else { return false }   // not space-separated (Japanese): phrases rule
        let n = pango_layout_get_line_count(layout)
        guard let line = pango_layout_get_line_readonly(layout, n - 1) else { return false }
        let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
        let last = String(decoding: bytes[start..<min(bytes.count, start + length)], as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return !last.isEmpty && !last.contains(" ")
    }

    /// The lines `text` breaks into at `width`, as drawn (for checks of the breaking rules).
    public func lines(_ text: TextContent, width: Double) -> [String] {
        let layout = makeLayout(text, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let raw = pango_layout_get_text(layout) else { return [] }
        let bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw))
        return (0..<pango_layout_get_line_count(layout)).compactMap { i in
            guard let line = pango_layout_get_line_readonly(layout, i) else { return nil }
            let start = Int(line.pointee.start_index), end = min(bytes.count, start + Int(line.pointee.length))
            return String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The logical size of `text`: advance widths and the fonts' ascent + descent.
    public func measure(_ text: TextContent, width: Double?) -> Size {
        let layout = makeLayout(text, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Size(Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    /// Draws `item` on `cr` (whose matrix maps points to device pixels) as real text.
    func draw(_ item: TextItem, on cr: OpaquePointer) {
        cairo_save(cr)
        var m = cairoMatrix(item.transform)
        cairo_transform(cr, &m)
        pango_cairo_update_context(cr, context)
        let layout = makeLayout(item.content, width: item.width)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_restore(cr)
    }
}

extension TextEngine {
    /// The glyph outlines of each of `item`'s runs, in page coordinates: element i belongs to
    /// `item.content.runs[i]`. Walks Pango's glyph runs and maps each back by its byte offset.
    public func runOutlines(_ item: TextItem) -> [Path] {
        var starts: [Int] = []
        var offset = 0
        for r in item.content.runs { starts.append(offset); offset += r.string.utf8.count }
        var paths = [Path](repeating: Path(), count: item.content.runs.count)
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        var m = cairoMatrix(item.transform)
        cairo_transform(cr, &m)
        pango_cairo_update_context(cr, context)
        let layout = makeLayout(item.content, width: item.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        let k = Double(PANGO_SCALE)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / k
            cairo_new_path(cr)
            cairo_move_to(cr, Double(logical.x) / k, baseline)
            pango_cairo_glyph_string_path(cr, run.pointee.item.pointee.analysis.font, run.pointee.glyphs)
            let byte = Int(run.pointee.item.pointee.offset)
            let index = starts.lastIndex { $0 <= byte } ?? 0
            cairo_save(cr); cairo_identity_matrix(cr)
            paths[index].append(CairoPath.read(cr))
            cairo_restore(cr)
        } while pango_layout_iter_next_run(iter) != 0
        return paths
    }
}

/// The measurer layout uses: one engine behind a lock, with measurements cached (layout asks
/// for the same text many times while stacks share out their space).
public final class PangoMeasurer: TextMeasurer, @unchecked Sendable {
    private let engine = TextEngine()
    private let lock = NSLock()
    private struct Key: Hashable { var text: TextContent; var width: Double? }
    private var cache: [Key: Size] = [:]
    public init() {}
    public func measure(_ text: TextContent, width: Double?) -> Size {
        lock.lock(); defer { lock.unlock() }
        let key = Key(text: text, width: width)
        if let s = cache[key] { return s }
        let s = engine.measure(text, width: width)
        cache[key] = s
        return s
    }
    /// Outlines come from an engine of their own: extracting them points its Pango context at a
    /// Cairo surface and the item's transform (`pango_cairo_update_context`), which would change
    /// the measuring context's matrix and with it later measurements in the last bit — making a
    /// comp's layout depend on which comps were outlined before it.
    private let outliner = TextEngine()
    public func runOutlines(_ item: TextItem) -> [Path] {
        lock.lock(); defer { lock.unlock() }
        return outliner.runOutlines(item)
    }
}
