import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// samples/demo is canonical, and fmt restores it byte for byte after its spacing is scrambled.
final class SampleJournalTests: XCTestCase {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/demo")

    func testDemoIsCanonical() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let r = h.run(["fmt", "--check", "--journal", Self.demo.path])
        XCTAssertEqual(r.code, 0, r.stdout + r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    func testScrambledCopyIsRestoredExactly() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let copy = h.root.appendingPathComponent("demo")
        try FileManager.default.copyItem(at: Self.demo, to: copy)
        let files = try FolderStorage(root: copy.path).dayFilePaths().filter { DayPath($0).isDayFile }
        XCTAssertGreaterThan(files.count, 80)
        var originals: [String: [UInt8]] = [:]
        for (n, rel) in files.enumerated() {
            let url = copy.appendingPathComponent(rel)
            let original = [UInt8](try Data(contentsOf: url))
            originals[rel] = original
            try Data(Self.scramble(String(decoding: original, as: UTF8.self), variant: n).utf8).write(to: url)
        }
        XCTAssertEqual(
            h.run(["fmt", "--check", "--journal", copy.path]).stdout.split(separator: "\n").count, files.count,
            "every scrambled file is reported")
        let r = h.run(["fmt", "--journal", copy.path])
        XCTAssertEqual(r.code, 0, r.stderr)
        for rel in files {
            let restored = [UInt8](try Data(contentsOf: copy.appendingPathComponent(rel)))
            XCTAssertEqual(
                String(decoding: restored, as: UTF8.self), String(decoding: originals[rel]!, as: UTF8.self), rel)
            XCTAssertEqual(restored, originals[rel], rel)
        }
    }

    /// Same meaning, other spacing: CRLF, extra blanks, padded markers and times without
    /// leading zeros, `*` markers, `[X]`, the `+duration` spelling, headings in other cases.
    static func scramble(_ text: String, variant: Int) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            var l = line
            if l.hasPrefix("- 0"), l.count > 13, let end = TimeOfDay(l.dropFirst(8).prefix(5)),
                let start = TimeOfDay(l.dropFirst(2).prefix(5))
            {
                let rest = l.dropFirst(14)
                l =
                    variant % 2 == 0
                    ? "*   \(start.hour):\(l.dropFirst(5).prefix(2)) +\(DurationSyntax.text(minutes: end.minutes - start.minutes))   \(rest)  "
                    : "-\t\(start) - \(end)\t\(rest.replacingOccurrences(of: " -- ", with: "   --   "))"
            } else if l.hasPrefix("- [x]") {
                l = "+ [X]  " + l.dropFirst(6)
            } else if l == "## Timeline" {
                l = "##   TIMELINE  ##"
            } else if l == "## Checklist" {
                l = "## checklist"
            } else if l.isEmpty {
                lines.append("   ")
            }
            lines.append(l)
        }
        let joined = lines.joined(separator: variant % 3 == 0 ? "\r\n" : "\n")
        let lead = variant % 5 == 0 ? (text.hasPrefix("+++") ? "\u{FEFF}" : "\u{FEFF}\n\n") : ""
        return lead + joined + "\n\n"
    }
}
