import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

/// The library's tests run against `MemoryStorage`; it must list what `FolderStorage` lists,
/// or a test could pass on a file the command line never sees.
final class MemoryStorageTests: XCTestCase {
    func testTheInMemoryStorageListsWhatTheFolderLists() throws {
        let files = [
            "habits.toml": "",
            "days/2026/2026-11-20.md": "a",
            "days/2026/notes.txt": "b",
            "days/2026/.2026-11-21.md.dawn-tmp-abc": "temporary",
            "days/.trash/2026-11-01.md": "hidden folder",
            "days/2025/2025-12-31.md": "c",
            "days/.hidden.md": "d",
        ]
        let h = try CLIHarness()
        defer { h.remove() }
        for (path, text) in files { try h.write(path, text) }
        let folder = FolderStorage(root: h.root.path)
        let memory = MemoryStorage(files)

        XCTAssertEqual(try memory.dayFilePaths(), try folder.dayFilePaths())
        XCTAssertEqual(
            try memory.dayFilePaths(), ["days/2025/2025-12-31.md", "days/2026/2026-11-20.md", "days/2026/notes.txt"])
        for name in ["days", "days/2026", "days/.trash", "nowhere"] {
            XCTAssertEqual(try memory.names(in: name).sorted(), try folder.names(in: name).sorted(), name)
        }
        XCTAssertEqual(try memory.read("days/2026/notes.txt"), try folder.read("days/2026/notes.txt"))
        XCTAssertNil(try memory.read("days/2026/2026-11-19.md"))
    }
}
