import DawnJournalModel
import DawnJournalParse

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Writes a day in its one canonical form (Docs/FORMAT.md, "Canonical form").
///
/// Entries, checklist items and headings get one spelling; the person's prose, front matter,
/// code blocks and comments are kept byte for byte; only blank lines and line endings move.
/// `format(parse(format(x))) == format(x)`, and the meaning never changes.
public enum DayFormatter {
    /// The canonical text of `day`.
    public static func format(_ day: Day) -> String {
        String(decoding: formatBytes(day), as: UTF8.self)
    }

    /// The canonical text of `day` as UTF-8 bytes, written straight into one buffer: every
    /// line followed by "\n", nothing when the day has no line.
    /// - Parameter capacity: about how many bytes the result will hold (the file's size).
    package static func formatBytes(_ day: Day, capacity: Int = 0) -> [UInt8] {
        formatBytes(day, capacity: capacity, original: nil) ?? []
    }

    /// The canonical text of `day`, or nil when it is exactly `original`: compared as it is
    /// written, 64 KB at a time, so that checking a canonical file holds no second copy of it.
    package static func canonicalBytes(_ day: Day, original: [UInt8]) -> [UInt8]? {
        formatBytes(day, capacity: 0, original: original)
    }

    private static func formatBytes(_ day: Day, capacity: Int, original: [UInt8]?) -> [UInt8]? {
        var writer = CanonicalWriter(capacity: capacity, original: original)
        for dayLine in day.lines { writer.add(dayLine, of: day) }
        return writer.finish()
    }

    /// Writes a day's canonical text a line at a time, in order, with the little state the
    /// layout needs (blank lines between blocks, an open code block); compared with the
    /// original, when there is one, as it is written, 64 KB at a time, so that checking a
    /// canonical file holds no second copy of it.
    package struct CanonicalWriter {
        let original: [UInt8]?
        var out: [UInt8] = []
        var matched = 0 // bytes written so far that equal `original`'s first ones
        /// Whether everything written so far equals the original: false for good once not.
        package private(set) var comparing: Bool
        var lineCount = 0
        var bodyStarted = false // anything written after the front matter
        var blankPending = false // the source had a blank line here
        var blankRequired = false // a heading or the front matter wants one
        var previousWasItem = false // the last line written was an entry or checklist item
        var previousSection: DaySection? = nil
        var previousLineWasBlock = false

        /// - Parameters:
        ///   - capacity: about how many bytes the text will take (without an original).
        ///   - original: the file's bytes, to compare with.
        package init(capacity: Int, original: [UInt8]?) {
            self.original = original
            comparing = original != nil
            out.reserveCapacity(original == nil ? capacity + 64 : 1 << 17)
        }

        /// Hands written bytes that equal the original over to `matched`, keeping the buffer small.
        mutating func flush() {
            guard comparing, out.count >= 1 << 16, let original else { return }
            if matched + out.count <= original.count, same(original, from: matched, out) {
                matched += out.count
                out.removeAll(keepingCapacity: true)
            } else {
                comparing = false // differs: the rest is kept whole
            }
        }

        mutating func line(_ text: String) {
            out.append(contentsOf: text.utf8)
            endLine()
        }

        mutating func line(_ dayLine: DayLine) {
            dayLine.appendText(to: &out)
            endLine()
        }

        mutating func endLine() {
            out.append(0x0A)
            lineCount += 1
            flush()
        }

        mutating func blank() { endLine() }

        /// Starts a line of the body, with the blank line before it that the layout asks for.
        mutating func begin(isItem: Bool = false, section: DaySection? = nil) {
            if bodyStarted {
                let itemRun = isItem && previousWasItem && section == previousSection
                if blankRequired || (blankPending && !itemRun) { blank() }
            } else if blankRequired && lineCount > 0 {
                blank() // between the front matter and the body
            }
            bodyStarted = true
            blankPending = false
            blankRequired = false
            previousWasItem = isItem
            previousSection = section
        }

        mutating func emit(_ text: String) {
            begin()
            line(text)
        }

        mutating func emit(_ dayLine: DayLine) {
            begin()
            line(dayLine)
        }

        /// Writes the next line of `day` (whose entries and items it may point to).
        package mutating func add(_ dayLine: DayLine, of day: Day) {
            defer {
                switch dayLine.kind {
                case .code, .comment: previousLineWasBlock = true
                default: previousLineWasBlock = false
                }
            }
            switch dayLine.kind {
            case .frontMatterFence:
                line("+++")
                if lineCount > 1 { blankRequired = true }
            case .frontMatter:
                line(dayLine)
            case .blank:
                blankPending = true
            case .heading(let level, let title):
                blankRequired = true
                // A title that ends in '#' gets a closing sequence, or its last '#'s would be
                // read as one (`# # #` is the heading "#").
                // A title that starts with a joining character (a ZWJ, a combining mark) would
                // join the space after the #s, and the line would no longer be a heading: a
                // tab separates them instead.
                let separator = (" " + title).count == title.count + 1 ? " " : "\t"
                emit(
                    String(repeating: "#", count: level) + (title.isEmpty ? "" : separator + title)
                        + (title.hasSuffix("#") ? " #" : ""))
                blankRequired = true
            case .entry(let n):
                begin(isItem: true, section: dayLine.section)
                // Read in place: an entry copied out of the array would be retained and released.
                day.entries.withUnsafeBufferPointer { write($0[n], into: &out) }
                endLine()
            case .checklistItem(let n):
                begin(isItem: true, section: dayLine.section)
                day.checklist.withUnsafeBufferPointer { write($0[n], into: &out) }
                endLine()
            case .code, .comment:
                // A block's later lines, blank ones included, follow it verbatim.
                if previousLineWasBlock { line(dayLine) } else { emit(dayLine) }
            case .text, .malformedItem:
                // A first line of prose that reads "+++" must not become front matter, and one
                // that starts with U+FEFF must not become a byte-order mark.
                if lineCount == 0,
                    MarkdownSyntax.trimmedTrailing(dayLine.text[...]) == "+++"
                        || dayLine.text.utf8.starts(with: [0xEF, 0xBB, 0xBF])
                {
                    blank()
                }
                emit(dayLine)
            }
        }

        /// The canonical text; with an original, nil when it is exactly that.
        package mutating func finish() -> [UInt8]? {
            guard let original else { return out }
            if comparing, matched + out.count == original.count, same(original, from: matched, out) { return nil }
            return Array(original[0..<matched]) + out
        }
    }

    /// Whether `original` holds `part` from `offset` on (which the caller has checked fits).
    static func same(_ original: [UInt8], from offset: Int, _ part: [UInt8]) -> Bool {
        guard !part.isEmpty else { return true }
        return original.withUnsafeBytes { o in
            part.withUnsafeBytes { p in memcmp(o.baseAddress! + offset, p.baseAddress!, p.count) == 0 }
        }
    }

    /// `HH:MM`, zero-padded, at `p`.
    @inline(__always)
    static func put(_ time: TimeOfDay, at p: UnsafeMutableBufferPointer<UInt8>, _ i: Int) {
        p[i] = 0x30 + UInt8(time.hour / 10)
        p[i + 1] = 0x30 + UInt8(time.hour % 10)
        p[i + 2] = UInt8(ascii: ":")
        p[i + 3] = 0x30 + UInt8(time.minute / 10)
        p[i + 4] = 0x30 + UInt8(time.minute % 10)
    }

    /// Appends a string's UTF-8 bytes in one copy.
    @inline(__always)
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    @inline(__always)
    static func write(emoji: String?, name: String, amount: AmountRecord? = nil, note: String?, into out: inout [UInt8])
    {
        if let emoji {
            append(emoji, to: &out)
            out.append(0x20)
        }
        append(name, to: &out)
        if let amount {
            out.append(0x20)
            append(amount.text, to: &out)
        }
        if let note {
            out.append(contentsOf: " -- ".utf8)
            append(note, to: &out)
        }
    }

    /// Inlined, so that an entry in an array is read in place rather than copied out.
    @inline(__always)
    static func write(_ entry: TimelineEntry, into out: inout [UInt8]) {
        if entry.isRunning {
            // `- HH:MM- `: running, its end not known yet.
            out.append(contentsOf: "- \(entry.start)- ".utf8)
            write(emoji: entry.habit.emoji, name: entry.habit.name, amount: entry.amount, note: entry.note, into: &out)
            return
        }
        // `- HH:MM-HH:MM `, made on the stack and appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 14) { p in
            p[0] = UInt8(ascii: "-")
            p[1] = 0x20
            put(entry.start, at: p, 2)
            p[7] = UInt8(ascii: "-")
            put(entry.end, at: p, 8)
            p[13] = 0x20
            out.append(contentsOf: UnsafeBufferPointer(p))
        }
        write(emoji: entry.habit.emoji, name: entry.habit.name, amount: entry.amount, note: entry.note, into: &out)
    }

    @inline(__always)
    static func write(_ item: ChecklistItem, into out: inout [UInt8]) {
        out.append(contentsOf: "- ".utf8)
        out.append(contentsOf: item.state.box.utf8)
        out.append(0x20)
        write(emoji: item.habit.emoji, name: item.habit.name, amount: item.amount, note: item.note, into: &out)
    }

    /// `- 06:30-07:15 🏃 Morning Run -- 5k`
    public static func render(_ entry: TimelineEntry) -> String {
        var out: [UInt8] = []
        write(entry, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `- [x] 🦷 Floss -- note`
    public static func render(_ item: ChecklistItem) -> String {
        var out: [UInt8] = []
        write(item, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `[emoji ]Name[ +amount unit][ -- note]`: the part of an entry or item after its time or box.
    package static func render(emoji: String?, name: String, amount: AmountRecord? = nil, note: String?) -> String {
        var out: [UInt8] = []
        write(emoji: emoji, name: name, amount: amount, note: note, into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
