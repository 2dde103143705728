@preconcurrency import Glibc
import Foundation

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// the browser reads requests on fd 3 and writes replies and events on fd 4, each message JSON
/// ended by a NUL byte) — no port, no WebSocket, nothing to install but Debian's `chromium`.
/// Every wait has a deadline and fails with what the browser last said.
final class Chromium {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let pid: pid_t
    private let toBrowser: Int32, fromBrowser: Int32
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var session: String?
    let profile: String, log: String

    /// The browser on PATH, if installed (Debian's package is `chromium`).
    static var executable: String? {
        for name in ["chromium", "chromium-browser"] {
            for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") { return "\(dir)/\(name)" }
        }
        return nil
    }

    /// Starts the browser with a fresh profile in `dir` and opens one page of `width` × `height`
    /// CSS px at `scale` device pixels per px.
    init(_ executable: String, dir: String, width: Int, height: Int, scale: Double) throws {
        profile = dir + "/profile"; log = dir + "/chromium.log"
        let args = [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                    "--window-size=\(width),\(height)", "--force-device-scale-factor=\(scale)",
                    // Frames are untagged sRGB PNGs: no colour conversion between file and screenshot.
                    "--force-color-profile=srgb", "--hide-scrollbars", "--mute-audio",
                    "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
                    "--disable-background-networking", "--disable-component-update",
                    // A page in a headless window is never "hidden": keep its requestAnimationFrame going.
                    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                    "--user-data-dir=\(profile)", "about:blank"]
        var requests: [Int32] = [0, 0], replies: [Int32] = [0, 0]
        guard pipe(&requests) == 0, pipe(&replies) == 0 else { throw Failure(description: "pipe: \(errno)") }
        // Only the dup2'd copies (3 and 4) reach the browser; the originals close on exec.
        for fd in requests + replies { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requests[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        close(requests[0]); close(replies[1])
        guard rc == 0 else { close(requests[1]); close(replies[0]); throw Failure(description: "cannot start \(executable): \(String(cString: strerror(rc)))") }
        pid = child; toBrowser = requests[1]; fromBrowser = replies[0]

        let target = try send("Target.createTarget", ["url": "about:blank"], browser: true)["targetId"] as? String ?? ""
        session = try send("Target.attachToTarget", ["targetId": target, "flatten": true], browser: true)["sessionId"] as? String
        // The page's viewport, whatever the window manager of a headless window decided.
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false])
        try send("Page.enable")
        try send("Runtime.enable")
    }

    /// Closes the browser (politely, then by its pid) and waits for it.
    func quit() {
        _ = try? send("Browser.close", browser: true, timeout: 5)
        close(toBrowser); close(fromBrowser)
        let deadline = Date().addingTimeInterval(5)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline { kill(pid, SIGKILL); waitpid(pid, &status, 0); break }
            usleep(50_000)
        }
    }

    /// Sends one command and waits for its reply; the page's session unless `browser`.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], browser: Bool = false, timeout: Double = 30) throws -> [String: Any] {
        let id = nextID; nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if !browser, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var off = 0
        while off < bytes.count {
            let n = bytes[off...].withUnsafeBytes { write(toBrowser, $0.baseAddress!, $0.count) }
            guard n > 0 else { throw Failure(description: "\(method): the browser closed its pipe (\(tail()))") }
            off += n
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try nextMessage(until: deadline, waitingFor: method)
            guard reply["id"] as? Int == id else { continue }   // an event, or another reply
            if let error = reply["error"] as? [String: Any] {
                throw Failure(description: "\(method): \(error["message"] ?? error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func nextMessage(until deadline: Date, waitingFor method: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end]); buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            }
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            guard left > 0 else { throw Failure(description: "\(method): no reply from the browser in time (\(tail()))") }
            var fds = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, left)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(fromBrowser, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "\(method): the browser exited (\(tail()))") }
            buffer += chunk[..<n]
        }
    }

    /// The end of the browser's own log, for failure messages.
    func tail() -> String {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return "chromium's log ends: " + String(text.suffix(600))
    }

    // MARK: the page

    func navigate(_ url: String) throws { try send("Page.navigate", ["url": url]) }

    /// A JavaScript expression's value (JSON-like).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let r = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let e = r["exceptionDetails"] { throw Failure(description: "\(expression): \(e)") }
        return (r["result"] as? [String: Any])?["value"]
    }

    /// Polls `expression` until it equals `value`; fails after `timeout` with what it was.
    func wait(_ expression: String, toBe value: String, timeout: Double) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var seen: [String] = []
        while true {
            let v = (try evaluate(expression)).map { "\($0)" } ?? "undefined"
            if v == value { return }
            if seen.last != v { seen.append(v) }
            guard Date() < deadline else {
                throw Failure(description: "\(expression) did not become '\(value)' within \(timeout) s; it was: \(seen.joined(separator: " → "))")
            }
            usleep(20_000)
        }
    }

    /// A PNG of the viewport, at the device scale.
    func screenshot() throws -> Data {
        let r = try send("Page.captureScreenshot", ["format": "png", "fromSurface": true])
        guard let b64 = r["data"] as? String, let data = Data(base64Encoded: b64) else {
            throw Failure(description: "Page.captureScreenshot returned no picture")
        }
        return data
    }

    /// A left-button press and release at (x, y) CSS px, moving through `path` in between.
    /// Press at `path[0]`, move through the rest `pause` seconds apart (a slow finger), and
    /// release only if `release` (`press: false` goes on with a finger already down).
    func slowDrag(_ path: [(Double, Double)], pause: Double, press: Bool = true, release: Bool = true) throws {
        let s = path[0]
        if press {
            try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": s.0, "y": s.1])
            try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": s.0, "y": s.1, "button": "left", "buttons": 1, "clickCount": 1])
        }
        for p in path.dropFirst() {
            Thread.sleep(forTimeInterval: pause)
            try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": p.0, "y": p.1, "button": "left", "buttons": 1])
        }
        guard release, let e = path.last else { return }
        Thread.sleep(forTimeInterval: pause)
        try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": e.0, "y": e.1, "button": "left", "buttons": 0, "clickCount": 1])
    }

    /// A key pressed and released (`key` as KeyboardEvent.key, e.g. "ArrowRight", "v", " ").
    func press(_ key: String, code: String, keyCode: Int, shift: Bool = false) throws {
        var down: [String: Any] = ["type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": keyCode,
                                   "nativeVirtualKeyCode": keyCode, "modifiers": shift ? 8 : 0]
        if key.count == 1 { down["text"] = key }
        try send("Input.dispatchKeyEvent", down)
        try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": keyCode,
                                            "nativeVirtualKeyCode": keyCode, "modifiers": shift ? 8 : 0])
    }

    func tap(_ x: Double, _ y: Double, dragTo path: [(Double, Double)] = []) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
        try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
        var end = (x, y)
        for p in path {
            try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": p.0, "y": p.1, "button": "left", "buttons": 1])
            end = p
        }
        try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": end.0, "y": end.1, "button": "left", "buttons": 0, "clickCount": 1])
    }
}
