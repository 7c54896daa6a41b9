import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// The undo handle as JSON (Docs/JSON.md): it reads back as the same undo, and anything else —
/// tampered, malformed, too large, naming another file — is refused with a typed refusal,
/// never a trap.
final class UndoHandleTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T07:40")!
    static let day = "days/2026/2026-11-21.md"

    func journal() -> (MemoryStorage, JournalService) {
        let storage = MemoryStorage([
            "habits.toml":
                "[habits.run]\nname = \"Run\"\nemoji = \"🏃\"\nduration = \"30m\"\n\n[habits.floss]\nname = \"Floss\"\n",
            Self.day: "# Saturday\r\n\r\n## Timeline\r\n\r\n- 06:05-06:40 🏃 Run -- \"by\" the river\r\n",
        ])
        return (storage, JournalService(storage: storage, now: Self.now))
    }

    func refusal(_ text: String) -> String? {
        do {
            _ = try JournalUndo(json: Array(text.utf8))
            return nil
        } catch {
            guard case .undoHandleInvalid(let reason) = error.reason else { return "\(error.reason)" }
            return reason
        }
    }

    /// A handle written as JSON text reads back as the same undo, and undoes the edit.
    func testAHandleReadsBackAndUndoes() throws {
        let (storage, j) = journal()
        let first = storage.files
        let undo = try XCTUnwrap(try j.unlog(UnlogRequest(habit: "Run")).undo)
        let text = undo.json.rendered
        XCTAssertTrue(text.contains(#""written": []"#), text)
        XCTAssertTrue(text.contains(#"- 06:05-06:40 🏃 Run -- \"by\" the river\r\n"#), text)
        let read = try JournalUndo(json: Array(text.utf8))
        XCTAssertEqual(read, undo)
        _ = try j.undo(read)
        XCTAssertEqual(storage.files, first)
        var invalid = undo
        invalid.files[0].hunks[0].restored = [[0x66, 0xFF, 0x0A]]
        XCTAssertEqual(try JournalUndo(json: Array(invalid.json.compact.utf8)), invalid, "bytes that are not UTF-8")
    }

    /// Malformed and tampered handles are refused with a reason.
    func testTamperedHandlesAreRefused() throws {
        let (_, j) = journal()
        let good = try XCTUnwrap(try j.log(LogRequest(habit: "Floss")).undo).json.compact
        XCTAssertNil(refusal(good))
        let cases: [(String, String)] = [
            ("not json", "not JSON"),
            (good.replacingOccurrences(of: #""undo": 1"#, with: #""undo": 2"#), "'undo' is not 1"),
            (good.replacingOccurrences(of: Self.day, with: "../etc/passwd"), "not habits.toml or a day file"),
            (
                good.replacingOccurrences(of: Self.day, with: "days/2026/../2026/2026-11-21.md"),
                "not habits.toml or a day file"
            ),
            (good.replacingOccurrences(of: #""line": "#, with: #""line": 1000000000"#), "out of order or out of range"),
            (good.replacingOccurrences(of: #""existed""#, with: #""existing""#), "a file is not an object"),
            (good.replacingOccurrences(of: #"[x] Floss\r\n"#, with: #"[x] Floss\r\n- [x] Run\r\n"#), "not one line"),
            (#"{"undo": 1, "files": []}"#, "'files' is not a list"),
            (String(repeating: "[", count: 100_000), "not JSON"),
            (" " + String(repeating: " ", count: JournalUndo.maximumJSONBytes), "larger than"),
        ]
        for (text, reason) in cases {
            let got = refusal(text)
            XCTAssertTrue(got?.contains(reason) ?? false, "\(text.prefix(80)): \(got ?? "read")")
        }
    }

    /// Any change to a handle's bytes is read or refused, never a trap; a handle that reads is
    /// still checked line by line when it is applied.
    func testRandomBytesNeverTrap() throws {
        let (storage, j) = journal()
        let good = Array(try XCTUnwrap(try j.log(LogRequest(habit: "Floss")).undo).json.compact.utf8)
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var bytes = good
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            if let undo = try? JournalUndo(json: bytes) {
                let before = storage.files
                _ = try? j.undo(undo)
                storage.files = before
            }
        }
    }
}
