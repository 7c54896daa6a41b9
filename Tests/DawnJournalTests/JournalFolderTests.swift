import DawnJournalTestSupport
import XCTest

@testable import DawnJournalModel

/// The one rule that finds a journal, over the table every front end's tests run.
final class JournalFolderTests: XCTestCase {
    func testTheLayoutsFromAnAbsoluteAndARelativeStart() {
        for layout in JournalLayouts.all {
            let files = Set(layout.files + layout.folders)
            for base in ["/base", ""] {
                let start = base.isEmpty ? layout.start : JournalLayouts.path(base, layout.start)
                let found = JournalFolder.nearest(from: start) { path in
                    let relative = base.isEmpty ? path : String(path.dropFirst(base.count + 1))
                    return path.hasPrefix(base) && files.contains(relative)
                }
                let expected = layout.journal.map { base.isEmpty ? $0 : JournalLayouts.path(base, $0) }
                XCTAssertEqual(found, expected, "\(layout.name), from '\(start)'")
            }
        }
    }

    func testTheRootAndTrailingSlashes() {
        XCTAssertEqual(JournalFolder.nearest(from: "/a/b/") { $0 == "/habits.toml" }, "/")
        XCTAssertEqual(JournalFolder.nearest(from: "/a/b/") { $0 == "/a/habits.toml" }, "/a")
        XCTAssertEqual(JournalFolder.nearest(from: "/") { $0 == "/habits.toml" }, "/")
        XCTAssertNil(JournalFolder.nearest(from: "/a") { _ in false })
        XCTAssertEqual(JournalFolder.markerPath(in: "/"), "/habits.toml")
        XCTAssertEqual(JournalFolder.markerPath(in: ""), "habits.toml")
        XCTAssertEqual(JournalFolder.markerPath(in: "a/b"), "a/b/habits.toml")
    }
}
