import DawnTOML
import DawnJournalModel

/// What parsing a day file gives: the day, and every diagnostic found on the way.
public struct DayParseResult: Sendable {
    public var day: Day
    public var diagnostics: [Diagnostic]
}

/// Reads a day file. Never fails and never traps: any bytes give a `Day` plus diagnostics.
///
/// One pass over the lines; each line is classified from itself and a little state (front
/// matter, an open code fence or comment, the current section).
public enum DayParser {
    /// Parses raw file bytes: invalid UTF-8 and NUL bytes are reported (and read with
    /// replacement characters so that the rest of the file is still checked).
    public static func parse(_ bytes: [UInt8]) -> DayParseResult {
        var diagnostics: [Diagnostic] = []
        if !ByteScanning.isValidUTF8(bytes), let bad = UTF8Validation.firstInvalidOffset(bytes) {
            diagnostics.append(ParseDiagnostics.invalidUTF8(byte: bytes[bad], at: position(of: bad, in: bytes)))
        }
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        var lines: [String] = []
        var crlf = 0, lf = 0
        bytes.withUnsafeBufferPointer { buffer in
            if let nul = ByteScanning.find(0, in: buffer, from: 0) {
                diagnostics.append(ParseDiagnostics.nulByte(at: position(of: nul, in: bytes)))
            }
            var start = bom ? 3 : 0
            var nextCR = ByteScanning.find(0x0D, in: buffer, from: start)
            while start < buffer.count {
                let nextLF = ByteScanning.find(0x0A, in: buffer, from: start)
                if let cr = nextCR, cr < start { nextCR = ByteScanning.find(0x0D, in: buffer, from: start) }
                let end: Int
                let next: Int
                if let cr = nextCR, cr < (nextLF ?? Int.max) {
                    end = cr
                    if cr + 1 < buffer.count, buffer[cr + 1] == 0x0A { next = cr + 2; crlf += 1 } else { next = cr + 1; lf += 1 }
                } else if let n = nextLF {
                    end = n
                    next = n + 1
                    lf += 1
                } else {
                    end = buffer.count
                    next = buffer.count
                }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
                start = next
            }
        }
        var result = parse(lines: lines)
        result.day.hadByteOrderMark = bom
        result.day.lineEnding = crlf > lf ? "\r\n" : "\n"
        result.diagnostics = diagnostics + result.diagnostics
        return result
    }

    /// Parses text already in memory.
    public static func parse(_ text: String) -> DayParseResult {
        parse(Array(text.utf8))
    }

    static func position(of offset: Int, in bytes: [UInt8]) -> SourceRange {
        var line = 1
        var lineStart = 0
        for k in 0..<offset where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return SourceRange(line: line, column: column, length: 1)
    }

    static func parse(lines texts: [String]) -> DayParseResult {
        var day = Day()
        var diagnostics: [Diagnostic] = []
        day.lines.reserveCapacity(texts.count)
        var index = 0

        // Front matter: `+++` on the first line, up to the next `+++` line.
        if let first = texts.first, MarkdownSyntax.trimmedTrailing(first[...]) == "+++" {
            if let close = texts.indices.dropFirst().first(where: { MarkdownSyntax.trimmedTrailing(texts[$0][...]) == "+++" }) {
                day.lines.append(DayLine(number: 1, text: texts[0], kind: .frontMatterFence, section: nil))
                for n in 1..<close {
                    day.lines.append(DayLine(number: n + 1, text: texts[n], kind: .frontMatter, section: nil))
                }
                day.lines.append(DayLine(number: close + 1, text: texts[close], kind: .frontMatterFence, section: nil))
                let toml = texts[1..<close].joined(separator: "\n")
                do {
                    day.frontMatter = try TOMLDecoder().decode(toml)
                } catch {
                    diagnostics.append(ParseDiagnostics.frontMatterSyntax(error, lineOffset: 1))
                }
                index = close + 1
            } else {
                diagnostics.append(ParseDiagnostics.unterminatedFrontMatter(at: SourceRange(line: 1, column: 1, length: 3)))
            }
        }

        var section: DaySection? = nil
        var sectionLines: [DaySection: Int] = [:]
        var fence: (marker: Character, count: Int)? = nil
        var inComment = false
        while index < texts.count {
            let text = texts[index]
            let number = index + 1
            let s = text[...]
            index += 1
            var kind: DayLine.Kind
            if let open = fence {
                kind = .code
                if MarkdownSyntax.closesFence(s, marker: open.marker, count: open.count) { fence = nil }
            } else if inComment {
                kind = .comment
                if s.contains("-->") { inComment = false }
            } else if MarkdownSyntax.isBlank(s) {
                kind = .blank
            } else if let open = MarkdownSyntax.fenceOpening(s) {
                kind = .code
                fence = open
            } else if let closes = MarkdownSyntax.commentOpening(s) {
                kind = .comment
                inComment = !closes
            } else if let heading = MarkdownSyntax.heading(s) {
                kind = .heading(level: heading.level, title: heading.title)
                if heading.level <= 2 {
                    section = heading.level == 2 ? DaySection(title: heading.title) : nil
                    if let opened = section {
                        if let firstLine = sectionLines[opened] {
                            let t = MarkdownSyntax.trimmed(s)
                            diagnostics.append(ParseDiagnostics.duplicateSection(opened, firstLine: firstLine,
                                at: SourceRange(line: number, column: 1, length: t.count)))
                        } else {
                            sectionLines[opened] = number
                        }
                        kind = .heading(level: 2, title: opened.title)
                    }
                }
            } else if let current = section, let content = MarkdownSyntax.listItem(s) {
                let items = ItemParser(line: text, number: number)
                switch current {
                case .timeline:
                    switch items.entry(content) {
                    case .item(let entry):
                        kind = .entry(day.entries.count)
                        day.entries.append(entry)
                    case .problem(let d):
                        kind = .malformedItem
                        diagnostics.append(d)
                    }
                case .checklist:
                    switch items.checklistItem(content) {
                    case .item(let item):
                        kind = .checklistItem(day.checklist.count)
                        day.checklist.append(item)
                    case .problem(let d):
                        kind = .malformedItem
                        diagnostics.append(d)
                    }
                }
            } else {
                kind = .text
            }
            day.lines.append(DayLine(number: number, text: text, kind: kind, section: section))
        }
        return DayParseResult(day: day, diagnostics: diagnostics)
    }
}
