import JSONReader
import PathNames

/// What one rule of `check` is, for a reader who meets its id: a one-line description, a help
/// text, and its level. The one place these are written: `pickup help rules` (and the docs'
/// table made from it) and `check --format sarif` (each rule's `shortDescription`, `help`,
/// `defaultConfiguration.level`) read them here.
public struct RuleText: Sendable, Hashable {
    public var id: String
    /// One line: what the rule requires.
    public var summary: String
    /// A sentence or two more, and where the rule is documented.
    public var help: String
    public var level: Problem.Severity

    public init(id: String, summary: String, help: String, level: Problem.Severity = .error) {
        self.id = id; self.summary = summary; self.help = help; self.level = level
    }
}

extension RuleText {
    /// Every rule of the token and resolver checker, in declaration order.
    public static var tokenRules: [RuleText] { Rule.allCases.map(\.text) }
}

extension Rule {
    /// Where the rules are documented, and this rule's section there.
    static let rulesDocument = "docs/dtcg-rules.md"
    var section: String {
        switch self {
        case .fileRead, .jsonSyntax, .jsonDuplicateKey, .rootObject, .nameReserved, .nameCharacters, .nameEmpty, .memberObject,
             .propertyUnknown, .tokenWithChildren, .tokenValueAndRef, .rootToken, .description, .extensions, .deprecated,
             .typeUnknown, .typeMissing:
            return "#files-names-groups-and-tokens"
        case .extendsTarget, .extendsNotGroup, .extendsCycle: return "#extends-f-64-67"
        case .referenceSyntax, .referenceUnresolved, .referenceNotToken, .referenceCycle, .referenceType: return "#references-f-7"
        case .referenceLimit, .sizeLimit, .resolverLimit: return "#bounds-an-untrusted-file-cannot-make-check-run-away"
        case .colorValue, .colorSpace, .colorComponents, .colorAlpha, .colorHex, .dimensionValue, .fontFamilyValue, .fontWeightValue,
             .durationValue, .cubicBezierValue, .numberValue, .strokeStyleValue, .borderValue, .transitionValue, .shadowValue,
             .gradientValue, .typographyValue:
            return "#types-f-89-c-4"
        case .resolverStructure, .resolverVersion, .resolverContexts, .resolverDefault, .resolverName, .resolverPointer,
             .resolverSourceMissing, .resolverSourceOutside, .resolverSourceRemote, .resolverCycle:
            return "#resolver-r-4"
        case .nameUnicode, .exportNameEmpty, .exportNameLength, .exportNameClash, .pickupExtension, .colorHexMismatch,
             .resolverFolderName, .resolverModifierUnused:
            return "#pickups-rules-about-the-document"
        }
    }

    /// This rule's description (an exhaustive switch: a new rule does not compile without one).
    public var text: RuleText {
        let (summary, detail) = described
        return RuleText(id: rawValue, summary: summary, help: detail + " See \(Self.rulesDocument)\(section).")
    }

    private var described: (String, String) {
        switch self {
        case .fileRead: return ("The file can be read and is at most \(JSONScanner.maxBytes >> 20) MiB.", "A file that does not exist, cannot be read or is over the JSON size bound is refused before it is parsed.")
        case .jsonSyntax: return ("The file is JSON (RFC 8259), nested at most \(JSONScanner.maxDepth) levels.", "The first syntax error stops the file: control characters in strings, trailing commas, bad escapes, text that is not UTF-8.")
        case .jsonDuplicateKey: return ("No key appears twice in one object.", "Readers disagree on which of two equal keys counts, so a duplicate is refused (the spec is silent).")
        case .rootObject: return ("The top level is a JSON object.", "A token file's top level is a group; a resolver's and a copy file's are objects too.")
        case .nameReserved: return ("A token or group name does not begin with '$'.", "Names starting with '$' are reserved for the format's properties (DTCG Format 5.1.1).")
        case .nameCharacters: return ("A name holds no '{', '}' or '.'.", "These characters would break references (DTCG Format 5.1.1).")
        case .nameEmpty: return ("A name is not empty.", "The official schema's name pattern needs one character.")
        case .memberObject: return ("Every token and group is a JSON object.", "A member that does not start with '$' must be an object (DTCG Format 6.1).")
        case .propertyUnknown: return ("Only the properties the format defines start with '$'.", "A group takes $type, $description, $extensions, $extends, $deprecated, $root; a token $value, $type, $description, $extensions, $deprecated, $ref.")
        case .tokenWithChildren: return ("A token (an object with $value) holds no tokens or groups.", "An object with $value is a token and cannot also be a group (DTCG Format 6.1).")
        case .tokenValueAndRef: return ("A token has $value or $ref, not both.", "The two are exclusive (the official token schema).")
        case .rootToken: return ("$root is a token.", "A group's $root must be a token object (DTCG Format 6.2).")
        case .description: return ("$description is a string.", "DTCG Format 5.2.1 and 6.3.")
        case .extensions: return ("$extensions is an object.", "Vendor data lives under the vendor's key inside an object (DTCG Format 5.2.3).")
        case .deprecated: return ("$deprecated is a boolean or a string.", "DTCG Format 5.2.4.")
        case .typeUnknown: return ("$type is one of the format's types, spelled exactly.", "The 13 types are case-sensitive; the message suggests the right spelling (DTCG Format 5.2.2).")
        case .typeMissing: return ("Every token's type can be determined.", "A token's type is its $type, the type of the token it references, or its closest group's $type; it is never guessed from the value (DTCG Format 5.2.2).")
        case .extendsTarget: return ("$extends names a group that exists.", "The group a group extends must be in the document (DTCG Format 6.4).")
        case .extendsNotGroup: return ("$extends names a group, not a token.", "Only a group can be extended (DTCG Format 6.4).")
        case .extendsCycle: return ("No group extends itself, directly or through others.", "Circular inheritance is refused on every group of the loop (DTCG Format 6.4, 6.7).")
        case .referenceSyntax: return ("A reference is well formed.", "A curly reference {a.b} names a path without '{', '}' or '.' in its names; a $ref is a same-document JSON Pointer (RFC 6901).")
        case .referenceUnresolved: return ("A reference names something in the document.", "The token, group or pointer target a reference names must exist (DTCG Format 7).")
        case .referenceNotToken: return ("A curly reference names a token, not a group.", "DTCG Format 7.")
        case .referenceCycle: return ("References do not loop.", "Aliases and $ref pointers that lead back to themselves are refused on every token of the loop (DTCG Format 7).")
        case .referenceType: return ("A reference names a token of the type needed there.", "A token's alias must have its $type; a composite's property needs its own type (a border's width a dimension).")
        case .referenceLimit: return ("Chains of references stay within \(References.maxChain) hops.", "A Pickup bound: alias chains, $ref chains and lookups through $extends are followed at most \(References.maxChain) steps.")
        case .sizeLimit: return ("The document stays within what it may expand to.", "A Pickup bound: $extends, group $ref and value $ref copies, and list values with aliases spliced in, are counted and bounded.")
        case .colorValue: return ("A color value is {colorSpace, components, alpha?, hex?}.", "The object form of the Color module; a hex string (the old drafts' form) is refused with a hint.")
        case .colorSpace: return ("colorSpace is one of the Color module's spaces.", "srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50.")
        case .colorComponents: return ("A color has three components, each in its space's range.", "Each component is a number in the Color module's range for its space, or \"none\".")
        case .colorAlpha: return ("alpha is a number in [0, 1].", "The Color module.")
        case .colorHex: return ("hex is written #rrggbb.", "The Color module's fallback is exactly six hex digits after '#'.")
        case .dimensionValue: return ("A dimension is {value: number, unit: \"px\" | \"rem\"}.", "A string such as \"16px\" is refused, with a hint (DTCG Format 8).")
        case .fontFamilyValue: return ("A fontFamily is a string or a non-empty array of strings.", "DTCG Format 8.")
        case .fontWeightValue: return ("A fontWeight is a number in [1, 1000] or one of the format's names.", "The names (thin … ultra-black) are case-sensitive (DTCG Format 8.4).")
        case .durationValue: return ("A duration is {value: number, unit: \"ms\" | \"s\"}.", "DTCG Format 8.")
        case .cubicBezierValue: return ("A cubicBezier is four numbers, P1x and P2x in [0, 1].", "DTCG Format 8.")
        case .numberValue: return ("A number token's value is a JSON number.", "DTCG Format 8.")
        case .strokeStyleValue: return ("A strokeStyle is a keyword or {dashArray, lineCap}.", "solid, dashed, dotted, double, groove, ridge, outset, inset; or a non-empty dashArray of dimensions and a lineCap of round, butt or square (DTCG Format 9).")
        case .borderValue: return ("A border is {color, width, style}.", "All three are required (DTCG Format 9).")
        case .transitionValue: return ("A transition is {duration, delay, timingFunction}.", "All three are required (DTCG Format 9).")
        case .shadowValue: return ("A shadow is a shadow object or a non-empty list of them.", "color, offsetX, offsetY, blur and spread are required, inset optional; a reference in a list names one shadow (DTCG Format 9).")
        case .gradientValue: return ("A gradient is a non-empty list of {color, position} stops.", "A position outside [0, 1] is accepted: the spec clamps it (DTCG Format 9.7).")
        case .typographyValue: return ("A typography value has fontFamily, fontSize, fontWeight, letterSpacing and lineHeight.", "All five are required (DTCG Format 9.8).")
        case .resolverStructure: return ("A resolver document holds only the Resolver module's properties, of their kinds.", "Sets, modifiers and inline entries hold only their properties; sources and context values are arrays of objects; resolutionOrder is a non-empty array (Resolver 4.1).")
        case .resolverVersion: return ("A resolver's version is \"2025.10\".", "Resolver 4.1.2; a missing version is refused too.")
        case .resolverContexts: return ("A modifier has at least two contexts.", "None is an error in the module, one a SHOULD NOT; Pickup refuses both (Resolver 4.1.5.1).")
        case .resolverDefault: return ("A modifier's default names one of its contexts.", "Resolver 4.1.5.3.")
        case .resolverName: return ("Inline resolutionOrder entries have a type and a unique name.", "Resolver 4.1.6.1.")
        case .resolverPointer: return ("Only resolutionOrder points at a modifier; nothing points into resolutionOrder.", "Resolver 4.2.1.")
        case .resolverSourceMissing: return ("Every source a resolver names exists.", "A missing file, a pointer or fragment at nothing, or a #/sets/… that does not exist (Resolver 4.2).")
        case .resolverSourceOutside: return ("A resolver's file sources stay in its folder.", "A Pickup rule: sources outside the resolver's folder are not read unless --allow-root widens it.")
        case .resolverSourceRemote: return ("Sources are local files.", "http(s) sources are not fetched, and said so, so that a pass means everything was checked.")
        case .resolverCycle: return ("Resolver references do not loop.", "A set that includes itself through others is refused (Resolver 4.2).")
        case .resolverLimit: return ("A resolver stays within Pickup's bounds.", "Sources read in one resolution, resolutions checked, and nested set references are bounded.")
        case .nameUnicode: return ("No two names in a group are one name in another Unicode form.", "Readers that normalise (NFC) would keep one of the two tokens without a word.")
        case .exportNameEmpty: return ("A name exports as something.", "A name with no letter or digit exports as an empty name in every pickup tokens format.")
        case .exportNameLength: return ("An exported name fits a file name.", "A token's colour set (NAME.colorset) must be at most \(FolderName.maxBytes) bytes, a file name's limit.")
        case .exportNameClash: return ("No two tokens export under one name.", "Exported names are kebab-case paths compared ignoring case and Unicode form (road x and roadX meet); one would overwrite the other in every output.")
        case .pickupExtension: return ("$extensions com.pickup holds only Pickup's keys, with valid values.", "platforms (a list of names), domain (a range that holds the value) and textStyle (one of Apple's eleven text styles), each where it applies.")
        case .colorHexMismatch: return ("A colour's hex is the colour its components give.", "The components converted to 8-bit sRGB, one step either way allowed; otherwise tools that read the hex show another colour.")
        case .resolverFolderName: return ("Set, modifier and context names can each be one folder name.", "Not empty, no '/' or '\\' or control characters, not '.' or '..', no leading '.', at most \(FolderName.maxBytes) bytes, and no two of a kind equal ignoring case and Unicode form.")
        case .resolverModifierUnused: return ("Every declared modifier is applied by resolutionOrder.", "A modifier no resolutionOrder entry names gives the same tokens in every context (Resolver 4.2.1, 6.2).")
        }
    }
}
