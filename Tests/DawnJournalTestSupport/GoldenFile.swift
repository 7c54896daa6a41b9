import DawnJournal
import Foundation
import XCTest

/// Golden files: whole outputs (the formatter's, the views', an import, the man page, the
/// README's examples) checked in beside the tests and compared byte for byte.
///
/// A mismatch fails with a diff. A golden file is written only when `DAWN_RECORD_GOLDEN=1` is
/// set, and a run that writes one fails with "Recorded new baseline" (as swift-argument-parser's
/// `assertSnapshot` does), so that a recording run can never pass by accident: run the tests
/// again without the switch, and review the diff before committing. A file that already holds
/// exactly the output is left alone, and the test passes.
public enum GoldenFile {
    /// The switch that records: `DAWN_RECORD_GOLDEN=1 swift test`.
    public static let recordVariable = "DAWN_RECORD_GOLDEN"

    /// Whether this run records golden files.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// Fails unless the file at `url` holds exactly `actual` (its UTF-8 bytes); records it when
    /// `recording` (`isRecording` unless a test of this helper says otherwise), and then fails too.
    public static func assertMatches(
        _ actual: String, _ url: URL, recording: Bool = isRecording,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let name = url.lastPathComponent
        let bytes = Array(actual.utf8)
        let expected = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
        if expected == bytes { return }
        let changes = expected.map { diff($0, bytes) } ?? ""
        if recording {
            do {
                try Data(bytes).write(to: url, options: .atomic)
            } catch {
                XCTFail("\(name): cannot record the golden file \(url.path): \(error)", file: file, line: line)
                return
            }
            XCTFail(
                "Recorded new baseline \(url.path); run again without \(recordVariable)=1, and review the diff before committing\n\(changes)",
                file: file, line: line)
            return
        }
        guard expected != nil else {
            XCTFail(
                "\(name): no golden file at \(url.path); run with \(recordVariable)=1 to record it", file: file,
                line: line)
            return
        }
        XCTFail(
            "\(name) differs from the golden file (- the file, + the output); if the change is meant, run with \(recordVariable)=1\n\(changes)",
            file: file, line: line)
    }

    /// A unified diff of two texts by lines, with 3 lines of context; a line's carriage return
    /// and other control characters are shown escaped (`\r`), so that no difference is invisible.
    public static func diff(_ old: [UInt8], _ new: [UInt8]) -> String {
        let a = lines(old)
        let b = lines(new)
        var rows: [(edit: LineDiff.Edit, old: Int, new: Int)] = []
        var i = 0
        var j = 0
        for edit in LineDiff.edits(a, b) {
            rows.append((edit, i, j))
            switch edit {
            case .keep:
                i += 1
                j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        let context = 3
        var out: [String] = []
        var k = 0
        while k < rows.count {
            guard rows[k].edit != .keep else {
                k += 1
                continue
            }
            // A hunk: from `context` rows before this change to `context` rows after the last
            // change that is at most 2 × context rows further on.
            let start = max(0, k - context)
            var end = k
            var scan = k
            while scan < rows.count {
                if rows[scan].edit != .keep { end = scan }
                if scan - end > 2 * context { break }
                scan += 1
            }
            let stop = min(rows.count, end + context + 1)
            let hunk = rows[start..<stop]
            let oldCount = hunk.filter { $0.edit != .insert }.count
            let newCount = hunk.filter { $0.edit != .delete }.count
            out.append("@@ -\(rows[start].old + 1),\(oldCount) +\(rows[start].new + 1),\(newCount) @@")
            for row in hunk {
                switch row.edit {
                case .keep: out.append(" " + a[row.old])
                case .delete: out.append("-" + a[row.old])
                case .insert: out.append("+" + b[row.new])
                }
            }
            k = stop
        }
        if !old.isEmpty, !new.isEmpty, (old.last == 0x0A) != (new.last == 0x0A) {
            out.append(new.last == 0x0A ? "(the file has no final newline)" : "(the output has no final newline)")
        }
        return out.joined(separator: "\n")
    }

    /// The lines of `bytes`, split at each LF only, control characters but tab made visible.
    static func lines(_ bytes: [UInt8]) -> [String] {
        var body = bytes[...]
        if body.last == 0x0A { body = body.dropLast() }
        guard !bytes.isEmpty else { return [] }
        return body.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line, as: UTF8.self).unicodeScalars.map { scalar in
                switch scalar {
                case "\r": "\\r"
                case "\t": "\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F: "\\u{\(String(scalar.value, radix: 16))}"
                default: String(scalar)
                }
            }.joined()
        }
    }
}
