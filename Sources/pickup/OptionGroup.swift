/// Options several commands take together, declared once as a `ParsableOptions` of their own
/// (`InputOptions`) and taken whole: `@OptionGroup var inputs: InputOptions`. Its options are
/// listed, parsed and checked in its place among the command's.
@propertyWrapper
struct OptionGroup<Group: ParsableOptions>: OptionGroupDeclaration {
    let wrappedValue = Group()
    init() {}
    var group: any ParsableOptions { wrappedValue }
}

/// What the parser sees of an `@OptionGroup`.
protocol OptionGroupDeclaration {
    var group: any ParsableOptions { get }
}
