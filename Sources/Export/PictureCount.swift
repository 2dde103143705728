import PathNames

/// How many pictures one command may ask for: devices × locales × contexts × comps × scales ×
/// formats for an export or a matrix, every frame (× formats) for frames, a video or the
/// prototype. Counted from the command line and the tokens before anything is drawn; past
/// `max` the command is refused at once (exit 64), with the count, how it was counted and
/// what to narrow.
public enum PictureCount {
    /// Twice the largest matrix of the built-in files (every device × locale × text size, every
    /// format and scale: 11,281 files), about half an hour on two cores.
    public static let max = 20_000

    /// Refuses `count` past `max`. `counted`: how the count comes about ("20 variants × 47 files
    /// + the overview"); `narrow`: the options that lower it.
    public static func check(_ count: Int, command: String, counted: String, narrow: String) throws {
        guard count > max else { return }
        throw TooManyPictures(count: count, command: command, counted: counted, narrow: narrow)
    }
}

/// A command line that asks for more pictures than `PictureCount.max` (exit 64).
public struct TooManyPictures: Error, CustomStringConvertible {
    public var count: Int
    public var command: String, counted: String, narrow: String
    public var description: String {
        "\(command) asks for \(Self.grouped(count)) pictures (\(counted)); one command may ask for at most "
            + "\(Self.grouped(PictureCount.max)) (pickup help limits). \(narrow)"
    }

    /// 20000 → "20,000".
    static func grouped(_ n: Int) -> String {
        let s = String(n)
        return String(s.reversed().enumerated().flatMap { i, c in i > 0 && i % 3 == 0 ? [",", c] : [c] }.reversed())
    }
}
