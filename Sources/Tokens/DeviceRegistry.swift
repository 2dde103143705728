/// The device classes, declared once: the contexts of the resolver's `device` modifier. Each
/// context lays its own canvas (`size.canvas.width`, `height`), native scale
/// (`size.canvas.scale`), safe area and corner shape over the base set; everything that lists
/// devices — `--help`, error messages, `export --matrix`, snapshot references, the tests — reads
/// this list, and a device's facts are read from its resolved tokens (`ChromeStyle`).
/// Adding a device is one edit to the resolver.
public struct DeviceRegistry: Sendable, Equatable {
    /// The resolver modifier whose contexts are the devices.
    public static let modifier = "device"
    /// The device classes in the resolver's order.
    public let names: [String]
    /// The device a command draws when none is chosen: the modifier's `default` (nil when it
    /// has none: then a device must be chosen, or the base set is drawn as it is).
    public let defaultName: String?

    public init(_ resolver: Resolver) {
        let m = resolver.modifier(Self.modifier)
        names = m?.contexts ?? []
        defaultName = m?.defaultContext
    }

    /// The devices of the built-in resolver (`BuiltInFiles`), for help texts.
    public static let builtIn: DeviceRegistry = {
        let name = "design-tokens.resolver.json"
        guard let data = BuiltInFiles.data(name),
              let r = try? Resolver(data: data, file: BuiltInFiles.label(name), builtIn: true) else {
            return DeviceRegistry(names: [], defaultName: nil)
        }
        return DeviceRegistry(r)
    }()

    init(names: [String], defaultName: String?) { self.names = names; self.defaultName = defaultName }

    /// `se, mini, pro, plus, promax`: for help texts and messages.
    public var list: String { names.joined(separator: ", ") }
}
