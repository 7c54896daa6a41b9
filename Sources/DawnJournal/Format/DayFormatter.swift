import DawnJournalModel
import DawnJournalParse

/// Writes a day in its one canonical form (Docs/FORMAT.md, "Canonical form").
///
/// Entries, checklist items and headings get one spelling; the person's prose, front matter,
/// code blocks and comments are kept byte for byte; only blank lines and line endings move.
/// `format(parse(format(x))) == format(x)`, and the meaning never changes.
public enum DayFormatter {
    /// The canonical text of `day`.
    public static func format(_ day: Day) -> String {
        var out: [String] = []
        out.reserveCapacity(day.lines.count + 8)
        var bodyStarted = false      // anything written after the front matter
        var blankPending = false     // the source had a blank line here
        var blankRequired = false    // a heading or the front matter wants one
        var previousWasItem = false  // the last line written was an entry or checklist item
        var previousSection: DaySection? = nil

        func emit(_ text: String, isItem: Bool = false, section: DaySection? = nil) {
            if bodyStarted {
                let itemRun = isItem && previousWasItem && section == previousSection
                if blankRequired || (blankPending && !itemRun) { out.append("") }
            } else if blankRequired && !out.isEmpty {
                out.append("") // between the front matter and the body
            }
            out.append(text)
            bodyStarted = true
            blankPending = false
            blankRequired = false
            previousWasItem = isItem
            previousSection = section
        }

        var previousLineWasBlock = false
        for line in day.lines {
            defer {
                switch line.kind {
                case .code, .comment: previousLineWasBlock = true
                default: previousLineWasBlock = false
                }
            }
            switch line.kind {
            case .frontMatterFence:
                out.append("+++")
                if out.count > 1 { blankRequired = true }
            case .frontMatter:
                out.append(line.text)
            case .blank:
                blankPending = true
            case .heading(let level, let title):
                blankRequired = true
                emit(String(repeating: "#", count: level) + (title.isEmpty ? "" : " " + title))
                blankRequired = true
            case .entry(let n):
                emit(render(day.entries[n]), isItem: true, section: line.section)
            case .checklistItem(let n):
                emit(render(day.checklist[n]), isItem: true, section: line.section)
            case .code, .comment:
                // A block's later lines, blank ones included, follow it verbatim.
                if previousLineWasBlock { out.append(line.text) } else { emit(line.text) }
            case .text, .malformedItem:
                // A first line of prose that reads "+++" must not become front matter.
                if out.isEmpty, MarkdownSyntax.trimmedTrailing(line.text[...]) == "+++" { out.append("") }
                emit(line.text)
            }
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    /// `- 06:30-07:15 🏃 Morning Run -- 5k`
    public static func render(_ entry: TimelineEntry) -> String {
        "- \(entry.start)-\(entry.end) " + render(emoji: entry.habit.emoji, name: entry.habit.name, note: entry.note)
    }

    /// `- [x] 🦷 Floss -- note`
    public static func render(_ item: ChecklistItem) -> String {
        "- \(item.state.box) " + render(emoji: item.habit.emoji, name: item.habit.name, note: item.note)
    }

    /// `[emoji ]Name[ -- note]`: the part of an entry or item after its time or box.
    package static func render(emoji: String?, name: String, note: String?) -> String {
        var s = ""
        if let emoji { s += emoji + " " }
        s += name
        if let note { s += " -- " + note }
        return s
    }
}
