/// A command's options, each a typed property declared with `@Option`, `@Flag`,
/// `@OptionGroup` or `@Arguments` (in the order `--help` lists them), and the rules between
/// them. `parse` fills every one from the command line, or fails with a usage error.
protocol ParsableOptions {
    init()
    /// Rules between options, stated under COMBINATIONS in `--help` and checked, in this order,
    /// once every value is read.
    static var rules: [OptionRule<Self>] { get }
    /// What depends on more than the command line (the environment); runs after the rules.
    func validate() throws
}

extension ParsableOptions {
    static var rules: [OptionRule<Self>] { [] }
    func validate() throws {}

    /// Every option declared, in order, each group's in its place.
    var declarations: [any OptionDeclaration] {
        Mirror(reflecting: self).children.flatMap { child -> [any OptionDeclaration] in
            if let d = child.value as? any OptionDeclaration { return [d] }
            if let g = child.value as? any OptionGroupDeclaration { return g.group.declarations }
            return []
        }
    }

    /// The groups declared (`@OptionGroup`).
    var groups: [any ParsableOptions] {
        Mirror(reflecting: self).children.compactMap { ($0.value as? any OptionGroupDeclaration)?.group }
    }

    /// The declaration of the words that are not options; nil if the command takes none.
    var arguments: Arguments? {
        Mirror(reflecting: self).children.lazy.compactMap { $0.value as? Arguments }.first
    }

    /// The declaration at `key` (`\.$shard`).
    func declaration(_ key: PartialKeyPath<Self>) -> any OptionDeclaration {
        guard let d = self[keyPath: key] as? any OptionDeclaration else { preconditionFailure("\(key) is not an option's declaration") }
        return d
    }

    /// The options read from `args`: unknown ones refused, every value checked by its
    /// declaration in the order declared, a required one missing refused, then the rules
    /// between them, then `validate` (each group's, then the command's).
    static func parse(_ args: [String]) throws -> Self {
        let options = Self()
        let declared = options.declarations
        let words = try CommandLineWords(args, specs: declared.map(\.spec), takesArguments: options.arguments != nil)
        for d in declared { try d.fill(words.given[d.spec.name]) }
        // A required option (a type that is not optional, with no default) missing.
        if let d = declared.first(where: \.isMissing) { throw UsageError(message: "--\(d.spec.name) is required") }
        options.arguments?.fill(words.arguments)
        try OptionRule.check(rules, options)
        for g in options.groups { try g.validate() }
        try options.validate()
        return options
    }
}
