/// The tool's version: named in the token exports' headers and part of every output's digest
/// (a new version re-renders everything).
public let pickupVersion = "0.1.0"
