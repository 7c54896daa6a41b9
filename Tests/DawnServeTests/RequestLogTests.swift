import XCTest

@testable import DawnServe

/// The request log's line names the request and its outcome and never a secret.
final class RequestLogTests: XCTestCase {
    func testALineHasTheTimeMethodPathStatusAndMilliseconds() {
        XCTAssertEqual(
            RequestLog.line(
                time: "2026-11-21 21:00:03", method: "GET", path: "/api/day/2026-11-21", status: .ok, milliseconds: 0.43
            ),
            "2026-11-21 21:00:03 GET /api/day/2026-11-21 200 0.4 ms")
        XCTAssertEqual(
            RequestLog.line(time: "t", method: nil, path: nil, status: .requestTimeout, milliseconds: 0),
            "t - - 408 0.0 ms")
        XCTAssertEqual(
            RequestLog.line(time: "t", method: "POST", path: "/api/log", status: .unprocessable, milliseconds: 12.35),
            "t POST /api/log 422 12.4 ms")
    }

    func testTheQueryIsNeverWrittenSoTheSignInTokenIsNot() {
        let line = RequestLog.line(
            time: "t", method: "GET", path: "/?token=s3cr3t-s3cr3t&tab=history", status: .seeOther, milliseconds: 1)
        XCTAssertEqual(line, "t GET / 303 1.0 ms")
        XCTAssertFalse(line.contains("s3cr3t"))
    }

    func testALongPathIsCutAndNothingBreaksTheLine() {
        let line = RequestLog.line(
            time: "t", method: "GET", path: "/" + String(repeating: "a", count: 300) + "\n\u{1B}[2J", status: .notFound,
            milliseconds: 1)
        XCTAssertEqual(line, "t GET /" + String(repeating: "a", count: 119) + "… 404 1.0 ms")
        XCTAssertFalse(
            RequestLog.line(time: "t", method: "G\nET", path: "/a\u{1B}b", status: .ok, milliseconds: 0).contains(
                "\u{1B}"))
    }

    func testALineNamesTheDeviceOnOneLine() {
        XCTAssertEqual(
            RequestLog.line(
                time: "2026-11-21 21:00:03", method: "GET", path: "/api/day/today", status: .ok, milliseconds: 0.44,
                device: "Ana's\nphone"),
            "2026-11-21 21:00:03 GET /api/day/today 200 0.4 ms (Ana'sphone)")
    }
}
