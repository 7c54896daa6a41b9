import DawnJournalModel
import DawnSource

extension DayParser {
    /// The day of `new`, made from the file `oldBytes` (which reads as `old`) by inserting lines
    /// before line index `index`, found by reading only the inserted lines: the rest of `old` is
    /// spliced around them, as the parser would read it again.
    ///
    /// A line reads from its text and the state the lines before it leave (front matter at the
    /// start only, an open code fence or comment, the section). So when the lines around the
    /// inserted ones are unchanged (`SourceText.inserts`), the line before them leaves a plain
    /// state (not in the front matter, a fence or a comment), and the inserted lines, read in
    /// that state, leave it as they found it (entries, checklist items, blank lines or text
    /// with no diagnostic; no heading, fence, comment or `+++` line), every other line reads
    /// as it did: later lines move down (numbers, byte ranges, the lines their entries and
    /// items name) and the entries and items inserted take their places in the lists.
    ///
    /// Returns nil when any of that does not hold (lines inserted first, after a fence or a
    /// comment line, an inserted heading or problem): the caller then parses `new` whole.
    package static func splice(_ old: Day, bytes oldBytes: [UInt8], into new: SourceText, at index: Int) -> Day? {
        let count = new.lineCount - old.lines.count
        guard count > 0, index >= 1, index <= old.lines.count else { return nil }
        let inserted = index..<(index + count)
        let before = old.lines[index - 1]
        switch before.kind {
        case .frontMatterFence, .frontMatter, .code, .comment: return nil
        default: break
        }
        guard new.inserts(inserted, into: oldBytes) else { return nil }
        let ranges = new.lines.ranges
        let file = DayBytes(new.bytes)
        let read = new.bytes.withUnsafeBufferPointer { buffer -> (lines: [DayLine], day: Day)? in
            // The file-wide checks, on the inserted bytes: the rest passed them before.
            let span = UnsafeBufferPointer(
                rebasing: buffer[ranges[inserted.lowerBound].lowerBound..<ranges[inserted.upperBound - 1].upperBound])
            guard UTF8Validation.firstInvalidOffset(span) == nil, ByteScanning.find(0, in: span, from: 0) == nil
            else { return nil }
            var reader = DayReader(texts: nil, bytes: buffer, file: file, ranges: ranges, memo: RunMemo())
            reader.section = before.section
            var lines: [DayLine] = []
            for k in inserted {
                reader.index = k
                let line = reader.readLine(ranges[k])
                switch line.kind {
                case .entry, .checklistItem, .blank: break
                case .text where MarkdownSyntax.trimmedTrailing(line.text[...]) != "+++": break
                default: return nil
                }
                lines.append(line)
            }
            guard reader.diagnostics.isEmpty, reader.fence == nil, !reader.inComment, reader.section == before.section
            else { return nil }
            return (lines, reader.day)
        }
        guard let (insertedLines, added) = read else { return nil }

        var day = Day(
            frontMatter: old.frontMatter, hadByteOrderMark: new.hasByteOrderMark,
            lineEnding: (new.lines.mostlyCRLF ? LineEnding.crlf : LineEnding.lf).text)
        let entriesBefore = old.entries.firstIndex { $0.line > index } ?? old.entries.count
        let itemsBefore = old.checklist.firstIndex { $0.line > index } ?? old.checklist.count
        day.entries.reserveCapacity(old.entries.count + added.entries.count)
        day.entries += old.entries[..<entriesBefore]
        day.entries += added.entries
        day.entries += old.entries[entriesBefore...].lazy.map { $0.moved(by: count) }
        day.checklist.reserveCapacity(old.checklist.count + added.checklist.count)
        day.checklist += old.checklist[..<itemsBefore]
        day.checklist += added.checklist
        day.checklist += old.checklist[itemsBefore...].lazy.map { $0.moved(by: count) }

        day.lines.reserveCapacity(new.lineCount)
        for k in 0..<index {
            let line = old.lines[k]
            day.lines.append(
                DayLine(number: k + 1, file: file, range: ranges[k], kind: line.kind, section: line.section))
        }
        for var line in insertedLines {
            line.kind = line.kind.renumbered(entries: entriesBefore, items: itemsBefore)
            day.lines.append(line)
        }
        for k in index..<old.lines.count {
            let line = old.lines[k]
            day.lines.append(
                DayLine(
                    number: k + count + 1, file: file, range: ranges[k + count],
                    kind: line.kind.renumbered(entries: added.entries.count, items: added.checklist.count),
                    section: line.section))
        }
        return day
    }
}

extension DayLine.Kind {
    /// The kind with its entry or item index moved on by `entries` or `items`.
    fileprivate func renumbered(entries: Int, items: Int) -> DayLine.Kind {
        switch self {
        case .entry(let n): .entry(n + entries)
        case .checklistItem(let n): .checklistItem(n + items)
        default: self
        }
    }
}

extension TimelineEntry {
    /// The entry read `lines` lines further down.
    fileprivate func moved(by lines: Int) -> TimelineEntry {
        var e = self
        e.range.line += lines
        e.startRange.line += lines
        e.timeRange.line += lines
        e.habit = e.habit.moved(by: lines)
        e.amount?.range.line += lines
        return e
    }
}

extension ChecklistItem {
    /// The item read `lines` lines further down.
    fileprivate func moved(by lines: Int) -> ChecklistItem {
        var i = self
        i.range.line += lines
        i.boxRange.line += lines
        i.habit = i.habit.moved(by: lines)
        i.amount?.range.line += lines
        return i
    }
}

extension HabitMention {
    fileprivate func moved(by lines: Int) -> HabitMention {
        var m = self
        m.range.line += lines
        m.emojiRange?.line += lines
        return m
    }
}
