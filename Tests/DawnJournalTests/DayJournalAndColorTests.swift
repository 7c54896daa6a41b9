import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournal

/// The journal part of a day (its notes and front matter) and the colours of pills.
final class DayJournalAndColorTests: XCTestCase {
    static let saturday = LocalDateTime("2026-11-21T07:40")!

    func testDayViewHasTheNotesAndTheFrontMatter() throws {
        let storage = MemoryStorage([
            "habits.toml": "[habits.read]\nname = \"Read\"\nduration = \"30m\"\n",
            "days/2026/2026-11-21.md": """
            +++
            mood = 4
            weather = "rain"
            slept = 7.25
            outside = true
            date = 2026-11-21
            tags = ["calm", 2]
            +++

            # Saturday

            Slept badly, but the run helped.


            ## Timeline

            - 06:30-07:00 Read -- a note that is not prose
            - 7:5-7:35 Read

            ## Checklist

            - [x] Read

            ## Notes

            Anything at all.
              indented, kept as written

            """,
        ])
        let view = try JournalService(storage: storage, now: Self.saturday).dayView()
        XCTAssertEqual(
            view.notes,
            [
                "# Saturday", "", "Slept badly, but the run helped.", "", "## Notes", "", "Anything at all.",
                "  indented, kept as written",
            ],
            "no front matter, no Timeline or Checklist heading, no entry, item or broken item; runs of blank lines as one; none at the ends"
        )
        XCTAssertEqual(view.frontMatter?.entries.map(\.key), ["mood", "weather", "slept", "outside", "date", "tags"])
        XCTAssertEqual(
            view.json.compact.components(separatedBy: "\"frontMatter\": ").last,
            #"{"mood": 4, "weather": "rain", "slept": 7.25, "outside": true, "date": "2026-11-21", "tags": ["calm", 2]}, "#
                + ##""notes": "# Saturday\n\nSlept badly, but the run helped.\n\n## Notes\n\nAnything at all.\n  indented, kept as written", "problems": 1}"##
        )
    }

    func testADayWithoutNotesHasEmptyOnes() throws {
        let storage = MemoryStorage([
            "habits.toml": "[habits.read]\nname = \"Read\"\n",
            "days/2026/2026-11-21.md": "## Checklist\n\n- [x] Read\n",
        ])
        let view = try JournalService(storage: storage, now: Self.saturday).dayView()
        XCTAssertEqual(view.notes, [])
        XCTAssertNil(view.frontMatter)
        XCTAssertTrue(
            view.json.compact.hasSuffix(#""frontMatter": {}, "notes": "", "problems": 0}"#), view.json.compact)
    }

    func testNoActiveHabits() throws {
        let storage = MemoryStorage([
            "habits.toml":
                "[habits.read]\nname = \"Read\"\narchived = 2026-11-01\n[habits.run]\nname = \"Run\"\nsince = 2026-12-01\n",
            "days/2026/2026-10-01.md": "## Checklist\n\n- [x] Read\n",
        ])
        let j = JournalService(storage: storage, now: Self.saturday)
        XCTAssertFalse(try j.dayView().hasActiveHabits)
        XCTAssertTrue(try j.dayView(.date(LocalDate("2026-10-20")!)).hasActiveHabits)
        XCTAssertFalse(try j.summary(ViewWindow(days: 7)).hasActiveHabits)
        XCTAssertTrue(try j.summary(ViewWindow(days: 30, to: .date(LocalDate("2026-11-01")!))).hasActiveHabits)
    }

    /// WCAG 2 contrast ratios, computed independently here (with Foundation's `pow`), for every
    /// preset: each takes near-black text, with a ratio above 4.5:1.
    func testPillTextByContrastForEveryPreset() throws {
        func luminance(_ hex: String) -> Double {
            let v = UInt32(hex, radix: 16)!
            func lin(_ c: UInt32) -> Double {
                let s = Double(c) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * lin(v >> 16 & 0xFF) + 0.7152 * lin(v >> 8 & 0xFF) + 0.0722 * lin(v & 0xFF)
        }
        func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
        let expected: [String: (black: Double, white: Double)] = [
            "coral": (6.27, 2.78), "peach": (8.53, 2.04), "sun": (11.44, 1.52), "mint": (9.94, 1.75),
            "sky": (6.51, 2.68), "lavender": (7.17, 2.43), "rose": (7.03, 2.48), "stone": (9.16, 1.90),
        ]
        for (name, hex) in HabitColor.presets {
            let c = try XCTUnwrap(HabitColor(name))
            let black = ratio(luminance(hex), luminance("1A1A1A"))
            let white = ratio(luminance(hex), 1)
            XCTAssertEqual(c.relativeLuminance, luminance(hex), accuracy: 1e-9, name)
            XCTAssertEqual(c.contrastRatio(with: .nearBlack), black, accuracy: 1e-9, name)
            XCTAssertEqual(c.contrastRatio(with: .white), white, accuracy: 1e-9, name)
            XCTAssertEqual(black, expected[name]!.black, accuracy: 0.01, name)
            XCTAssertEqual(white, expected[name]!.white, accuracy: 0.01, name)
            XCTAssertEqual(c.textColor, .nearBlack, name)
            XCTAssertGreaterThanOrEqual(c.contrastRatio(with: c.textColor), 4.5, name)
        }
        XCTAssertEqual(HabitColor("#202020")!.textColor, .white)
        XCTAssertEqual(HabitColor("#000000")!.contrastRatio(with: .white), 21, accuracy: 1e-9)
    }

    func testHexWithOrWithoutHash() {
        XCTAssertEqual(HabitColor("FF6B6B"), HabitColor("#ff6b6b"))
        XCTAssertEqual(HabitColor("ff6b6b")?.hex, "#FF6B6B")
        for bad in ["#12345", "12345", "+12345", "-12345", "#GG0000", "##FF6B6B", "blue", "", "FF6B6B "] {
            XCTAssertNil(HabitColor(bad), bad)
        }
        XCTAssertEqual(Habit(id: "a", name: "A").displayColor, HabitColor.neutral, "no colour: the neutral grey")
        XCTAssertNil(Habit(id: "a", name: "A", color: "bleu").displayColor, "a malformed colour: none")
    }
}
