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
        let total = (["/", "/app.css"] + PageAssets.scripts.map { "/" + $0 }).reduce(0) { $0 + body($1).utf8.count }
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
        // The page's script is small files, each one job, loaded in order.
        XCTAssertEqual(html.components(separatedBy: "<script").count, PageAssets.scripts.count + 1)
        for name in PageAssets.scripts {
            XCTAssertTrue(html.contains("<script src=\"/\(name)\" defer></script>"), name)
        }
    }

    func testTheScriptNeverWritesHTML() {
        let script = PageAssets.scripts.map { body("/" + $0) }.joined()
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("] {
            XCTAssertFalse(script.contains(sink), sink)
        }
        XCTAssertTrue(script.contains("textContent"))
    }

    func testEveryFileOfThePageIsServed() {
        for path in [
            "/", "/index.html", "/app.js", "/store.js", "/app.css", "/manifest.webmanifest", "/icon.svg", "/sw.js",
        ] {
            XCTAssertNotNil(PageAssets.asset(path), path)
        }
        XCTAssertNil(PageAssets.asset("/app.js.map"))
        XCTAssertNil(PageAssets.asset("/../Package.swift"))
        XCTAssertNil(PageAssets.asset("//app.js"))
    }

    /// The service worker's cache is named after this build's page, so that a worker of another
    /// build drops what the one before kept (a newer page never draws an older server's day).
    func testTheServiceWorkersCacheIsNamedAfterThePage() throws {
        let served = try XCTUnwrap(PageAssets.asset("/sw.js")).body
        let name = PageAssets.cacheName
        XCTAssertEqual(name.count, "dawn-".count + 12)
        XCTAssertTrue(name.dropFirst(5).allSatisfy { $0.isHexDigit }, name)
        XCTAssertTrue(served.contains("const CACHE = \"\(name)\";"), "the served worker names it")
        XCTAssertFalse(served.contains("const CACHE = \"dawn\";"))
        XCTAssertTrue(PageFiles.swJS.contains("const CACHE = \"dawn\";"), "the file keeps the placeholder")
        XCTAssertTrue(served.contains("caches.delete"), "its start drops the other caches")
        XCTAssertEqual(served.split(separator: "\n").count, PageFiles.swJS.split(separator: "\n").count)
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
        XCTAssertEqual(PageAssets.asset("/today.js")?.body, PageFiles.todayJS)
        XCTAssertEqual(PageAssets.asset("/")?.body, PageFiles.indexHTML)
    }
}

/// The page renders the library's documents and computes no journal rule (Docs/SERVE.md).
final class PageScriptRulesTests: XCTestCase {
    let script = PageAssets.scripts.compactMap { PageFiles.byName[$0] }.joined()

    func testNoWeekdayOrMonthTableNoSlotAndNoContrastFormula() {
        for name in ["\"Mon\"", "\"Sun\"", "\"Monday\"", "\"Jan\"", "\"Nov\"", "\"November\""] {
            XCTAssertFalse(script.contains(name), "a weekday or month table: \(name)")
        }
        XCTAssertFalse(script.contains("SLOT"), "a slot constant")
        for literal in ["/ 15", "* 15", "+ 15", "- 15", "% 15", "/ 60) * 60"] {
            XCTAssertFalse(script.contains(literal), "a slot or hour computed in the script: \(literal)")
        }
        for formula in ["0.2126", "0.7152", "0.03928", "2.4"] {
            XCTAssertFalse(script.contains(formula), "a contrast formula: \(formula)")
        }
        XCTAssertFalse(script.contains("getUTCDay"), "weekdays computed in the script")
    }

    func testNoSentenceAboutTheJournalsStateIsTheScripts() {
        for sentence in [
            "Can't complete future habits", "No habits", "All done", "All habits completed", "active habits",
            "Completed", "Missed", "Not due", " of \" + ", "completed\"", "This will delete", "days of history",
        ] {
            XCTAssertFalse(script.contains(sentence), "the script words the journal's state: \(sentence)")
        }
    }

    /// Listeners are attached once (`wire…`), never by a function that draws: a redraw adds none.
    func testNoFunctionThatDrawsAttachesAListener() {
        for name in PageAssets.scripts {
            let text = PageFiles.byName[name] ?? ""
            for chunk in text.components(separatedBy: "\nfunction ").dropFirst()
                + text.components(separatedBy: "\nasync function ").dropFirst()
            {
                let fn = String(chunk.prefix { $0 != "(" })
                let body = chunk.components(separatedBy: "\n}\n").first ?? ""
                if ["draw", "block", "showCell", "addHabitItem", "openSheet", "openForm"].contains(where: fn.hasPrefix)
                {
                    XCTAssertFalse(
                        body.contains("addEventListener"), "\(name): \(fn) attaches a listener on every draw")
                }
            }
        }
    }

    func testUndoIsOnlyTheServersHandle() {
        XCTAssertFalse(script.contains("[\"/api/unlog\""), "an inverse built by the page")
        XCTAssertFalse(script.contains("[\"/api/move\""), "an inverse built by the page")
        XCTAssertFalse(script.contains("[\"/api/resize\""), "an inverse built by the page")
        XCTAssertFalse(script.contains("[\"/api/log\""), "an inverse built by the page")
        XCTAssertTrue(script.contains("[\"/api/undo\", { undo: answer.undo }]"))
    }
}
