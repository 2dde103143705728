import TokenCheck

extension CopyFinding.Rule {
    /// This rule's description, for `pickup help rules` and `check --format sarif` (an
    /// exhaustive switch: a new rule does not compile without one). `root-object` is the token
    /// files' rule of that id, described there.
    public var text: RuleText {
        let see = " See docs/guide/check.md#copy-contentlocalejson."
        switch self {
        case .rootObject: return RuleText.tokenRules.first(where: { $0.id == rawValue })!
        case .unknownKey:
            return RuleText(id: rawValue, summary: "A copy file sets only keys the screens use.", help: "The message lists the known keys." + see)
        case .kind:
            return RuleText(id: rawValue, summary: "A copy value is of its key's kind.",
                            help: "A string; a list of strings (steps); a whole number (minutesBefore, minutesAfter)." + see)
        case .nul: return RuleText(id: rawValue, summary: "A string of copy holds no U+0000.", help: "No text can show it." + see)
        case .length:
            return RuleText(id: rawValue, summary: "A string of copy is at most \(Content.maxFieldLength) characters, and a format once filled.",
                            help: "A Pickup bound on what one line of copy may grow to." + see)
        case .format:
            return RuleText(id: rawValue, summary: "Each {name} in a format names a string of copy.", help: "The message lists the names a format may use." + see)
        case .steps: return RuleText(id: rawValue, summary: "steps is exactly three labels.", help: "The order screen shows three steps." + see)
        case .payload: return RuleText(id: rawValue, summary: "qrPayload is not empty.", help: "The pickup code needs something to encode." + see)
        case .minutes: return RuleText(id: rawValue, summary: "A number of minutes is not negative.", help: "minutesBefore and minutesAfter count forward." + see)
        case .missingKey:
            return RuleText(id: rawValue, summary: "A locale's copy file sets every key (a warning).",
                            help: "A key the file lacks still draws, in the built-in English; the message names that text." + see, level: .warning)
        }
    }
}

extension RuleText {
    /// Every rule `pickup check` judges by: the token files' and resolvers', then the copy's
    /// (one entry an id), in declaration order.
    public static var check: [RuleText] {
        let tokens = tokenRules
        let ids = Set(tokens.map(\.id))
        return tokens + CopyFinding.Rule.allCases.map(\.text).filter { !ids.contains($0.id) }
    }
}
