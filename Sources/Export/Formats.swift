/// What `export` can write for each comp.
public enum Format: String, CaseIterable, Sendable {
    case png, svg, pdf
}

/// Apple's naming for scaled images: `name@1x.png`, `name@2x.png`, `name@3x.png`.
public func pngName(_ base: String, scale: Int) -> String { "\(base)@\(scale)x.png" }
