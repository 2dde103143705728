/// A rule between a command's options, declared beside them (`static let rules`), stated in
/// `--help` under COMBINATIONS and checked once every value is read: `.exclusive(\.$shard,
/// \.$matrix)`, `.requires([\.$devices, \.$locales], \.$matrix)`. A key path names the
/// option's declaration (its `$` projection), so a renamed option is a compile error here.
struct OptionRule<Values: ParsableOptions> {
    /// How `--help` states it, from the declarations' names.
    let statement: (Values) -> String
    /// The usage error's message when `values` break it; nil when they keep it.
    let broken: (Values) -> String?

    typealias Key = PartialKeyPath<Values>

    /// `a` does not go with `b`: "--shard does not go with --matrix" and `note` (`; shard each …`).
    static func exclusive(_ a: Key, _ b: Key, _ note: String = "") -> OptionRule {
        let said = { (o: Values) in "--\(o.declaration(a).spec.name) does not go with --\(o.declaration(b).spec.name)\(note)" }
        return OptionRule(statement: said) { o in o.declaration(a).isGiven && o.declaration(b).isGiven ? said(o) : nil }
    }

    /// `a` given, none of `others` may be: stated as `message`, which says why.
    static func exclusive(_ a: Key, _ others: [Key], message: String) -> OptionRule {
        OptionRule(statement: { _ in message }) { o in
            o.declaration(a).isGiven && others.contains { o.declaration($0).isGiven } ? message : nil
        }
    }

    /// Each of `options` only with `other` given (and, with `being`, given or defaulting to
    /// that value): "--devices goes with --matrix", "--comps goes with --format xcassets"; the
    /// message names those given.
    static func requires(_ options: [Key], _ other: Key, being value: String? = nil) -> OptionRule {
        func said(_ o: Values, _ names: [Key]) -> String {
            let b = o.declaration(other)
            let those = OptionSpec.all(names.map { "--" + o.declaration($0).spec.name })
            return "\(those) \(names.count == 1 ? "goes" : "go") with --\(b.spec.name)\(value.map { " " + $0 } ?? "")"
        }
        return OptionRule(statement: { said($0, options) }) { o in
            let b = o.declaration(other)
            let kept = value.map { b.text == $0 } ?? b.isGiven
            let given = options.filter { o.declaration($0).isGiven }
            return kept || given.isEmpty ? nil : said(o, given)
        }
    }

    /// One of `options` is required: stated as `message`.
    static func oneOf(_ options: [Key], message: String) -> OptionRule {
        OptionRule(statement: { _ in message }) { o in options.contains { o.declaration($0).isGiven } ? nil : message }
    }

    /// `a` is required unless `other` is given: "--out is required".
    static func required(_ a: Key, unless other: Key) -> OptionRule {
        OptionRule(statement: { o in "--\(o.declaration(a).spec.name) is required without --\(o.declaration(other).spec.name)" }) { o in
            o.declaration(a).isGiven || o.declaration(other).isGiven ? nil : "--\(o.declaration(a).spec.name) is required"
        }
    }

    /// The first rule `values` break, as a usage error.
    static func check(_ rules: [OptionRule], _ values: Values) throws {
        for r in rules { if let message = r.broken(values) { throw UsageError(message: message) } }
    }
}
