import DawnJournal
import Foundation
import XCTest
@testable import DawnJournalCLI

/// `export loop DIR` and `import loop PATH` on the command line.
final class LoopCommandTests: XCTestCase {
    static let demo = SampleJournalTests.demo

    func testExportLoopWritesTheLayoutAndRefusesAFullFolder() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
        let r = h.run(["export", "loop", "out", "--journal", Self.demo.path])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Wrote 11 habits to out (Habits.csv and a folder per habit).\n")
        XCTAssertTrue(r.stderr.contains("Warning: 'Deep Work': Loop has no weekdays; its Mon–Fri is exported as 5 times a week"), r.stderr)
        let habits = try h.text("out/Habits.csv").split(separator: "\n")
        XCTAssertEqual(habits.first, "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?")
        XCTAssertTrue(habits.contains { $0.hasPrefix("010,Drink Water,NUMERICAL,,,1,1,#48DBAB,glasses,AT_LEAST,8.0,false") }, habits.joined(separator: "\n"))
        let water = try h.text("out/010 Drink Water/Checkmarks.csv").split(separator: "\n")
        XCTAssertEqual(water.first, "Date,Value,Notes")
        XCTAssertTrue(water.dropFirst().first!.hasPrefix("2026-11-21,"), "newest first")
        let again = h.run(["export", "loop", "out", "--journal", Self.demo.path])
        XCTAssertEqual(again.code, 1)
        XCTAssertTrue(again.stderr.contains("is not empty"), again.stderr)
    }
}
