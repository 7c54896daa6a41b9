import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournal

/// Formats every `Fixtures/format/*.input.md` and compares with its `.expected.md`; each is also
/// formatted a second time (no change) and re-parsed (same meaning).
final class DayFormatterGoldenTests: XCTestCase {
    func testGoldenFiles() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/format")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".input.md") }.sorted()
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        for name in inputs {
            let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
            let parsed = DayParser.parse(bytes)
            XCTAssertFalse(parsed.diagnostics.hasErrors, "\(name): \(parsed.diagnostics)")
            let once = DayFormatter.format(parsed.day)
            GoldenFile.assertMatches(
                once, dir.appendingPathComponent(name.replacingOccurrences(of: ".input.md", with: ".expected.md")))
            let reparsed = DayParser.parse(once)
            XCTAssertEqual(reparsed.diagnostics, [], "\(name): formatted output has diagnostics")
            XCTAssertEqual(DayFormatter.format(reparsed.day), once, "\(name): formatting twice changed it")
            XCTAssertEqual(reparsed.day.meaning, parsed.day.meaning, "\(name): formatting changed the meaning")
        }
    }
}
