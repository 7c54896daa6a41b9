import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnLanguageServer

/// The language server finds a document's journal by the one rule (`JournalFolder`), over the
/// table of layouts every front end's tests run; an open habits.toml counts as one on disk.
final class JournalRootTests: XCTestCase {
    final class Files: LanguageServerHost {
        let files: Set<String>
        init(_ files: Set<String>) { self.files = files }
        func exists(_ path: String) -> Bool { files.contains(path) }
        func storage(root: String) -> any JournalStorage { MemoryStorage() }
        func now() -> LocalDateTime { LocalDateTime("2026-11-21T20:00")! }
        func log(_ message: String) {}
    }

    func testTheLayouts() {
        for layout in JournalLayouts.all {
            let server = LanguageServer(
                host: Files(Set((layout.files + layout.folders).map { "/base/" + $0 })), version: "test")
            let document = JournalLayouts.path(JournalLayouts.path("/base", layout.start), "2026-11-21.md")
            XCTAssertEqual(
                server.journalRoot(of: document), layout.journal.map { JournalLayouts.path("/base", $0) }, layout.name)
        }
    }

    func testAJournalAtTheRootAndARelativePath() {
        let server = LanguageServer(host: Files(["/habits.toml"]), version: "test")
        XCTAssertEqual(server.journalRoot(of: "/days/2026/2026-11-21.md"), "")
        XCTAssertNil(server.journalRoot(of: "days/2026/2026-11-21.md"))
    }
}
