import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// The form (`habit add`, `habit rename`, an import) and the lint rule judge a habit's name
/// alike: over one table of names, what one refuses the other reports, and what one takes the
/// other finds nothing in.
final class HabitNameValidityTests: XCTestCase {
    /// A name, and whether it is valid; an invalid one here is one of several lines.
    static let names: [(name: String, valid: Bool)] = [
        ("Morning Run", true),
        ("読書", true),
        ("Tea\tBreak", true),
        ("Read\nBooks", false),
        ("Read\rBooks", false),
        ("Read\r\nBooks", false),
        ("Read\u{0B}Books", false),
        ("Read\u{0C}Books", false),
        ("Read\u{85}Books", false),
        ("Read\u{2028}Books", false),
        ("Read\u{2029}Books", false),
    ]

    let now = LocalDateTime("2026-11-21T07:30")!

    /// `name` as a TOML basic string, every control character and line separator escaped.
    func toml(_ name: String) -> String {
        var out = "\""
        for s in name.unicodeScalars {
            if s.value < 0x20 || s.value == 0x7F || s.value == 0x85 || s.value == 0x2028 || s.value == 0x2029 {
                let hex = String(s.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return out + "\""
    }

    func testTheFormRefusesWhatLintReports() throws {
        for (name, valid) in Self.names {
            let shown = name.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
            // The form.
            let service = JournalService(storage: MemoryStorage(["habits.toml": ""]), now: now)
            var refusal: RefusalCode?
            do { _ = try service.addHabit(HabitAddRequest(name: name)) } catch { refusal = error.code }
            XCTAssertEqual(refusal, valid ? nil : .multilineName, "the form, \(shown)")
            // The lint rule, on habits.toml written by hand.
            let habits = "[habits.h]\nname = \(toml(name))\n"
            let loaded = JournalLoader.load(
                JournalSources(habits: SourceFile(path: "habits.toml", bytes: Array(habits.utf8)), dayFiles: []))
            XCTAssertEqual(loaded.journal.habits.habits.first?.name, HabitName.normalised(name), "read back, \(shown)")
            let codes = Validator.validate(loaded, now: now).map(\.code)
            XCTAssertEqual(codes, valid ? [] : [.ambiguousName], "lint, \(shown)")
        }
    }
}
