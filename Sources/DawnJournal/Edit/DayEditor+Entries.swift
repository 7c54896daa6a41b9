import DawnTOML
import DawnJournalModel
import DawnJournalParse
import DawnJournalFormat

/// Taking back the last line of a section with the section.
extension DayEditor {
    /// The 1-based line numbers to remove with the line `line` when it is the only thing in its
    /// `## Timeline` or `## Checklist` section: the heading and the section's blank lines (and,
    /// for a section that ends the file, the blank lines before its heading). Empty when the
    /// section holds anything else.
    static func emptiedSection(removing line: Int, in day: Day) -> [Int] {
        guard let index = day.lines.firstIndex(where: { $0.number == line }) else { return [] }
        var heading = index - 1
        while heading >= 0 {
            if case .heading(let level, _) = day.lines[heading].kind, level <= 2 { break }
            heading -= 1
        }
        guard heading >= 0, case .heading(2, let title) = day.lines[heading].kind, DaySection(title: title) != nil else { return [] }
        var end = index + 1
        while end < day.lines.count {
            if case .heading(let level, _) = day.lines[end].kind, level <= 2 { break }
            end += 1
        }
        for k in (heading + 1)..<end where k != index && day.lines[k].kind != .blank { return [] }
        var first = heading
        if end == day.lines.count {
            while first > 0, day.lines[first - 1].kind == .blank { first -= 1 }
        }
        return (first..<end).filter { $0 != index }.map { day.lines[$0].number }
    }

    /// The day's text meaning without the given lines (1-based), for `verify`.
    static func text(of day: Day, without lines: Set<Int>) -> [String] {
        var d = day
        d.lines.removeAll { lines.contains($0.number) }
        return d.meaning.text
    }
}
