import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Issue 34, item 1: a rename stopped at any point (asked to stop, or a write that fails)
/// leaves every line counting, and running the same rename again finishes it.
final class RenameInterruptionTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T21:00")!

    /// Five day files name Morning Run (by name in two spellings, and one by id, which stays),
    /// one does not.
    static func journal() -> MemoryStorage {
        var files = [
            "habits.toml":
                "[habits.run]\nname = \"Morning Run\"\nduration = \"30m\"\nsince = 2026-11-01\n\n"
                + "[habits.floss]\nname = \"Floss\"\nsince = 2026-11-01\n"
        ]
        for (k, line) in ["Morning Run", "morning run", "Morning Run", "run", "Morning Run", "Morning Run"].enumerated()
        {
            let date = "2026-11-1\(k)"
            files["days/2026/\(date).md"] =
                k == 5
                ? "## Checklist\n\n- [x] Floss\n"
                : "## Timeline\n\n- 06:00-06:30 \(line)\n\n## Checklist\n\n- [x] Floss\n"
        }
        return MemoryStorage(files)
    }

    static let window = ViewWindow(days: 30, to: .date(LocalDate("2026-11-20")!))

    func summary(_ storage: some JournalStorage) throws -> String {
        try JournalService(storage: storage, now: Self.now).summary(Self.window).json.rendered
    }

    /// The uninterrupted rename: its files, and its summary.
    func reference() throws -> (files: [String: [UInt8]], summary: String) {
        let storage = Self.journal()
        let outcome = try JournalService(storage: storage, now: Self.now).renameHabit("Morning Run", to: "Dawn Run")
        XCTAssertEqual([outcome.dayFiles, outcome.lines, outcome.dayFilesLeft], [4, 4, 0])
        XCTAssertEqual(storage.writes.first, "habits.toml", "habits.toml first, then the day files")
        XCTAssertEqual(storage.writes.count, 5)
        return (storage.files, try summary(storage))
    }

    /// The same rename again: it finishes the job, byte for byte as the uninterrupted one.
    func assertRunningItAgainFinishes(
        _ storage: MemoryStorage, _ expected: [String: [UInt8]], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let again = try JournalService(storage: storage, now: Self.now).renameHabit("Morning Run", to: "Dawn Run")
        XCTAssertEqual(again.renamedFrom, "Morning Run", file: file, line: line)
        XCTAssertEqual(again.habit.name, "Dawn Run", file: file, line: line)
        XCTAssertEqual(again.dayFilesLeft, 0, file: file, line: line)
        XCTAssertEqual(storage.files, expected, file: file, line: line)
    }

    /// Asked to stop after each file in turn: it stops there, says how many day files it left,
    /// every line still counts (the summary is the uninterrupted one; lint finds no error), and
    /// the rename run again finishes it.
    func testAStopAfterAnyFileLeavesEveryLineCounting() throws {
        let (expected, counted) = try reference()
        for stopAfter in 1...5 {
            let storage = Self.journal()
            var asked = 0
            let outcome = try JournalService(storage: storage, now: Self.now).renameHabit(
                "Morning Run", to: "Dawn Run"
            ) {
                asked += 1
                return asked == stopAfter
            }
            XCTAssertEqual(storage.writes.count, stopAfter, "the file in hand is finished, no other")
            XCTAssertEqual(outcome.dayFiles, stopAfter - 1)
            XCTAssertEqual(outcome.dayFilesLeft, 5 - stopAfter)
            XCTAssertEqual(try summary(storage), counted, "stopped after \(stopAfter) files")
            let lint = try JournalService(storage: storage, now: Self.now).lint().diagnostics
            XCTAssertEqual(lint.filter { $0.severity == .error }.map(\.message), [], "stopped after \(stopAfter)")
            try assertRunningItAgainFinishes(storage, expected)
        }
    }

    /// A write that fails half-way (a full disk) is refused, and still every line counts; the
    /// rename run again finishes it.
    func testAWriteThatFailsHalfWayLeavesEveryLineCounting() throws {
        let (expected, counted) = try reference()
        for failing in 2...5 {
            let storage = FailingStorage(Self.journal(), failingWrite: failing)
            XCTAssertThrowsError(
                try JournalService(storage: storage, now: Self.now).renameHabit("Morning Run", to: "Dawn Run"))
            XCTAssertEqual(storage.inner.writes.count, failing - 1)
            XCTAssertEqual(try summary(storage.inner), counted, "write \(failing) failed")
            try assertRunningItAgainFinishes(storage.inner, expected)
        }
    }

    /// Before this issue the day files came first: a stop after the first of them left a line
    /// naming 'Dawn Run', which habits.toml did not know, and the summary lost it.
    func testNoLineNamesAHabitHabitsTomlDoesNotKnow() throws {
        let storage = Self.journal()
        var asked = 0
        _ = try JournalService(storage: storage, now: Self.now).renameHabit("Morning Run", to: "Dawn Run") {
            asked += 1
            return asked == 2
        }
        let lint = try JournalService(storage: storage, now: Self.now).lint().diagnostics
        XCTAssertFalse(lint.contains { $0.code == .unknownHabit }, "\(lint.map(\.message))")
        XCTAssertTrue(lint.contains { $0.code == .formerName }, "the lines left name the former name")
    }
}

/// A storage whose `failingWrite`-th write (1-based) fails, as a full disk would.
final class FailingStorage: JournalStorage {
    let inner: MemoryStorage
    let failingWrite: Int
    var count = 0

    init(_ inner: MemoryStorage, failingWrite: Int) {
        self.inner = inner
        self.failingWrite = failingWrite
    }

    func dayFilePaths() throws(StorageError) -> [String] { try inner.dayFilePaths() }
    func names(in folder: String) throws(StorageError) -> [String] { try inner.names(in: folder) }
    func read(_ path: String) throws(StorageError) -> [UInt8]? { try inner.read(path) }
    func withLock<T>(_ body: () throws -> T) throws -> T { try inner.withLock(body) }

    func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
        count += 1
        if count == failingWrite { throw StorageError(path: path, reason: "no space left on device") }
        try inner.write(bytes, to: path)
    }
}
