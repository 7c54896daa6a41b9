import DawnJournal

/// Escaping for HTML text and attribute values: every piece of the journal's text (habit
/// names, descriptions, notes, units) goes through `escape` before it reaches a page.
enum HTML {
    /// `&`, `<`, `>`, `"` and `'` as character references; a character HTML does not allow
    /// as U+FFFD; other characters as they are.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Control characters and noncharacters (U+FDD0…U+FDEF, U+FFFE and U+FFFF of every
            // plane) are parse errors in HTML: shown as U+FFFD. So are form feed and carriage
            // return, which HTML allows but the terminal-safe standard output (`-o -`) would
            // write as "\x0C" and "\r": the page is the same bytes in a file and on stdout.
            case "\u{0}"..."\u{8}", "\u{B}"..."\u{1F}", "\u{7F}"..."\u{9F}": out += "\u{FFFD}"
            case _ where (0xFDD0...0xFDEF).contains(c.value) || c.value & 0xFFFE == 0xFFFE: out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A habit's colour for CSS (`#FF6B6B`): its own, the neutral grey when it names none, nil
    /// when it is malformed (the page's text colour then, never a made-up one).
    static func color(_ habit: Habit?) -> HabitColor? { habit?.displayColor }
}
