import XCTest

@testable import DawnLanguageServer

/// `file://` URIs as editors write them, and the paths they name.
final class DocumentURITests: XCTestCase {
    func testPercentEncodedBytesAreDecoded() {
        XCTAssertEqual(DocumentURI.path("file:///tmp/My%20J%C3%B6urnal/habits.toml"), "/tmp/My Jöurnal/habits.toml")
        XCTAssertEqual(DocumentURI.path("file://localhost/a/b.md"), "/a/b.md")
        XCTAssertNil(DocumentURI.path("untitled:Untitled-1"))
        XCTAssertNil(DocumentURI.path("file://server/share/b.md"))
    }

    /// A folder named "Journal #2" or "what?" is written `%23` and `%3F` by VS Code and Neovim:
    /// those are part of the path, only a literal `?` or `#` starts a query or fragment.
    func testEncodedQuestionMarkAndHashArePartOfThePath() {
        XCTAssertEqual(
            DocumentURI.path("file:///tmp/J%20%232%3F/days/2026/2026-11-21.md"), "/tmp/J #2?/days/2026/2026-11-21.md")
        XCTAssertEqual(DocumentURI.path("file:///tmp/a/b.md?x=1"), "/tmp/a/b.md")
        XCTAssertEqual(DocumentURI.path("file:///tmp/a/b.md#L3"), "/tmp/a/b.md")
    }

    func testAPathGoesThereAndBack() {
        for path in ["/tmp/J #2?/days/2026/2026-11-21.md", "/tmp/My Jöurnal/habits.toml", "/a/100%/b.md"] {
            XCTAssertEqual(DocumentURI.path(DocumentURI.uri(path)), path)
        }
    }

    /// `.` and `..` are resolved, and empty segments dropped, after percent-decoding (so
    /// `%2E%2E` is `..` too), before the journal is looked for: a file outside the journal is
    /// not taken for one inside it.
    func testDotSegmentsAreResolvedAfterDecoding() {
        XCTAssertEqual(DocumentURI.path("file:///journal/days/2026/../../../elsewhere/x.md"), "/elsewhere/x.md")
        XCTAssertEqual(DocumentURI.path("file:///journal/days/2026/%2E%2E/%2e%2E/../elsewhere/x.md"), "/elsewhere/x.md")
        XCTAssertEqual(
            DocumentURI.path("file:///journal/./days//2026/./2026-11-21.md"), "/journal/days/2026/2026-11-21.md")
        XCTAssertEqual(DocumentURI.path("file:///../../etc/x.md"), "/etc/x.md")
        XCTAssertEqual(DocumentURI.path("file:///a/b/.."), "/a")
        XCTAssertEqual(DocumentURI.path("file:///a/..."), "/a/...", "three dots are a name")
        XCTAssertEqual(DocumentURI.path("file:///a/.hidden/..x/b.md"), "/a/.hidden/..x/b.md")
    }

    /// No file has a NUL byte in its path.
    func testANulByteIsNoPath() {
        XCTAssertNil(DocumentURI.path("file:///journal/days%00/x.md"))
    }
}
