import DawnJournal

/// Renders a diagnostic like a compiler: location, severity, message and code; then the
/// source line with a caret under the range; then the hint.
struct DiagnosticRenderer {
    var style: Style

    func render(_ d: Diagnostic, displayPath: String, sourceLine: String?) -> String {
        let severity = d.severity == .error ? style.red("error") : style.yellow("warning")
        var out =
            style.bold("\(displayPath):\(d.range.line):\(d.range.column):") + " \(severity): "
            + style.bold(d.message) + " " + style.dim("[\(d.code)]") + "\n"
        if let sourceLine {
            let gutter = String(d.range.line)
            let pad = String(repeating: " ", count: gutter.count)
            let (shown, caretStart, caretWidth) = excerpt(sourceLine, column: d.range.column, length: d.range.length)
            out += style.dim(" \(gutter) | ") + shown + "\n"
            let marker = d.severity == .error ? style.red : style.yellow
            out +=
                style.dim(" \(pad) | ") + String(repeating: " ", count: caretStart)
                + marker("^" + String(repeating: "~", count: max(0, caretWidth - 1))) + "\n"
        }
        out += "  " + style.cyan("hint:") + " " + d.hint + "\n"
        return out
    }

    /// The line as shown (tabs expanded, very long lines cut around the range), and the caret's
    /// start and width in display columns.
    func excerpt(_ line: String, column: Int, length: Int) -> (String, Int, Int) {
        let chars = Array(line.prefix(column - 1 + max(length, 1) + 80))
        let start = max(0, min(column - 1, chars.count))
        var from = 0
        var lead = ""
        if start > 80 {
            from = start - 60
            lead = "…"
        }
        let end = min(chars.count, start + max(length, 1))
        // Each character as the terminal will show it: a tab as four spaces, a control
        // character escaped (as TerminalSafeSink would), so that the caret lines up.
        func visible(_ c: Character) -> String {
            c == "\t" ? "    " : TerminalSafeSink.escaped(String(c), allowingColour: false)
        }
        var shown = lead
        for c in chars[from..<start] { shown += visible(c) }
        let caretStart = DisplayWidth.of(shown)
        var caretWidth = 0
        for c in chars[start..<end] {
            let v = visible(c)
            shown += v
            caretWidth += DisplayWidth.of(v)
        }
        let tail = chars[end...].prefix(60)
        for c in tail { shown += visible(c) }
        if end + tail.count < line.count { shown += "…" }
        return (shown, caretStart, max(1, caretWidth))
    }
}
