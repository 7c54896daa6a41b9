/// The request log of `serve`: one line per request on standard error, for the person running
/// it. It names what was asked and how it went, never a secret: no query (the sign-in's token
/// is in one), no header, no cookie, no body.
package enum RequestLog {
    /// The longest path a line shows; a longer one is cut and ends in `…`.
    package static let pathLimit = 120

    /// `2026-11-21 21:00:03 GET /api/day/2026-11-21 200 0.4 ms (iPhone Safari)`: the local
    /// time, the method, the path without its query, the status, how long the answer took and
    /// the device it came from (a signed-in browser's name). A request that did
    /// not read shows `-` for its method and path.
    package static func line(
        time: String, method: String?, path: String?, status: HTTPStatus, milliseconds: Double, device: String? = nil
    ) -> String {
        let shownPath = path.map { p -> String in
            let bare = printable(String(p.prefix { $0 != "?" }))
            return bare.count > pathLimit ? String(bare.prefix(pathLimit)) + "…" : bare
        }
        let tenths = Int((max(0, milliseconds) * 10).rounded())
        let shownMethod = method.map { printable(String($0.prefix(16))) } ?? "-"
        let by = device.map { " (\(printableName($0)))" } ?? ""
        return "\(time) \(shownMethod) \(shownPath ?? "-") \(status.code) \(tenths / 10).\(tenths % 10) ms\(by)"
    }

    /// A device's name kept to one line: no control character.
    static func printableName(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(60)))
    }

    /// `text` with only printable ASCII (the parser lets nothing else into a request line; this
    /// keeps a line one line whoever calls it).
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value > 0x20 && $0.value < 0x7F }))
    }
}
