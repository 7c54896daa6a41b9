import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 24, item 8: every region of the report that scrolls sideways on a phone (the
/// heatmaps, the by-habit table, the timeline, the weekly chart) can be reached with Tab and
/// scrolled with the arrow keys, and has a name. axe-core's run in a browser is
/// scripts/check-report.py's.
final class ReportAccessTests: XCTestCase {
    func testEveryScrollingRegionIsFocusableAndNamed() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = ViewLayoutTests.now
        let r = h.run(["report", "-o", "-", "--journal", ViewLayoutTests.demo.path])
        XCTAssertEqual(r.code, 0, r.stderr)
        let page = r.stdout
        let regions = page.components(separatedBy: "<div class=\"scroll").dropFirst().map { $0.prefix { $0 != ">" } }
        let heatmaps = page.components(separatedBy: "<svg class=\"heatmap\"").count - 1
        XCTAssertGreaterThan(heatmaps, 5)
        XCTAssertEqual(regions.count, heatmaps + 3, "the heatmaps, the by-habit table, the timeline, the weekly chart")
        for region in regions {
            XCTAssertTrue(region.contains(" tabindex=\"0\" role=\"region\" aria-label=\""), String(region))
        }
        let labels = regions.map { $0.components(separatedBy: "aria-label=\"").last! }
        XCTAssertEqual(Set(labels).count, labels.count, "each region's name is its own: \(labels)")
        XCTAssertTrue(page.contains(".scroll:focus-visible{outline:"), "focus is seen")
    }
}
