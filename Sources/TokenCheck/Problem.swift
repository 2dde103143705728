import PathNames
import Geometry
import JSONReader
import TextEscape

/// One way a token file or resolver document breaks DTCG 2025.10 (or a bound `check` keeps):
/// its id (printed in brackets), where the spec says so, and what it requires.
public enum Rule: String, CaseIterable, Sendable, Codable {
    // Reading the file.
    case fileRead = "file-read"
    case jsonSyntax = "json-syntax"
    case jsonDuplicateKey = "json-duplicate-key"
    case rootObject = "root-object"
    // Names, groups and tokens (Format §5–6).
    case nameReserved = "name-reserved"
    case nameCharacters = "name-characters"
    case nameEmpty = "name-empty"
    case memberObject = "member-object"
    case propertyUnknown = "property-unknown"
    case tokenWithChildren = "token-with-children"
    case tokenValueAndRef = "token-value-and-ref"
    case rootToken = "root-token"
    case description = "description-string"
    case extensions = "extensions-object"
    case deprecated = "deprecated-type"
    case typeUnknown = "type-unknown"
    case typeMissing = "type-missing"
    // $extends (Format §6.4).
    case extendsTarget = "extends-target"
    case extendsNotGroup = "extends-not-group"
    case extendsCycle = "extends-cycle"
    // References (Format §7).
    case referenceSyntax = "reference-syntax"
    case referenceUnresolved = "reference-unresolved"
    case referenceNotToken = "reference-not-token"
    case referenceCycle = "reference-cycle"
    case referenceType = "reference-type"
    case referenceLimit = "reference-limit"
    case sizeLimit = "size-limit"
    // Values by type (Format §8–9, Color module).
    case colorValue = "value-color"
    case colorSpace = "color-space"
    case colorComponents = "color-components"
    case colorAlpha = "color-alpha"
    case colorHex = "color-hex"
    case dimensionValue = "value-dimension"
    case fontFamilyValue = "value-fontFamily"
    case fontWeightValue = "value-fontWeight"
    case durationValue = "value-duration"
    case cubicBezierValue = "value-cubicBezier"
    case numberValue = "value-number"
    case strokeStyleValue = "value-strokeStyle"
    case borderValue = "value-border"
    case transitionValue = "value-transition"
    case shadowValue = "value-shadow"
    case gradientValue = "value-gradient"
    case typographyValue = "value-typography"
    // Resolver module.
    case resolverStructure = "resolver-structure"
    case resolverVersion = "resolver-version"
    case resolverContexts = "resolver-contexts"
    case resolverDefault = "resolver-default"
    case resolverName = "resolver-name"
    case resolverPointer = "resolver-pointer"
    case resolverSourceMissing = "resolver-source-missing"
    case resolverSourceOutside = "resolver-source-outside"
    case resolverSourceRemote = "resolver-source-remote"
    case resolverCycle = "resolver-cycle"
    case resolverLimit = "resolver-limit"
    // Pickup's rules about the document: what every output (`pickup tokens`, the folders a
    // resolver's contexts become) needs of it, whichever screens read it (docs/dtcg-rules.md).
    case nameUnicode = "name-unicode"
    case exportNameEmpty = "export-name-empty"
    case exportNameLength = "export-name-length"
    case exportNameClash = "export-name-clash"
    case pickupExtension = "pickup-extension"
    case colorHexMismatch = "color-hex-mismatch"
    case resolverFolderName = "resolver-folder-name"
    case resolverModifierUnused = "resolver-modifier-unused"
}

/// One problem: where (file, line, column, token path), which rule, and what is wrong.
public struct Problem: Hashable, Sendable, Codable {
    /// An error makes `check` fail (exit 65); a warning is said and the file still passes (a
    /// locale's copy that lacks a key: the product still draws, in English there).
    public enum Severity: String, Hashable, Sendable, Codable { case error, warning }
    public var file: String
    public var line: Int
    public var column: Int
    /// The token or group path (`color.accent.$root`), a resolver location, or "" for the file.
    public var path: String
    public var rule: String
    public var message: String
    public var severity: Severity = .error

    public init(_ at: Position, _ path: String, _ rule: Rule, _ message: String) {
        file = at.file; line = at.line; column = at.column
        self.path = path; self.rule = rule.rawValue; self.message = message
    }

    /// A problem under a rule of another checker (the copy's, `copy-…`).
    public init(_ at: Position, _ path: String, rule: String, _ message: String, severity: Severity = .error) {
        file = at.file; line = at.line; column = at.column
        self.path = path; self.rule = rule; self.message = message; self.severity = severity
    }

    public var isWarning: Bool { severity == .warning }

    /// A token path as a message shows it: cut to 80 characters (a 5,000-character name is
    /// named, not echoed; `--format json` keeps it whole).
    public static func shown(_ path: String) -> String { FilePath.clip(path) }

    /// `FILE:LINE:COL: error: PATH: MESSAGE [rule]` (`warning:` for a warning), control
    /// characters escaped (a name can hold terminal escapes).
    public var text: String {
        let shownPath = path.isEmpty ? "(file)" : Self.shown(path)
        return Escape.terminal("\(file):\(line):\(column): \(severity.rawValue): \(shownPath): \(message) [\(rule)]")
    }
}
