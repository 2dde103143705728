/// What an importer makes of a design tool's export, before anything is written: DTCG token
/// files and the resolver that layers them (`ProjectWriter` writes it; `pickup check` judges it).
/// Each importer (Figma, Tokens Studio) reads its format into this one shape.
public struct ImportedProject: Equatable, Sendable {
    /// One DTCG 2025.10 token file: `name` is its file name in the output folder
    /// (`Brand.Light.tokens.json`), checked as one folder name before anything is written.
    public struct TokenFile: Equatable, Sendable {
        public var name: String
        public var tokens: OutJSON
        public init(name: String, tokens: OutJSON) { self.name = name; self.tokens = tokens }
    }

    /// A set: files always read (a Figma collection with one mode, a Tokens Studio set
    /// enabled by no theme group).
    public struct Set: Equatable, Sendable {
        public var name: String
        public var description: String?
        public var files: [String]
        public init(name: String, description: String? = nil, files: [String]) {
            self.name = name; self.description = description; self.files = files
        }
    }

    /// A modifier: one of its contexts is chosen (`--context name=context`); each context reads
    /// its files in order.
    public struct Modifier: Equatable, Sendable {
        public struct Context: Equatable, Sendable {
            public var name: String
            public var files: [String]
            public init(name: String, files: [String]) { self.name = name; self.files = files }
        }
        public var name: String
        public var description: String?
        public var contexts: [Context]
        public var defaultContext: String
        public init(name: String, description: String? = nil, contexts: [Context], defaultContext: String) {
            self.name = name; self.description = description; self.contexts = contexts; self.defaultContext = defaultContext
        }
    }

    /// A step of the resolver's `resolutionOrder`: later steps lay their tokens over earlier.
    public enum Layer: Equatable, Sendable {
        case set(Set)
        case modifier(Modifier)
    }

    /// The resolver's `name` and `description` (what was imported, from where).
    public var name: String
    public var description: String
    public var files: [TokenFile]
    public var layers: [Layer]
    /// What was dropped or changed on the way, one line each, said on standard error.
    public var warnings: [String]

    public init(name: String, description: String, files: [TokenFile], layers: [Layer], warnings: [String] = []) {
        self.name = name; self.description = description; self.files = files; self.layers = layers; self.warnings = warnings
    }

    /// The resolver's file name in the output folder.
    public static let resolverName = "design-tokens.resolver.json"
}
