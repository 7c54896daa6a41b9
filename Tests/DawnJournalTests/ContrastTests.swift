import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Issue 24, item 8: a custom colour that no text colour can be read on at 4.5:1 is warned
/// about, with the nearest colour that can. Ratios computed by hand with the WCAG 2 formula.
final class ContrastTests: XCTestCase {
    func lint(_ color: String) throws -> [Diagnostic] {
        let habits = "[habits.x]\nname = \"X\"\ncolor = \"\(color)\"\nsince = 2026-11-01\n"
        return try JournalService(
            storage: MemoryStorage(["habits.toml": habits]), now: LocalDateTime("2026-11-21T21:00")!
        )
        .lint().diagnostics
    }

    /// #777777: L = 0.1845, white 1.05 / 0.2345 = 4.478, near-black (#1A1A1A, L = 0.0103)
    /// 0.2345 / 0.0603 = 3.887; darkened one step, #767676: white 4.542.
    func testGreyBelowTheRuleIsWarnedWithTheNearestThatReachesIt() throws {
        let grey = try XCTUnwrap(HabitColor("#777777"))
        XCTAssertEqual(grey.textContrast, 4.478, accuracy: 0.001)
        XCTAssertEqual(grey.nearestReadable, HabitColor("#767676"))
        XCTAssertEqual(HabitColor("#767676")!.textContrast, 4.542, accuracy: 0.001)
        let found = try lint("#777777")
        XCTAssertEqual(found.map(\.code), [.lowContrast])
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertEqual(found.first?.message, "color '#777777' of 'X': text on it reaches at most 4.48:1, below 4.5:1")
        XCTAssertEqual(
            found.first?.hint,
            "The nearest colour that reaches it is #767676 (white text, 4.54:1): color = \"#767676\".")
        XCTAssertEqual(found.first?.range.line, 3)
    }

    /// Every preset, and colours well clear of the rule, are not warned; a malformed colour is
    /// bad-color alone.
    func testPresetsAndReadableColoursAreQuiet() throws {
        for preset in HabitColor.presets {
            XCTAssertGreaterThanOrEqual(HabitColor(preset.hex)!.textContrast, 4.5, preset.name)
            XCTAssertEqual(try lint(preset.name).map(\.code), [], preset.name)
            XCTAssertEqual(try lint("#" + preset.hex).map(\.code), [], preset.name)
        }
        for readable in ["#000000", "#FFFFFF", "#1E3A8A", "#767676", "#858585"] {
            XCTAssertEqual(try lint(readable).map(\.code), [], readable)
        }
        XCTAssertEqual(try lint("#77777").map(\.code), [.badColor])
    }

    /// A saturated mid colour: the nearer of the darker and the lighter fix is the hint, and it
    /// reaches the rule.
    func testTheHintReachesTheRuleForMidColours() throws {
        for text in ["#808080", "#FF0000", "#00A000", "#3388FF", "#7F7F7F", "#E06000"] {
            let c = try XCTUnwrap(HabitColor(text))
            let fixed = c.nearestReadable
            XCTAssertGreaterThanOrEqual(fixed.textContrast, 4.5, text)
            XCTAssertEqual(try lint(text).map(\.code), c.textContrast < 4.5 ? [.lowContrast] : [], text)
        }
    }
}
