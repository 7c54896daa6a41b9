import DawnJournalModel
import DawnSource
import DawnTOML

/// What parsing a day file gives: the day, and every diagnostic found on the way.
public struct DayParseResult: Sendable {
    public var day: Day
    public var diagnostics: [Diagnostic]
    /// Whether the file ends inside a code block or an HTML comment, so that a line written
    /// after its last one would be read as part of it (the merge asks).
    package var endsInsideBlock = false
}

/// Reads a day file. Never fails and never traps: any bytes give a `Day` plus diagnostics.
///
/// One pass over the lines; each line is classified from itself and a little state (front
/// matter, an open code fence or comment, the current section).
public enum DayParser {
    /// Parses raw file bytes: invalid UTF-8 and NUL bytes are reported (and read with
    /// replacement characters so that the rest of the file is still checked).
    public static func parse(_ bytes: [UInt8]) -> DayParseResult {
        parse(bytes, fastPath: true)
    }

    /// - Parameter fastPath: read simple lines on bytes (`LineBytes`); false reads every line
    ///   the character-based way, which is the definition the fast path is tested against.
    /// - Parameter memo: what is known about the non-ASCII runs (emoji) of files read before:
    ///   pass the same one when reading many files.
    package static func parse(_ bytes: [UInt8], fastPath: Bool, memo: RunMemo = RunMemo()) -> DayParseResult {
        parse(SourceText(bytes), fastPath: fastPath, memo: memo)
    }

    /// Parses a file already read as lines (the language server's open document): the bytes
    /// are not split again.
    package static func parse(_ source: SourceText, fastPath: Bool = true, memo: RunMemo = RunMemo()) -> DayParseResult
    {
        parse(source, fastPath: fastPath, memo: memo, eachLine: nil)
    }

    /// Reads `bytes` a line at a time without keeping them: after each line is read, `eachLine`
    /// gets the day with that line as its only one (and its entry or checklist item as the only
    /// one, when it is one), empties it, and returns whether to read on. So a caller that needs
    /// each line once (`fmt` checking a file) holds no parsed copy of the file. The day is
    /// returned as `eachLine` left it, with the diagnostics of the lines read.
    ///
    /// `eachLine` does not escape, so what it captures is not boxed and its writes to it are
    /// not checked for exclusivity at run time (a cost on every line).
    ///
    /// Lines are split as they are read (`LineTable.Splitter`), so no table of them is made
    /// either; bytes that are not valid UTF-8 or hold a NUL are read through the table, which
    /// their diagnostics' positions need.
    package static func parse(_ bytes: [UInt8], eachLine: (inout Day) -> Bool) -> DayParseResult {
        withoutActuallyEscaping(eachLine) { eachLine in
            let clean = bytes.withUnsafeBufferPointer {
                UTF8Validation.firstInvalidOffset($0) == nil && ByteScanning.find(0, in: $0, from: 0) == nil
            }
            guard clean else { return parse(SourceText(bytes), fastPath: true, memo: RunMemo(), eachLine: eachLine) }
            let byteOrderMark = bytes.starts(with: SourceText.byteOrderMark)
            var result = bytes.withUnsafeBufferPointer { buffer -> DayParseResult in
                var reader = DayReader(
                    texts: nil, bytes: buffer, file: DayBytes(bytes), ranges: [], memo: RunMemo(), eachLine: eachLine)
                reader.splitter = LineTable.Splitter(buffer, from: byteOrderMark ? 3 : 0)
                reader.read()
                // The ending the file mostly uses is counted over all its lines, as the table does.
                while reader.splitter?.next() != nil {}
                var result = DayParseResult(
                    day: reader.day, diagnostics: reader.diagnostics, endsInsideBlock: reader.endsInsideBlock)
                result.day.lineEnding = (reader.splitter?.mostlyCRLF == true ? LineEnding.crlf : LineEnding.lf).text
                return result
            }
            result.day.hadByteOrderMark = byteOrderMark
            return result
        }
    }

    static func parse(
        _ source: SourceText, fastPath: Bool, memo: RunMemo, eachLine: ((inout Day) -> Bool)?
    ) -> DayParseResult {
        var diagnostics: [Diagnostic] = []
        let bytes = source.bytes
        let firstInvalid = UTF8Validation.firstInvalidOffset(bytes)
        let valid = firstInvalid == nil
        if let bad = firstInvalid {
            diagnostics.append(ParseDiagnostics.invalidUTF8(byte: bytes[bad], at: source.position(ofByte: bad)))
        }
        var result = bytes.withUnsafeBufferPointer { buffer -> DayParseResult in
            if let nul = ByteScanning.find(0, in: buffer, from: 0) {
                diagnostics.append(ParseDiagnostics.nulByte(at: source.position(ofByte: nul)))
            }
            // Lines are kept as ranges of the bytes; strings are made only when the bytes are not
            // the text (invalid UTF-8 is read with replacement characters) or not read on bytes.
            let direct = valid && fastPath
            let ranges = source.lines.ranges
            let lines =
                direct ? nil : ranges.map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self) }
            // Bytes are read directly only when they are the text (valid UTF-8).
            var result = parse(
                lines: lines, bytes: direct ? buffer : nil, file: direct ? DayBytes(bytes) : nil,
                ranges: ranges, memo: memo, eachLine: eachLine)
            result.day.lineEnding = (source.lines.mostlyCRLF ? LineEnding.crlf : LineEnding.lf).text
            return result
        }
        result.day.hadByteOrderMark = source.hasByteOrderMark
        result.diagnostics = diagnostics + result.diagnostics
        return result
    }

    /// Parses text already in memory.
    public static func parse(_ text: String) -> DayParseResult {
        parse(Array(text.utf8))
    }

    /// Called each time a file is read whole, while a test binds it
    /// (`DayParser.$whenRead.withValue`): how a test counts the files a use case parses. Unbound,
    /// as everywhere else, it costs one task-local read per file.
    @TaskLocal package static var whenRead: (@Sendable () -> Void)?

    /// - Parameters:
    ///   - texts: each line's text, or nil when `bytes` holds it (valid UTF-8, read on bytes).
    ///   - bytes, file: the file's bytes, when they are the text.
    static func parse(
        lines texts: [String]?, bytes: UnsafeBufferPointer<UInt8>?, file: DayBytes?, ranges: [Range<Int>],
        memo: RunMemo, eachLine: ((inout Day) -> Bool)? = nil
    ) -> DayParseResult {
        var reader = DayReader(texts: texts, bytes: bytes, file: file, ranges: ranges, memo: memo, eachLine: eachLine)
        reader.read()
        return DayParseResult(day: reader.day, diagnostics: reader.diagnostics, endsInsideBlock: reader.endsInsideBlock)
    }
}

/// One pass over a day file's lines, with the little state that classifying a line needs:
/// the front matter, an open code fence or comment, the current section. A struct with
/// mutating methods, so that the hot loop touches its state directly.
struct DayReader {
    let texts: [String]?
    let bytes: UnsafeBufferPointer<UInt8>?
    let file: DayBytes?
    /// The lines' contents; with a splitter, only the first ones (the first line, and the front
    /// matter's lines when it opens with one), the rest being split as they are read.
    var ranges: [Range<Int>]
    var splitter: LineTable.Splitter? = nil
    /// The range of line `index`, the one being read.
    var current: Range<Int> = 0..<0
    let memo: RunMemo
    /// The memo's cache, owned by the reader while it reads.
    var cache: RunCache
    var day = Day()
    var diagnostics: [Diagnostic] = []
    var index = 0
    var section: DaySection? = nil
    var sectionLines: [DaySection: Int] = [:]
    var fence: (marker: Character, count: Int)? = nil
    var inComment = false
    /// Called after each line is added, when the lines are handed over one at a time instead
    /// of kept (`DayParser.parse(_:eachLine:)`).
    let eachLine: ((inout Day) -> Bool)?
    /// `eachLine` asked to read no further.
    var stopped = false

    init(
        texts: [String]?, bytes: UnsafeBufferPointer<UInt8>?, file: DayBytes?, ranges: [Range<Int>], memo: RunMemo,
        eachLine: ((inout Day) -> Bool)? = nil
    ) {
        self.texts = texts
        self.bytes = bytes
        self.file = file
        self.ranges = ranges
        self.memo = memo
        self.eachLine = eachLine
        self.cache = RunCache()
        swap(&cache, &memo.cache)
        if eachLine == nil { day.lines.reserveCapacity(ranges.count) }
    }

    /// A code fence or a comment is open after the lines read.
    var endsInsideBlock: Bool { fence != nil || inComment }

    /// The range of line `k`: one of `ranges`, or else the line being read.
    func rangeOf(_ k: Int) -> Range<Int> { k < ranges.count ? ranges[k] : current }

    func textAt(_ k: Int) -> String {
        if let texts { return texts[k] }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes![rangeOf(k)]), as: UTF8.self)
    }

    /// The range of line `k`, the next to read, or nil after the last.
    mutating func nextRange(_ k: Int) -> Range<Int>? {
        k < ranges.count ? ranges[k] : splitter?.next()
    }

    /// Adds a line to the day, and hands it over when lines are handed over one at a time.
    mutating func add(_ line: DayLine) {
        day.lines.append(line)
        if let eachLine, !eachLine(&day) { stopped = true }
    }

    func makeLine(_ k: Int, _ kind: DayLine.Kind, _ section: DaySection?) -> DayLine {
        if let file { return DayLine(number: k + 1, file: file, range: rangeOf(k), kind: kind, section: section) }
        return DayLine(number: k + 1, text: texts![k], kind: kind, section: section)
    }

    mutating func read() {
        defer { swap(&cache, &memo.cache) }
        DayParser.whenRead?()
        // Split as read: the first line, and when it opens front matter, the lines up to the one
        // that closes it (or every line), are taken first, for the front matter's look ahead.
        if var lines = splitter, let first = lines.next() {
            func isFence(_ r: Range<Int>) -> Bool {
                MarkdownSyntax.trimmedTrailing(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes![r]), as: UTF8.self)[...]) == "+++"
            }
            ranges.append(first)
            if isFence(first) {
                while let line = lines.next() {
                    ranges.append(line)
                    if isFence(line) { break }
                }
            }
            splitter = lines
        }
        // Front matter: `+++` on the first line, up to the next `+++` line.
        if !ranges.isEmpty, MarkdownSyntax.trimmedTrailing(textAt(0)[...]) == "+++" {
            if let close = ranges.indices.dropFirst().first(where: {
                MarkdownSyntax.trimmedTrailing(textAt($0)[...]) == "+++"
            }) {
                add(makeLine(0, .frontMatterFence, nil))
                for n in 1..<close {
                    add(makeLine(n, .frontMatter, nil))
                }
                add(makeLine(close, .frontMatterFence, nil))
                let toml = (1..<close).map(textAt).concatenated(separator: "\n")
                do {
                    day.frontMatter = try TOMLDecoder().decode(toml)
                } catch {
                    diagnostics.append(ParseDiagnostics.frontMatterSyntax(error, lineOffset: 1))
                }
                index = close + 1
            } else {
                diagnostics.append(
                    ParseDiagnostics.unterminatedFrontMatter(at: SourceRange(line: 1, column: 1, length: 3)))
            }
        }
        while !stopped, let range = nextRange(index) {
            add(readLine(range))
            index += 1
        }
    }

    /// Reads line `index`, whose content is `range`, in the state the lines before it left.
    @inline(__always)
    mutating func readLine(_ range: Range<Int>) -> DayLine {
        current = range
        let number = index + 1
        let kind: DayLine.Kind
        if let open = fence {
            kind = .code
            if MarkdownSyntax.closesFence(textAt(index)[...], marker: open.marker, count: open.count) {
                fence = nil
            }
        } else if inComment {
            kind = .comment
            let text = textAt(index)
            if text.utf8.count >= 3, text.contains("-->") { inComment = false }
        } else if let bytes,
            let line = LineBytes(UnsafeBufferPointer(rebasing: bytes[range]), cache: &cache)
        {
            kind = classifyFast(line, number)
        } else {
            kind = classify(textAt(index), number)
        }
        return makeLine(index, kind, section)
    }

    /// The character-based reading of a line: the definition.
    mutating func classify(_ text: String, _ number: Int) -> DayLine.Kind {
        let s = text[...]
        if MarkdownSyntax.isBlank(s) { return .blank }
        if let open = MarkdownSyntax.fenceOpening(s) {
            fence = open
            return .code
        }
        if let closes = MarkdownSyntax.commentOpening(s) {
            inComment = !closes
            return .comment
        }
        if let heading = MarkdownSyntax.heading(s) { return applyHeading(heading.level, heading.title, text, number) }
        guard let current = section, let content = MarkdownSyntax.listItem(s) else { return .text }
        let items = ItemParser(line: text, number: number)
        switch current {
        case .timeline:
            switch items.entry(content) {
            case .item(let entry): return addEntry(entry)
            case .problem(let d):
                diagnostics.append(d)
                return .malformedItem
            }
        case .checklist:
            switch items.checklistItem(content) {
            case .item(let item): return addItem(item)
            case .problem(let d):
                diagnostics.append(d)
                return .malformedItem
            }
        }
    }

    /// A heading: level-2 headings open (or close) the Timeline and Checklist sections.
    mutating func applyHeading(_ level: Int, _ title: String, _ text: String, _ number: Int) -> DayLine.Kind {
        guard level <= 2 else { return .heading(level: level, title: title) }
        section = level == 2 ? DaySection(title: title) : nil
        guard let opened = section else { return .heading(level: level, title: title) }
        if let firstLine = sectionLines[opened] {
            let t = MarkdownSyntax.trimmed(text[...])
            diagnostics.append(
                ParseDiagnostics.duplicateSection(
                    opened, firstLine: firstLine,
                    at: SourceRange(line: number, column: 1, length: t.count)))
        } else {
            sectionLines[opened] = number
        }
        return .heading(level: 2, title: opened.title)
    }

    // The first entry or item reserves room for as many as lines remain: pages that are never
    // written are never touched, and a file of entries grows without copying.
    mutating func addEntry(_ entry: consuming TimelineEntry) -> DayLine.Kind {
        if day.entries.isEmpty, eachLine == nil { day.entries.reserveCapacity(ranges.count - index) }
        day.entries.append(entry)
        return .entry(day.entries.count - 1)
    }

    mutating func addItem(_ item: consuming ChecklistItem) -> DayLine.Kind {
        if day.checklist.isEmpty, eachLine == nil { day.checklist.reserveCapacity(ranges.count - index) }
        day.checklist.append(item)
        return .checklistItem(day.checklist.count - 1)
    }

    /// The byte-level reading of a simple line: blank lines, prose and well-formed items;
    /// everything else (headings, fences, comments, problems) goes to `classify`.
    mutating func classifyFast(_ line: LineBytes, _ number: Int) -> DayLine.Kind {
        let first = line.skipSpaces(0)
        if first == line.count { return .blank }
        switch line[first] {
        case UInt8(ascii: "#") where first == 0:
            // `## Title`: hashes, one space, a title that does not end in '#'; any other
            // spelling is read the character-based way.
            var level = 0
            while level < line.count, line[level] == UInt8(ascii: "#") { level += 1 }
            if level <= 6, level < line.count, line[level] == 0x20 {
                let titleStart = line.skipSpaces(level)
                let titleEnd = line.trimEnd(titleStart, line.count)
                if titleEnd > titleStart, line[titleEnd - 1] != UInt8(ascii: "#") {
                    return applyHeading(level, line.text(titleStart, titleEnd), textAt(index), number)
                }
            }
            return classify(textAt(index), number)
        case UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: "#"):
            return classify(textAt(index), number)
        default:
            break
        }
        guard let current = section, let content = line.listItemContent() else { return .text }
        // Appended where it is read: an entry is not copied on its way into the day.
        switch current {
        case .timeline:
            if day.entries.isEmpty, eachLine == nil { day.entries.reserveCapacity(ranges.count - index) }
            if ItemParser.fastEntry(line, content: content, number: number, cache: &cache, into: &day.entries) {
                return .entry(day.entries.count - 1)
            }
        case .checklist:
            if day.checklist.isEmpty, eachLine == nil { day.checklist.reserveCapacity(ranges.count - index) }
            if ItemParser.fastChecklistItem(line, content: content, number: number, cache: &cache, into: &day.checklist)
            {
                return .checklistItem(day.checklist.count - 1)
            }
        }
        return classify(textAt(index), number)
    }
}
