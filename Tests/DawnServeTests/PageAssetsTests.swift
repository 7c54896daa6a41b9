import Foundation
import XCTest

@testable import DawnServe

/// The page's files as served: small, and nothing the Content-Security-Policy would block.
final class PageAssetsTests: XCTestCase {
    private func body(_ path: String) -> String {
        guard let asset = PageAssets.asset(path) else {
            XCTFail("no asset at \(path)")
            return ""
        }
        return asset.body
    }

    func testTheHTMLCSSAndScriptTogetherAreAtMost100KB() {
        let total = ["/", "/app.js", "/app.css"].reduce(0) { $0 + body($1).utf8.count }
        XCTAssertGreaterThan(total, 10_000, "the page is there")
        XCTAssertLessThanOrEqual(total, 100 * 1024)
    }

    func testTheHTMLHasNoInlineScriptOrStyle() {
        let html = body("/")
        XCTAssertFalse(html.contains("style="), "an inline style attribute")
        XCTAssertFalse(html.contains("<style"), "an inline style sheet")
        for handler in ["onclick=", "onload=", "onerror=", "oninput=", "onchange=", "onsubmit=", "onkeydown="] {
            XCTAssertFalse(html.contains(handler), "an inline event handler \(handler)")
        }
        XCTAssertEqual(html.components(separatedBy: "<script").count, 2, "one script element")
        XCTAssertTrue(html.contains("<script src=\"/app.js\" defer></script>"))
    }

    func testTheScriptNeverWritesHTML() {
        let script = body("/app.js")
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("] {
            XCTAssertFalse(script.contains(sink), sink)
        }
        XCTAssertTrue(script.contains("textContent"))
    }

    func testEveryFileOfThePageIsServed() {
        for path in ["/", "/index.html", "/app.js", "/app.css", "/manifest.webmanifest", "/icon.svg", "/sw.js"] {
            XCTAssertNotNil(PageAssets.asset(path), path)
        }
        XCTAssertNil(PageAssets.asset("/app.js.map"))
    }
}

/// The page's source is real files; the binary carries what they hold.
final class PageFilesTests: XCTestCase {
    func testEveryFileOfThePageIsEmbeddedAsItIs() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/DawnServe/Page/files").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
            .sorted()
        XCTAssertEqual(names, PageFiles.byName.keys.sorted(), "run scripts/embed-page.py")
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(PageFiles.byName[name], text, "\(name) changed: run scripts/embed-page.py")
        }
        XCTAssertEqual(PageAssets.asset("/app.js")?.body, PageFiles.appJS)
        XCTAssertEqual(PageAssets.asset("/")?.body, PageFiles.indexHTML)
    }
}
