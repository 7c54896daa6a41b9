import DawnJournalModel
import DawnSource

/// Reads the content of one list item under Timeline or Checklist.
///
/// Works on the line's own `String` indices so positions come out in characters, and never
/// looks past the line: a 10 MB line costs one linear pass.
package struct ItemParser {
    /// The whole line (for columns) and the 1-based line number.
    let line: String
    let number: Int

    enum Outcome<T> {
        case item(T)
        case problem(Diagnostic)
    }

    func column(_ i: String.Index) -> Int { line[line.startIndex..<i].count + 1 }

    func range(_ s: Substring) -> SourceRange {
        SourceRange(line: number, column: column(s.startIndex), length: s.count)
    }

    var wholeLine: SourceRange {
        let t = MarkdownSyntax.trimmedTrailing(line[...])
        let start = MarkdownSyntax.indentation(t).end
        return range(t[start...])
    }

    package static func isTimeCharacter(_ c: Character) -> Bool { c == ":" || (c.isASCII && c.isNumber) }

    // MARK: Timeline

    /// `06:30-07:15 [emoji] Name [-- note]` or `06:30 +45m [emoji] Name [-- note]`.
    func entry(_ content: Substring) -> Outcome<TimelineEntry> {
        let shown = MarkdownSyntax.trimmedTrailing(content)
        let (start, end, startToken, i): (TimeOfDay, TimeOfDay, Substring, Substring.Index)
        switch entryTimes(content) {
        case .item(let times): (start, end, startToken, i) = times
        case .problem(let d): return .problem(d)
        }
        let times = content[startToken.startIndex..<i]
        guard let (mention, amount, note) = mention(content[i...]) else {
            return .problem(ParseDiagnostics.missingHabit(shown, at: wholeLine))
        }
        if let joined = Self.joinedPart(mention, amount, note) {
            return .problem(ParseDiagnostics.notAnEntry(shown, at: wholeLine, Self.joinedWhy(joined)))
        }
        return .item(
            TimelineEntry(
                start: start, end: end, habit: mention, amount: amount, note: note,
                range: wholeLine, startRange: range(startToken), timeRange: range(times)))
    }

    /// An entry's times, `06:30-07:15` or `06:30 +45m`, at the start of `content`, followed by
    /// white space or the end: the start, the end, the start's token and where the times end.
    /// A running entry (format 1.4), `14:00-` and a space before the name, ends where it
    /// starts: its end is not known yet (`TimelineEntry.isRunning`).
    func entryTimes(_ content: Substring) -> Outcome<(TimeOfDay, TimeOfDay, Substring, Substring.Index)> {
        let shown = MarkdownSyntax.trimmedTrailing(content)
        var i = content.startIndex
        let startToken = scan(content, &i, while: Self.isTimeCharacter)
        guard !startToken.isEmpty else {
            return .problem(
                ParseDiagnostics.notAnEntry(shown, at: wholeLine, "it does not start with a time such as 06:30"))
        }
        guard let start = TimeOfDay(startToken), start.minutes < TimeOfDay.latestMinutes else {
            if startToken.contains(":") { return .problem(ParseDiagnostics.badTime(startToken, at: range(startToken))) }
            return .problem(
                ParseDiagnostics.notAnEntry(shown, at: wholeLine, "it does not start with a time such as 06:30"))
        }
        let afterStart = i
        skipSpaces(content, &i)
        let end: TimeOfDay
        if i < content.endIndex, content[i] == "-" || content[i] == "–" {
            i = content.index(after: i)
            let afterDash = i
            skipSpaces(content, &i)
            let endToken = scan(content, &i, while: Self.isTimeCharacter)
            if endToken.isEmpty, i > afterDash, i < content.endIndex, afterStart == content.index(before: afterDash) {
                // `14:00- Read`: running, its end not known yet.
                return .item((start, start, startToken, afterDash))
            }
            guard !endToken.isEmpty else {
                return .problem(
                    ParseDiagnostics.notAnEntry(shown, at: wholeLine, "expected an end time after '\(startToken)-'"))
            }
            guard let e = TimeOfDay(endToken) else {
                return .problem(ParseDiagnostics.badTime(endToken, at: range(endToken)))
            }
            end = e
        } else if i < content.endIndex, content[i] == "+" {
            let plus = i
            i = content.index(after: i)
            let token = scan(content, &i) { $0 == "h" || $0 == "m" || ($0.isASCII && $0.isNumber) }
            guard let minutes = DurationSyntax.minutes(token),
                i == content.endIndex || MarkdownSyntax.isSpace(content[i])
            else {
                var j = i
                _ = scan(content, &j) { !MarkdownSyntax.isSpace($0) }
                return .problem(ParseDiagnostics.badDuration(content[plus..<j], at: range(content[plus..<j])))
            }
            guard let e = TimeOfDay(minutes: start.minutes + minutes) else {
                return .problem(
                    ParseDiagnostics.pastMidnight(
                        content[startToken.startIndex..<i], at: range(content[startToken.startIndex..<i])))
            }
            end = e
        } else {
            i = afterStart
            return .problem(
                ParseDiagnostics.notAnEntry(
                    shown, at: wholeLine,
                    "expected '-' and an end time, or '+' and a duration, after '\(startToken)'"))
        }
        let times = content[startToken.startIndex..<i]
        guard end > start else {
            return .problem(ParseDiagnostics.endNotAfterStart(times, at: range(times)))
        }
        guard i == content.endIndex || MarkdownSyntax.isSpace(content[i]) else {
            return .problem(ParseDiagnostics.notAnEntry(shown, at: wholeLine, "expected a space after '\(times)'"))
        }
        return .item((start, end, startToken, i))
    }

    // MARK: Checklist

    /// `[x] [emoji] Name [-- note]`, `[ ] …` or `[-] …`.
    func checklistItem(_ content: Substring) -> Outcome<ChecklistItem> {
        let shown = MarkdownSyntax.trimmedTrailing(content)
        let chars = Array(content.prefix(3))
        guard chars.count == 3, chars[0] == "[", chars[2] == "]" else {
            let why =
                content.hasPrefix("[]") ? "an empty box needs a space: '[ ]'" : "expected a box '[x]', '[ ]' or '[-]'"
            return .problem(ParseDiagnostics.notAChecklistItem(shown, at: wholeLine, why))
        }
        let state: ChecklistItem.State
        switch chars[1] {
        case "x", "X": state = .done
        case " ": state = .notDone
        case "-": state = .skipped
        default:
            return .problem(
                ParseDiagnostics.notAChecklistItem(
                    shown, at: wholeLine, "'[\(chars[1])]' is not a box; use '[x]', '[ ]' or '[-]'"))
        }
        let boxEnd = content.index(content.startIndex, offsetBy: 3)
        let box = content[content.startIndex..<boxEnd]
        guard boxEnd == content.endIndex || MarkdownSyntax.isSpace(content[boxEnd]),
            let (mention, amount, note) = mention(content[boxEnd...])
        else {
            return .problem(ParseDiagnostics.missingHabit(shown, at: wholeLine))
        }
        if let joined = Self.joinedPart(mention, amount, note) {
            return .problem(ParseDiagnostics.notAChecklistItem(shown, at: wholeLine, Self.joinedWhy(joined)))
        }
        return .item(
            ChecklistItem(
                state: state, habit: mention, amount: amount, note: note, range: wholeLine, boxRange: range(box)))
    }

    // MARK: Shared

    /// `[emoji] Name [+amount [unit]] [-- note]`; nil when no name is left.
    func mention(_ rest: Substring) -> (HabitMention, AmountRecord?, String?)? {
        var r = MarkdownSyntax.trimmed(rest)
        var emoji: String? = nil
        var emojiRange: SourceRange? = nil
        if let first = r.first, Emoji.isEmoji(first) {
            let after = r.index(after: r.startIndex)
            emoji = String(first)
            emojiRange = range(r[r.startIndex..<after])
            r = MarkdownSyntax.trimmed(r[after...])
        }
        // The note follows the first "--" that has white space (or the name's start) before it
        // and white space (or the line's end) after it. Scanned as bytes: all are ASCII.
        let u = r.utf8
        var separator: (at: Int, after: Int)? = nil
        u.withContiguousStorageIfAvailable { b in
            var previousSpace = true
            var k = 0
            while k < b.count {
                let c = b[k]
                let isSpace = c == 0x20 || c == 0x09
                if c == 0x2D, previousSpace, k + 1 < b.count, b[k + 1] == 0x2D,
                    k + 2 == b.count || b[k + 2] == 0x20 || b[k + 2] == 0x09
                {
                    separator = (k, k + 2)
                    return
                }
                previousSpace = isSpace
                k += 1
            }
        }
        var nameEnd = r.endIndex
        var note: String? = nil
        if let separator {
            nameEnd = u.index(u.startIndex, offsetBy: separator.at)
            let n = MarkdownSyntax.trimmed(r[u.index(u.startIndex, offsetBy: separator.after)...])
            note = n.isEmpty ? nil : String(n)
        }
        var rawName = MarkdownSyntax.trimmed(r[r.startIndex..<nameEnd])
        let amount = Self.trailingAmount(rawName)
        if let amount {
            rawName = MarkdownSyntax.trimmed(rawName[rawName.startIndex..<amount.start])
        }
        let name = HabitName.normalised(rawName)
        guard !name.isEmpty else { return nil }
        let record = amount.map { a in
            AmountRecord(
                amount: a.amount, unit: a.unit.map(String.init),
                range: range(r[a.start..<(a.unit?.endIndex ?? a.number.endIndex)]))
        }
        return (HabitMention(emoji: emoji, name: name, range: range(rawName), emojiRange: emojiRange), record, note)
    }

    /// An amount at the end of a name part: white space, `+`, a number (`6`, `2.5`), then
    /// optionally white space and one word, the unit, and nothing after it. The name must not
    /// be left empty. A name that would read this way is `ambiguous-name` in habits.toml.
    static func trailingAmount(_ part: Substring) -> (
        start: Substring.Index, number: Substring, amount: Amount, unit: Substring?
    )? {
        // The last two words: [..] +N [unit]
        func lastWord(before end: Substring.Index) -> Substring? {
            var e = end
            while e > part.startIndex, MarkdownSyntax.isSpace(part[part.index(before: e)]) { e = part.index(before: e) }
            var b = e
            while b > part.startIndex, !MarkdownSyntax.isSpace(part[part.index(before: b)]) {
                b = part.index(before: b)
            }
            return b < e ? part[b..<e] : nil
        }
        guard part.utf8.contains(UInt8(ascii: "+")), let last = lastWord(before: part.endIndex) else { return nil }
        func plusNumber(_ word: Substring) -> (Substring, Amount)? {
            guard word.first == "+", word.startIndex > part.startIndex else { return nil }
            let digits = word.dropFirst()
            guard let amount = Amount(digits) else { return nil }
            return (digits, amount)
        }
        if let (digits, amount) = plusNumber(last) {
            return (last.startIndex, digits, amount, nil)
        }
        guard Habit.isUnitWord(String(last)), let word = lastWord(before: last.startIndex),
            let (digits, amount) = plusNumber(word)
        else { return nil }
        return (word.startIndex, digits, amount, last)
    }

    /// A part of a mention (emoji, name, note) that would join the space the canonical form
    /// writes next to it: one that starts with a combining mark, a skin-tone modifier or a
    /// joiner (written after a tab, it stood alone), or ends with a prepended mark. Such a line
    /// could not be written back with the same meaning, so it is not read as an item.
    static func joinedPart(_ mention: HabitMention, _ amount: AmountRecord?, _ note: String?) -> String? {
        // The canonical spelling, after the single space that follows the time or the box,
        // must read back as the same mention: a mark that would join that space, or a space
        // inside, or a no-break space lost after `Run --`, makes it read differently.
        var canonical = " "
        if let emoji = mention.emoji { canonical += emoji + " " }
        canonical += mention.name
        if let amount { canonical += " " + amount.text }
        if let note { canonical += " -- " + note }
        guard let (again, againAmount, againNote) = ItemParser(line: canonical, number: 1).mention(canonical[...]),
            again.emoji == mention.emoji, again.name == mention.name, againNote == note,
            againAmount?.amount == amount?.amount, againAmount?.unit == amount?.unit
        else {
            // Quote the emoji when it is the part that joins the space; the name otherwise.
            if let emoji = mention.emoji, (" " + emoji).count != emoji.count + 1 { return emoji }
            return mention.name
        }
        return nil
    }

    static func joinedWhy(_ part: String) -> String {
        "'\(excerpt(part))' would not read back the same when written with single spaces (a mark that joins the character before it, or white space that is not a space); write the mark right after its character, or use plain spaces"
    }

    /// Where the habit is written on a list line typed so far, as the day parser reads the
    /// line: after a checklist box (`- [ ] Mor`) or after an entry's times and a space (`-
    /// 06:30-07:00 Mor`, `- 06:30 +30m 🏃 Mor`), to the end of the line: its emoji and name as
    /// typed, or nothing yet (`- [x] `). Nil when the line is not a list item with a box or
    /// times before the cursor. For the language server's completion, which so reads day lines
    /// with the parser's grammar rather than its own.
    package static func habitPart(ofTyped line: String) -> Substring? {
        guard let content = MarkdownSyntax.listItem(line[...]) else { return nil }
        let parser = ItemParser(line: line, number: 1)
        // What follows the box or the times and their space, its leading blanks left out.
        let rest: Substring
        if content.first == "[" {
            switch parser.checklistItem(content) {
            case .item(let item):
                let column = (item.habit.emojiRange ?? item.habit.range).column
                return line[line.index(line.startIndex, offsetBy: column - 1)...]
            case .problem(let d):
                // A box and a space, and no name yet (perhaps an emoji).
                guard d.code == .missingHabit, content.dropFirst(3).first.map(MarkdownSyntax.isSpace) == true else {
                    return nil
                }
                rest = content.dropFirst(4)
            }
        } else {
            guard case .item(let times) = parser.entryTimes(content), times.3 < content.endIndex else { return nil }
            rest = content[content.index(after: times.3)...]
        }
        return rest.drop(while: MarkdownSyntax.isSpace)
    }

    /// How a day file reads `name` written after a time or a box: an emoji, the name, an
    /// amount, a note. A name that reads back as itself alone can be written in day files and
    /// found again.
    package static func reading(ofName name: String) -> (
        emoji: String?, name: String, amount: AmountRecord?, note: String?
    )? {
        guard let (mention, amount, note) = ItemParser(line: name, number: 1).mention(name[...]),
            joinedPart(mention, amount, note) == nil
        else { return nil }
        return (mention.emoji, mention.name, amount, note)
    }

    func scan(_ s: Substring, _ i: inout Substring.Index, while ok: (Character) -> Bool) -> Substring {
        let start = i
        while i < s.endIndex, ok(s[i]) { i = s.index(after: i) }
        return s[start..<i]
    }

    func skipSpaces(_ s: Substring, _ i: inout Substring.Index) {
        while i < s.endIndex, MarkdownSyntax.isSpace(s[i]) { i = s.index(after: i) }
    }
}
