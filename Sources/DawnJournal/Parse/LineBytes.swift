import DawnJournalModel
import DawnSource

/// One line of a day file as UTF-8 bytes: the day parser's fast path.
///
/// A line is *simple* when every ASCII byte in it is a character (grapheme cluster) of its
/// own: no combining mark, variation selector or other extender right after an ASCII byte, and
/// no prepended mark right before one. Then every structural decision (spaces, times, boxes,
/// dashes, `--`) can be made on bytes exactly as the character-based reading makes it, and a
/// column is the number of ASCII bytes before it plus the characters of the non-ASCII runs
/// before it. A line that is not simple is read the character-based way (`ItemParser`,
/// `MarkdownSyntax`), which is the definition; tests compare the two on generated lines.
struct LineBytes {
    /// The line's bytes, without its ending.
    let bytes: UnsafeBufferPointer<UInt8>
    /// A run of non-ASCII bytes, and how many characters it holds.
    struct Run {
        var start: Int
        var end: Int
        var characters: Int
    }
    /// The non-ASCII runs, in order (none on most lines, one on a line with an emoji): the
    /// first two inline, the rest in an array.
    private var firstRuns: (Run?, Run?) = (nil, nil)
    private var moreRuns: [Run] = []

    private mutating func add(_ run: Run) {
        if firstRuns.0 == nil {
            firstRuns.0 = run
        } else if firstRuns.1 == nil {
            firstRuns.1 = run
        } else {
            moreRuns.append(run)
        }
    }

    /// The line, or nil when it is not simple. `cache` remembers what was learnt about each
    /// non-ASCII run, so that the same emoji on every line is analysed once.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, cache: inout RunCache) {
        self.bytes = bytes
        var i = 0
        let n = bytes.count
        while i < n {
            // Skip ASCII eight bytes at a time.
            if i + 8 <= n {
                let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            if bytes[i] < 0x80 {
                i += 1
                continue
            }
            var end = i + 1
            while end < n, bytes[end] >= 0x80 { end += 1 }
            let characters: Int?
            if let key = RunCache.Key(bytes, i, end, neighbours: true) {
                if let known = cache.characters(key) {
                    characters = known
                } else {
                    characters = Self.characters(bytes, i, end)
                    cache.remember(key, characters: characters)
                }
            } else {
                characters = Self.characters(bytes, i, end)
            }
            guard let characters else { return nil }
            add(Run(start: i, end: end, characters: characters))
            i = end
        }
    }

    /// The line, or nil when it is not simple, learning from nothing before it.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var cache = RunCache()
        self.init(bytes, cache: &cache)
    }

    /// The characters of the run `start..<end`, when the ASCII bytes on either side of it are
    /// characters of their own; nil otherwise. Asked of the standard library's grapheme
    /// breaking, with the neighbours included, so that it is exact.
    private static func characters(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        let from = start > 0 ? start - 1 : start
        let to = end < b.count ? end + 1 : end
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self)
        var count = 0
        var first: Character? = nil
        var last: Character = " "
        for c in text {
            if first == nil { first = c }
            last = c
            count += 1
        }
        if from < start {
            guard first?.utf8.count == 1 else { return nil }
            count -= 1
        }
        if to > end {
            guard last.utf8.count == 1 else { return nil }
            count -= 1
        }
        return count
    }

    var count: Int { bytes.count }

    subscript(_ i: Int) -> UInt8 { bytes[i] }

    /// The 1-based column (in characters) of byte offset `offset`, which is not inside a run.
    func column(_ offset: Int) -> Int {
        var column = offset + 1
        guard let first = firstRuns.0, first.start < offset else { return column }
        column -= (first.end - first.start) - first.characters
        guard let second = firstRuns.1, second.start < offset else { return column }
        column -= (second.end - second.start) - second.characters
        for run in moreRuns where run.start < offset {
            column -= (run.end - run.start) - run.characters
        }
        return column
    }

    /// The range of bytes `from..<to` on line `number`, in characters.
    func range(_ from: Int, _ to: Int, line number: Int) -> SourceRange {
        let start = column(from)
        return SourceRange(line: number, column: start, length: column(to) - start)
    }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    /// The first offset at or after `i` that is not a space or tab.
    func skipSpaces(_ i: Int) -> Int {
        var i = i
        while i < count, Self.isSpace(bytes[i]) { i += 1 }
        return i
    }

    /// The end of `from..<to` without trailing spaces and tabs.
    func trimEnd(_ from: Int, _ to: Int) -> Int {
        var e = to
        while e > from, Self.isSpace(bytes[e - 1]) { e -= 1 }
        return e
    }

    /// Whether `from..<to` begins and ends with a visible ASCII byte: the ends of a name that
    /// `HabitName.normalised` gives back as it is (inside, no tab, line break or two spaces in
    /// a row, which `ItemParser.fastMention` finds while it looks for the note).
    @inline(__always)
    func isNormalisedNameEnds(_ from: Int, _ to: Int) -> Bool {
        bytes[from] < 0x80 && bytes[to - 1] < 0x80 && bytes[from] > 0x20 && bytes[to - 1] > 0x20
    }

    /// Whether byte `k` is non-ASCII with a tab right before or after it.
    @inline(__always)
    func isBesideTab(_ k: Int) -> Bool {
        bytes[k] >= 0x80 && ((k > 0 && bytes[k - 1] == 0x09) || (k + 1 < count && bytes[k + 1] == 0x09))
    }

    /// Whether every byte is a space or a tab.
    var isBlank: Bool { skipSpaces(0) == count }

    /// Leading spaces (a tab counts up to the next multiple of four) and the offset after them.
    func indentation() -> (width: Int, end: Int) {
        var width = 0
        var i = 0
        while i < count, Self.isSpace(bytes[i]) {
            width += bytes[i] == 0x09 ? 4 - width % 4 : 1
            i += 1
        }
        return (width, i)
    }

    /// `MarkdownSyntax.isThematicBreak`, on bytes.
    func isThematicBreak() -> Bool {
        let (width, start) = indentation()
        guard width <= 3, start < count else { return false }
        let marker = bytes[start]
        guard marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "_") else {
            return false
        }
        var n = 0
        for k in start..<count {
            if bytes[k] == marker { n += 1 } else if !Self.isSpace(bytes[k]) { return false }
        }
        return n >= 3
    }

    /// `MarkdownSyntax.listItem`, on bytes: the offset where the item's content starts.
    func listItemContent() -> Int? {
        let (width, start) = indentation()
        guard width <= 1, start < count, !isThematicBreak() else { return nil }
        var i = start
        let c = bytes[i]
        if c == UInt8(ascii: "-") || c == UInt8(ascii: "*") || c == UInt8(ascii: "+") {
            i += 1
        } else if c >= 0x30, c <= 0x39 {
            var digits = 0
            while i < count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                digits += 1
                i += 1
            }
            guard digits <= 9, i < count, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ")") else {
                return nil
            }
            i += 1
        } else {
            return nil
        }
        if i == count { return i }
        guard Self.isSpace(bytes[i]) else { return nil }
        return skipSpaces(i)
    }
}

extension ItemParser {
    /// A timeline entry read on bytes, or nil to let the character-based reading decide
    /// (which it also does for every line with a problem, so that diagnostics have one source).
    ///
    /// Appended to `entries` where it is built (an entry is 176 bytes: each copy of it costs);
    /// false when the line is left to the character-based reading.
    static func fastEntry(
        _ line: LineBytes, content: Int, number: Int, cache: inout RunCache, into entries: inout [TimelineEntry]
    ) -> Bool {
        let n = line.count
        func time(_ from: Int) -> (TimeOfDay, Int)? {
            var i = from
            while i < n, line[i] == UInt8(ascii: ":") || (line[i] >= 0x30 && line[i] <= 0x39) { i += 1 }
            // H:MM or HH:MM, digits and one colon third from the end.
            let len = i - from
            guard len == 4 || len == 5, line[i - 3] == UInt8(ascii: ":") else { return nil }
            var h = 0
            for k in from..<(i - 3) {
                guard line[k] != UInt8(ascii: ":") else { return nil }
                h = h * 10 + Int(line[k] - 0x30)
            }
            guard line[i - 2] != UInt8(ascii: ":"), line[i - 1] != UInt8(ascii: ":") else { return nil }
            let m = Int(line[i - 2] - 0x30) * 10 + Int(line[i - 1] - 0x30)
            guard let t = TimeOfDay(hour: h, minute: m) else { return nil }
            return (t, i)
        }
        guard let (start, afterStart) = time(content), start.minutes < TimeOfDay.latestMinutes else { return false }
        var i = line.skipSpaces(afterStart)
        guard i < n else { return false }
        let end: TimeOfDay
        if line[i] == UInt8(ascii: "-") {
            i = line.skipSpaces(i + 1)
        } else if line[i] == 0xE2, i + 2 < n, line[i + 1] == 0x80, line[i + 2] == 0x93, i + 3 == n || line[i + 3] < 0x80
        {
            i = line.skipSpaces(i + 3) // an en dash
        } else {
            return false // `+duration` and every problem: the character-based reading
        }
        guard let (e, afterEnd) = time(i) else { return false }
        end = e
        i = afterEnd
        guard end > start, i == n || LineBytes.isSpace(line[i]) else { return false }
        guard let (mention, amount, note) = fastMention(line, from: i, number: number, cache: &cache) else {
            return false
        }
        entries.append(
            TimelineEntry(
                start: start, end: end, habit: mention, amount: amount, note: note,
                range: wholeLine(line, number: number), startRange: line.range(content, afterStart, line: number),
                timeRange: line.range(content, i, line: number)))
        return true
    }

    /// A checklist item read on bytes, appended to `items`; false to let the character-based
    /// reading decide.
    static func fastChecklistItem(
        _ line: LineBytes, content: Int, number: Int, cache: inout RunCache, into items: inout [ChecklistItem]
    ) -> Bool {
        let n = line.count
        guard content + 3 <= n, line[content] == UInt8(ascii: "["), line[content + 2] == UInt8(ascii: "]") else {
            return false
        }
        let state: ChecklistItem.State
        switch line[content + 1] {
        case UInt8(ascii: "x"), UInt8(ascii: "X"): state = .done
        case UInt8(ascii: " "): state = .notDone
        case UInt8(ascii: "-"): state = .skipped
        default: return false
        }
        let boxEnd = content + 3
        guard boxEnd == n || LineBytes.isSpace(line[boxEnd]),
            let (mention, amount, note) = fastMention(line, from: boxEnd, number: number, cache: &cache)
        else { return false }
        items.append(
            ChecklistItem(
                state: state, habit: mention, amount: amount, note: note, range: wholeLine(line, number: number),
                boxRange: line.range(content, boxEnd, line: number)))
        return true
    }

    /// The line from its first non-space byte to its last, as `ItemParser.wholeLine`.
    static func wholeLine(_ line: LineBytes, number: Int) -> SourceRange {
        let end = line.trimEnd(0, line.count)
        let start = line.skipSpaces(0)
        return line.range(min(start, end), end, line: number)
    }

    /// `[emoji] Name [-- note]` from `from` to the end of the line, as `ItemParser.mention`.
    @inline(__always)
    static func fastMention(_ line: LineBytes, from: Int, number: Int, cache: inout RunCache) -> (
        HabitMention, AmountRecord?, String?
    )? {
        var r = line.skipSpaces(from)
        let end = line.trimEnd(r, line.count)
        guard r < end else { return nil }
        // A part that starts with a non-ASCII byte right after a tab, or ends with one right
        // before a tab, may join the space the canonical form writes there: the character-based
        // reading decides (`ItemParser.joinedPart`).
        if line.isBesideTab(r) { return nil }
        var emoji: String? = nil
        var emojiRange: SourceRange? = nil
        if line[r] >= 0x80 {
            // The first character of the run that starts here.
            var runEnd = r + 1
            while runEnd < end, line[runEnd] >= 0x80 { runEnd += 1 }
            let leading: String?? // the emoji, or .some(nil) when the run does not start with one
            if let key = RunCache.Key(line.bytes, r, runEnd, neighbours: false) {
                if let known = cache.leading(key) {
                    leading = known
                } else {
                    let found = RunCache.leadingEmoji(line.text(r, runEnd))
                    cache.remember(key, leading: found)
                    leading = .some(found)
                }
            } else {
                leading = .some(RunCache.leadingEmoji(line.text(r, runEnd)))
            }
            if let first = leading ?? nil {
                let after = r + first.utf8.count
                emoji = first
                emojiRange = line.range(r, after, line: number)
                r = line.skipSpaces(after)
                if r < end, line.isBesideTab(r) || line.isBesideTab(after - 1) { return nil }
                // A run that goes on after the emoji (no space between) starts mid-run: the
                // character-based reading handles that.
                guard r == after ? (r >= end || line[r] < 0x80) : true else { return nil }
            }
        }
        // The note follows the first "--" with white space (or the name's start) before it and
        // white space (or the end) after it. The same pass finds the name's first `+` and the
        // first byte that `HabitName.normalised` would change (a tab, a line break, the second
        // of two spaces), which only count when they fall inside the trimmed name.
        var nameEnd = end
        var note: String? = nil
        var previousSpace = true
        var previousByte: UInt8 = 0
        var firstPlus = end
        var firstUnnormal = end
        var k = r
        while k < end {
            let c = line[k]
            if c == 0x2D, previousSpace, k + 1 < end, line[k + 1] == 0x2D,
                k + 2 == end || LineBytes.isSpace(line[k + 2])
            {
                nameEnd = k
                let noteStart = line.skipSpaces(k + 2)
                if noteStart < end, line.isBesideTab(noteStart) { return nil }
                let trimmedName = line.trimEnd(r, k)
                if trimmedName > r, line.isBesideTab(trimmedName - 1) { return nil }
                if noteStart < end { note = line.text(noteStart, end) }
                break
            }
            if c <= 0x20 {
                if (c == 0x20 && previousByte == 0x20) || (c >= 0x09 && c <= 0x0D), firstUnnormal == end {
                    firstUnnormal = k
                }
            } else if c == UInt8(ascii: "+"), firstPlus == end {
                firstPlus = k
            }
            previousSpace = LineBytes.isSpace(c)
            previousByte = c
            k += 1
        }
        var rawEnd = line.trimEnd(r, nameEnd)
        guard r < rawEnd else { return nil }
        // A `+` may start an amount (`Drink Water +2 glasses`): read here in its plain form
        // (ASCII digits, an ASCII unit word after one space); anything else with a `+` is left
        // to the character-based reading (`ItemParser.trailingAmount`).
        var amount: AmountRecord? = nil
        if firstPlus < rawEnd {
            guard let found = fastAmount(line, r, rawEnd, number: number) else { return nil }
            amount = found.record
            rawEnd = found.nameEnd
        }
        // A name with tabs or runs of spaces: the character-based reading checks that its
        // normalised form reads back as itself (`ItemParser.joinedPart`).
        guard firstUnnormal >= rawEnd, line.isNormalisedNameEnds(r, rawEnd) else { return nil }
        let name: String
        if let key = RunCache.Key(line.bytes, r, rawEnd, neighbours: false) {
            if let known = cache.name(key) {
                name = known
            } else {
                name = line.text(r, rawEnd)
                cache.remember(key, name: name)
            }
        } else {
            name = line.text(r, rawEnd)
        }
        return (
            HabitMention(emoji: emoji, name: name, range: line.range(r, rawEnd, line: number), emojiRange: emojiRange),
            amount, note
        )
    }

    /// The amount at the end of the name part `from..<to` in its plain form: one space, `+`,
    /// digits with at most three decimals, then optionally one space and a unit of ASCII
    /// letters and digits (a letter first, at most 20). Nil when the part holds a `+` in any
    /// other way, so that the character-based reading decides.
    static func fastAmount(_ line: LineBytes, _ from: Int, _ to: Int, number: Int) -> (
        record: AmountRecord, nameEnd: Int
    )? {
        func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        // The last word, and the one before it.
        var start = to
        while start > from, line[start - 1] != 0x20 { start -= 1 }
        var unit: (Int, Int)? = nil
        var plus = start
        if line[start] != UInt8(ascii: "+") {
            guard to - start <= 20, isLetter(line[start]),
                (start..<to).allSatisfy({ isLetter(line[$0]) || isDigit(line[$0]) })
            else { return nil }
            unit = (start, to)
            guard start - 1 > from, line[start - 1] == 0x20 else { return nil }
            plus = start - 1
            while plus > from, line[plus - 1] != 0x20 { plus -= 1 }
            guard line[plus] == UInt8(ascii: "+") else { return nil }
        }
        // `+` after a space, with a name before it, and no other `+` in the name.
        guard plus - 1 > from, line[plus - 1] == 0x20, !line.bytes[from..<plus].contains(UInt8(ascii: "+")) else {
            return nil
        }
        let digitsEnd = unit.map { $0.0 - 1 } ?? to
        guard digitsEnd > plus + 1, let value = Amount(line.text(plus + 1, digitsEnd)) else { return nil }
        let record = AmountRecord(
            amount: value, unit: unit.map { line.text($0.0, $0.1) }, range: line.range(plus, to, line: number))
        return (record, plus - 1)
    }
}

/// What the fast path learnt while reading files, kept from one file to the next: give the
/// same memo to the parser when reading many files.
package final class RunMemo {
    package init() {}
    /// Moved out while a file is read (`DayReader` owns it then), and back after.
    var cache = RunCache()
}

/// What the fast path learnt about the short byte runs that come back on line after line: the
/// characters of a non-ASCII run (an emoji), the emoji a run starts with, a habit's name as a
/// string. Direct-mapped: a run's slot is a hash of its bytes, and a new run takes the slot
/// over, so the cache stays small and a lookup is one comparison.
struct RunCache {
    /// A run of at most 24 bytes, with its ASCII neighbours when they matter.
    struct Key: Equatable {
        var a: UInt64 = 0, b: UInt64 = 0, c: UInt64 = 0, d: UInt64 = 0

        init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, neighbours: Bool) {
            let length = end - start
            guard length <= 24 else { return nil }
            withUnsafeMutableBytes(of: &self) { raw in
                raw.baseAddress!.copyMemory(from: bytes.baseAddress! + start, byteCount: length)
                raw[24] = UInt8(length)
                if neighbours {
                    raw[25] = start > 0 ? bytes[start - 1] : 0xFF
                    raw[26] = end < bytes.count ? bytes[end] : 0xFF
                }
            }
        }

        var slot: Int {
            let h = (a ^ (b &* 0x9E37_79B9_7F4A_7C15) ^ (c &* 0xC2B2_AE3D_27D4_EB4F) ^ d) &* 0x1656_67B1_9E37_79F9
            return Int(truncatingIfNeeded: h >> (64 - RunCache.slotBits))
        }
    }

    static let slotBits = 6

    /// One table: each slot's key and value, in two arrays, so that a lookup compares the key
    /// in place and copies only the value it finds.
    struct Slots<Value> {
        private var keys: [Key?] = []
        private var values: [Value?] = []

        @inline(__always)
        func lookup(_ key: Key) -> Value? {
            guard !keys.isEmpty else { return nil }
            let slot = key.slot
            guard keys[slot] == key else { return nil }
            return values[slot]
        }

        mutating func store(_ key: Key, _ value: Value) {
            if keys.isEmpty {
                keys = Array(repeating: nil, count: 1 << slotBits)
                values = Array(repeating: nil, count: 1 << slotBits)
            }
            keys[key.slot] = key
            values[key.slot] = value
        }
    }

    private var characterSlots = Slots<Int?>()
    private var leadingSlots = Slots<String?>()
    private var nameSlots = Slots<String>()

    /// The characters of a run (nil: the line is not simple), when known.
    func characters(_ key: Key) -> Int?? { characterSlots.lookup(key) }
    mutating func remember(_ key: Key, characters: Int?) { characterSlots.store(key, characters) }

    /// The emoji a run starts with (nil: it starts with something else), when known.
    func leading(_ key: Key) -> String?? { leadingSlots.lookup(key) }
    mutating func remember(_ key: Key, leading: String?) { leadingSlots.store(key, leading) }

    /// A habit's name as a string, when these bytes were made into one before.
    func name(_ key: Key) -> String? { nameSlots.lookup(key) }
    mutating func remember(_ key: Key, name: String) { nameSlots.store(key, name) }

    /// The first character of a run, when it is an emoji.
    static func leadingEmoji(_ run: String) -> String? {
        run.first.flatMap { Emoji.isEmoji($0) ? String($0) : nil }
    }
}
