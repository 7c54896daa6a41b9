import DawnJournalTestSupport
import Foundation
import XCTest

/// The one golden-file helper: a match passes and writes nothing; a difference fails with a
/// diff; recording writes the file and fails, so that a recording run never passes by accident.
final class GoldenFileTests: XCTestCase {
    private var caught: [String]?

    /// The failures `body` reports, caught instead of failing this test.
    private func failures(_ body: () -> Void) -> [String] {
        caught = []
        body()
        defer { caught = nil }
        return caught ?? []
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        if caught != nil { caught?.append(issue.compactDescription) } else { super.record(issue) }
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if caught != nil {
            caught?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dawn-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func contents(_ url: URL) -> [UInt8]? { FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } }

    func testAMatchPassesAndWritesNothingEvenWhenRecording() throws {
        let url = folder.appendingPathComponent("same.txt")
        try Data("one\ntwo\n".utf8).write(to: url)
        let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        XCTAssertEqual(failures { GoldenFile.assertMatches("one\ntwo\n", url, recording: false) }, [])
        XCTAssertEqual(failures { GoldenFile.assertMatches("one\ntwo\n", url, recording: true) }, [])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date, modified)
    }

    func testADifferenceFailsWithADiffAndLeavesTheFile() throws {
        let url = folder.appendingPathComponent("views.txt")
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        try Data(old.utf8).write(to: url)
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(
            of: "line 11\n", with: "")
        let found = failures { GoldenFile.assertMatches(new, url, recording: false) }
        XCTAssertEqual(found.count, 1)
        let diff = """
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,4 @@
             line 8
             line 9
             line 10
            -line 11
             line 12
            """
        XCTAssertTrue(found.first?.hasSuffix(diff) == true, found.first ?? "")
        XCTAssertTrue(found.first?.contains("views.txt differs from the golden file") == true, found.first ?? "")
        XCTAssertEqual(contents(url), Array(old.utf8))
    }

    func testRecordingWritesTheFileAndFails() throws {
        let url = folder.appendingPathComponent("man.1")
        try Data("old\n".utf8).write(to: url)
        let found = failures { GoldenFile.assertMatches("new\n", url, recording: true) }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("Recorded new baseline") == true, found.first ?? "")
        XCTAssertTrue(found.first?.contains("-old\n+new") == true, found.first ?? "")
        XCTAssertEqual(contents(url), Array("new\n".utf8))
        XCTAssertEqual(failures { GoldenFile.assertMatches("new\n", url, recording: false) }, [], "the next run passes")
    }

    func testAMissingFileIsRecordedOnlyWithTheSwitch() {
        let url = folder.appendingPathComponent("missing.txt")
        let found = failures { GoldenFile.assertMatches("text\n", url, recording: false) }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("no golden file") == true, found.first ?? "")
        XCTAssertNil(contents(url))
        XCTAssertEqual(failures { GoldenFile.assertMatches("text\n", url, recording: true) }.count, 1)
        XCTAssertEqual(contents(url), Array("text\n".utf8))
    }

    /// Bytes, not Swift's string equality: a decomposed é equals a precomposed one as a String,
    /// and "\r\n" is one Character; both are differences in a golden file.
    func testTheComparisonIsByteForByteAndShowsInvisibleDifferences() throws {
        let url = folder.appendingPathComponent("bytes.txt")
        try Data("caf\u{E9}\n".utf8).write(to: url)
        XCTAssertEqual("caf\u{E9}\n", "cafe\u{301}\n")
        XCTAssertEqual(failures { GoldenFile.assertMatches("cafe\u{301}\n", url, recording: false) }.count, 1)
        let crlf = failures { GoldenFile.assertMatches("caf\u{E9}\r\n", url, recording: false) }
        XCTAssertTrue(crlf.first?.hasSuffix("-caf\u{E9}\n+caf\u{E9}\\r") == true, crlf.first ?? "")
        let noNewline = failures { GoldenFile.assertMatches("caf\u{E9}", url, recording: false) }
        XCTAssertTrue(noNewline.first?.hasSuffix("(the output has no final newline)") == true, noNewline.first ?? "")
    }
}
