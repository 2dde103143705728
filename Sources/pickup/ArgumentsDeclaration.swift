/// The words of a command line that are not options, for a command that takes them
/// (`check FILE…`): `@Arguments("FILE|RESOLVER") var files: [String]`. The name is USAGE's.
@propertyWrapper
struct Arguments {
    let valueName: String
    private let parsed = Parsed<[String]>()
    init(_ valueName: String) { self.valueName = valueName }
    var wrappedValue: [String] { parsed.value ?? [] }
    func fill(_ words: [String]) { parsed.value = words }
}
