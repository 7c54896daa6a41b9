import DawnJournal
import DawnJournalText

/// What the terminal views and the report page share beyond words: colours, pills, bars, a
/// front-matter value as text. Their words (sentences, percentages, durations, names of days)
/// are `DawnJournalText`'s; the data comes from the library.
enum ViewText {
    /// The habit's colour (the neutral grey when it names none); nil for a malformed colour,
    /// which is shown without colour.
    static func color(_ h: Habit) -> HabitColor? { h.displayColor }

    static func pill(_ h: Habit) -> String { h.label }

    /// The glyph a habit's colour marks outside a pill, before its name: `●`.
    static let mark = "●"

    /// A front-matter value as a person reads it: `4`, `rain`, `true`, `2026-11-21`,
    /// `a, b` for an array, `{k: v}` for a table.
    static func tomlText(_ v: TOMLValue) -> String {
        switch v {
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .float(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .boolean(let b): return b ? "true" : "false"
        case .date, .time, .dateTime:
            if case .string(let s) = v.json { return s }
            return ""
        case .array(let a): return a.map { tomlText($0) }.joined(separator: ", ")
        case .table(let t):
            return "{" + t.entries.map { "\($0.key): \(tomlText($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// A bar of `width` cells: filled for the fraction, light for the rest.
    static func bar(_ fraction: Double, width: Int) -> (filled: String, empty: String) {
        InsightsText.bar(fraction, width: width)
    }
}
