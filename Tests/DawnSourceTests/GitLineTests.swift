import XCTest

@testable import DawnSource

/// Git's lines, as the merge driver reads them: split at LF only, a CR kept but for the one
/// before an LF (or a last line's final CR), which is the line's ending.
final class GitLineTests: XCTestCase {
    private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func testLinesSplitAtLFOnlyAndKeepTheirEndings() {
        let text = bytes("a\r\nb\rc\n\nd")
        XCTAssertEqual(GitLine.lines(text).map(Array.init), [bytes("a\r\n"), bytes("b\rc\n"), bytes("\n"), bytes("d")])
        XCTAssertEqual(
            GitLine.lines(bytes("a\n")).map(Array.init), [bytes("a\n")], "no empty line after the last ending")
        XCTAssertTrue(GitLine.lines([]).isEmpty)
        XCTAssertEqual(GitLine.lines(text).flatMap { $0 }, text, "the lines are the bytes")
    }

    func testEndingAndContent() {
        let cases: [(String, LineEnding, String)] = [
            ("a\n", .lf, "a"), ("a\r\n", .crlf, "a"), ("a\r\r\n", .crlf, "a\r"), ("a", .endOfFile, "a"),
            ("a\r", .cr, "a"), ("\r\n", .crlf, ""), ("\n", .lf, ""), ("", .endOfFile, ""), ("a\rb", .endOfFile, "a\rb"),
        ]
        for (line, ending, content) in cases {
            let slice = bytes(line)[...]
            XCTAssertEqual(GitLine.ending(of: slice), ending, line.debugDescription)
            XCTAssertEqual(Array(GitLine.content(of: slice)), bytes(content), line.debugDescription)
        }
        // A slice of a longer array: its own indices, not the array's.
        let all = bytes("x\r\ny\n")
        let second = GitLine.lines(all)[1]
        XCTAssertEqual(GitLine.ending(of: second), .lf, "the CR before the first line's LF is not this line's")
    }

    func testTerminatedAndOpen() {
        XCTAssertTrue(GitLine.isTerminated(bytes("a\n")))
        XCTAssertTrue(GitLine.isTerminated(bytes("a\r\n")))
        XCTAssertFalse(GitLine.isTerminated(bytes("a\r")), "Git needs an LF")
        XCTAssertFalse(GitLine.isTerminated([UInt8]()))
        XCTAssertTrue(GitLine.isOpen(bytes("a")))
        XCTAssertFalse(GitLine.isOpen([UInt8]()), "nothing written yet is not inside a line")
        XCTAssertFalse(GitLine.isOpen(bytes("a\n")))
    }

    func testAppendWritesEachLFAsTheEndingGiven() {
        var out = bytes(">")
        GitLine.append(bytes("a\nb\r\nc"), endingLinesWith: LineEnding.crlf.bytes, to: &out)
        XCTAssertEqual(out, bytes(">a\r\nb\r\r\nc"))
    }
}
