import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// The pill rule (PRODUCT.md): near-black or white, whichever contrasts more, and pure black
/// where that one falls short of 4.5:1 and black reaches it; lint's `low-contrast` only when
/// none reaches 4.5:1 (issue 24, item 8; issue 34, item 5). Ratios computed by hand with the
/// WCAG 2 formula.
final class ContrastTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T21:00")!

    func lint(_ color: String) throws -> [Diagnostic] {
        let habits = "[habits.x]\nname = \"X\"\ncolor = \"\(color)\"\nsince = 2026-11-01\n"
        return try JournalService(storage: MemoryStorage(["habits.toml": habits]), now: Self.now).lint().diagnostics
    }

    /// Loop Habit Tracker's palette of twenty colours (its light theme, the colours its exports
    /// write), index 0 to 19.
    static let loopPalette = [
        "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B", "#00ACC1",
        "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#424242", "#757575", "#9E9E9E",
    ]

    /// Loop's teal #00897B (L = 0.1930): near-black 0.2430 / 0.0603 = 4.03, white
    /// 1.05 / 0.2430 = 4.32, black 0.2430 / 0.05 = 4.86. So black.
    func testMidTonesTakePureBlackWhereNearBlackAndWhiteFallShort() throws {
        let teal = try XCTUnwrap(HabitColor("#00897B"))
        XCTAssertEqual(teal.contrastRatio(with: .nearBlack), 4.03, accuracy: 0.01)
        XCTAssertEqual(teal.contrastRatio(with: .white), 4.32, accuracy: 0.01)
        XCTAssertEqual(teal.contrastRatio(with: .black), 4.86, accuracy: 0.01)
        XCTAssertEqual(teal.textColor, .black)
        XCTAssertTrue(teal.prefersDarkText)
        XCTAssertEqual(teal.textContrast, 4.86, accuracy: 0.01)
        // #777777: white 4.48 beats near-black 3.89 but falls short; black reaches 4.69.
        let grey = try XCTUnwrap(HabitColor("#777777"))
        XCTAssertEqual(grey.contrastRatio(with: .white), 4.478, accuracy: 0.001)
        XCTAssertEqual(grey.textColor, .black)
        XCTAssertEqual(grey.nearestReadable, grey)
        XCTAssertEqual(try lint("#777777").map(\.code), [])
        // Where the better of near-black and white reaches 4.5:1 it stays, even when black
        // would contrast more: near-black on the presets, white on Loop's blue (4.60, black 4.56).
        XCTAssertEqual(HabitColor("coral")!.textColor, .nearBlack)
        XCTAssertEqual(HabitColor("#1976D2")!.textColor, .white)
        XCTAssertFalse(HabitColor("#1976D2")!.prefersDarkText)
        XCTAssertEqual(HabitColor("#E64A19")!.textColor, .black, "Loop's deep orange: near-black 4.44, white 3.92")
        XCTAssertEqual(HabitColor("#388E3C")!.textColor, .black, "Loop's green: near-black 4.23, white 4.12")
    }

    /// Black and white are 21:1 apart, so one of the three text colours reaches 4.5:1 on any
    /// colour: over a grid of the RGB cube, every grey and the darkest greys around the
    /// crossing of black and white (L ≈ 0.18), text reaches it and lint is quiet.
    func testEveryColourHasReadableText() throws {
        var colours: [HabitColor] = []
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) {
                    colours.append(HabitColor(red: UInt8(r), green: UInt8(g), blue: UInt8(b)))
                }
            }
        }
        colours += (0...255).map { HabitColor(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        for c in colours {
            XCTAssertGreaterThanOrEqual(c.textContrast, HabitColor.minimumContrast, c.hex)
            XCTAssertEqual(c.nearestReadable, c, c.hex)
        }
        for text in ["#777777", "#757575", "#808080", "#FF0000", "#00A000", "#3388FF", "#E06000", "#767676"] {
            XCTAssertEqual(try lint(text).map(\.code), [], text)
        }
        XCTAssertEqual(try lint("#77777").map(\.code), [.badColor])
    }

    /// Every preset: near-black text, quiet.
    func testPresetsAreQuiet() throws {
        for preset in HabitColor.presets {
            XCTAssertEqual(HabitColor(preset.hex)!.textColor, .nearBlack, preset.name)
            XCTAssertEqual(try lint(preset.name).map(\.code), [], preset.name)
            XCTAssertEqual(try lint("#" + preset.hex).map(\.code), [], preset.name)
        }
    }

    /// A Loop export in every colour of Loop's palette imports lint-clean: no `low-contrast`
    /// (before the pill rule took black, its teal, green, deep orange and grey were warned).
    func testEveryColourOfLoopsPaletteImportsClean() throws {
        var csv =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
        for (k, color) in Self.loopPalette.enumerated() {
            csv += "\(k < 9 ? "00" : "0")\(k + 1),Colour \(k),YES_NO,,,1,1,\(color),,,,false\n"
        }
        let storage = MemoryStorage(["habits.toml": "[journal]\nweek_starts = \"monday\"\n"])
        let j = JournalService(storage: storage, now: Self.now)
        let outcome = try j.importLoop(try LoopArchive(files: ["Habits.csv": Array(csv.utf8)]))
        XCTAssertEqual(outcome.habitsAdded.count, 20)
        let habits = HabitsParser.parse(Array(storage.text("habits.toml")!.utf8)).file.habits
        XCTAssertEqual(habits.compactMap(\.color), Self.loopPalette)
        for habit in habits {
            XCTAssertGreaterThanOrEqual(HabitColor(habit.color!)!.textContrast, 4.5, habit.color!)
        }
        XCTAssertEqual(try j.lint().diagnostics.map(\.message), [])
    }
}
