import Deliverables
import Export
import Foundation

enum PrototypeCommand: Command {
    static let name = "prototype"
    static let summary = "Write a clickable HTML prototype that plays the frames."
    typealias Values = PrototypeOptions
    static let discussion = """
        WRITES:
          <dir>/prototype/index.html        the page: self-contained, opens from a file:// URL
          <dir>/prototype/frames/NNNN.webp  frame n of the sequence (t = n / fps); a still
                                            stretch keeps only its first file, and a frame that
                                            changed little is only its changed box (a patch the
                                            page draws over an earlier frame); lossless WebP
          <dir>/prototype/wallet/NNNN.webp  the wallet button turning into Added, k / fps after
                                            the tap (patches over the last frame)

        THE PAGE shows the device's screen (no device frame) scaled to fit the window, in the
        screen's aspect. It starts as soon as the frames up to Ready are in (the rest loads while
        it plays; a tap that needs them first waits for them), then:
          plays Being made → 1 min → Ready (t 0 → 2.9 s) and waits on Ready;
          a tap or a downward swipe on the sheet plays the reveal (t 2.9 → 8.2 s);
          on the Pickup screen, X restarts from t = 0 and Add to Apple Wallet shows Added briefly;
          the back chevron does nothing. Space pauses, R restarts.
        REVIEW MODE (index.html?review, or V on the page): a scrubber over every frame with the
        comps marked, Play/Pause (Space), 0.25× / 1×, ← → one frame (Shift: ten); V leaves it.
        Timing follows requestAnimationFrame's clock: a slow machine drops frames, never slows down.
        The page exposes window.pickupState (loading, status, ready, waiting, reveal, pickup, wallet,
        wallet-added, wallet-out, error, review) for tests.

        EXAMPLES:
          pickup prototype && xdg-open exports/prototype/index.html
          pickup prototype --out /tmp/p --fps 30 --scale 1   # smaller, quicker
        """

    static func run(_ o: PrototypeOptions) throws {
        let fps = o.fps, scale = o.scale, out = o.out, quiet = o.quiet
        let project = try o.inputs.project()
        let job = PrototypeJob(outDir: out, fps: fps, scale: scale)
        let steps = try job.steps(project)
        try PictureCount.check(steps, command: "prototype", counted: "every frame at \(fps.formatted()) fps and the wallet's", narrow: "Choose a lower --fps.")
        let progress = Progress(total: steps, label: "prototype", quiet: quiet)
        let start = Date()
        let summary = try job.run(project) { progress.step($0) }
        progress.finish()
        if !quiet {
            print(String(format: "Wrote %@ with %d frames in %d files (%.1f MB) in %.1f s", summary.page, summary.frames,
                         summary.files, Double(summary.bytes) / 1e6, Date().timeIntervalSince(start)))
            print("Open it in a browser: file://\(URL(fileURLWithPath: summary.page).standardizedFileURL.path)")
        }
    }
}

/// `pickup prototype`'s options, in the order `--help` lists them.
struct PrototypeOptions: ParsableOptions {
    @Option(Shared.out) var out: String
    // At most 120 fps: a browser paints at most the display's rate, and each frame is a file.
    @Option(.init(name: "fps", valueName: "n", help: "Frames per second", rule: .number(1...120), defaultValue: "60"))
    var fps: Double
    @Option(.init(name: "scale", valueName: "s", help: "Frame pixels per point", rule: .number(Format.scaleRange), defaultValue: "2",
                  defaultNote: "786 × 1704"))
    var scale: Double
    @OptionGroup var inputs: InputOptions
    @Flag(Shared.quiet) var quiet: Bool
}
