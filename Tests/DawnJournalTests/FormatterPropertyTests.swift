import XCTest

@testable import DawnJournal

/// Random day files from tricky fragments: wherever the parser finds no error, formatting must
/// be idempotent and keep the meaning. A fixed seed keeps failures reproducible.
final class FormatterPropertyTests: XCTestCase {
    static let fragments = [
        "", "   ", "\t", "+++", "mood = 4", "# Title", "## Timeline", "## timeline ##", "## Checklist", "### Sub",
        "## Notes", "- 06:30-07:00 Run", "*  7:00 +45m   🏃 Run -- fast", " - 08:00-08:15 Read --",
        "- [x] Floss", "+ [X]   🦷  Floss", "- [ ] Journal -- later", "- [-] Read", "1. [x] Water",
        "```", "~~~~", "``` swift", "<!-- note", "-->", "<!-- one line -->", "Plain prose  ", "---", "* * *",
        "    - 09:00-10:00 nested", "> quote", "- just a list item", "Setext", "===", "\\+++", "+++ ",
        "- 23:45-24:00 Late", "- 00:00 +1h Early",
        // Format 1.1: nights past 24:00, amounts on entries and ticked items.
        "- 23:30-24:30 Read -- across midnight", "- 25:00 +30m   Read", "- 24:15-24:45 📚 Read",
        "- [x] 💧 Drink Water +2 glasses", "* [X]  Water   +2.50   glass -- lunch", "- [x] Coffee +1",
        "- 07:00 +30m Read +25 pages",
        "- [x] C++ +3", "- [x] Water +0.125 l -- x -- y",
    ]

    func testRandomDocumentsFormatStablyAndKeepMeaning() {
        var rng = SplitMix(seed: 20261121)
        var checked = 0
        for _ in 0..<3000 {
            let n = Int(rng.next() % 14)
            var lines: [String] = []
            for _ in 0..<n { lines.append(Self.fragments[Int(rng.next() % UInt64(Self.fragments.count))]) }
            let ending = rng.next() % 4 == 0 ? "\r\n" : "\n"
            let text = lines.joined(separator: ending) + (rng.next() % 2 == 0 ? ending : "")
            let parsed = DayParser.parse(text)
            if parsed.diagnostics.hasErrors { continue }
            checked += 1
            let once = DayFormatter.format(parsed.day)
            let again = DayParser.parse(once)
            XCTAssertFalse(
                again.diagnostics.hasErrors, "input \(text.debugDescription)\nformatted \(once.debugDescription)")
            XCTAssertEqual(
                again.day.meaning, parsed.day.meaning,
                "input \(text.debugDescription)\nformatted \(once.debugDescription)")
            XCTAssertEqual(DayFormatter.format(again.day), once, "input \(text.debugDescription)")
        }
        XCTAssertGreaterThan(checked, 1000)
    }
}

/// A tiny deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
