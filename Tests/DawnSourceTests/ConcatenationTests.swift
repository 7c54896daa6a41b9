import XCTest

@testable import DawnSource

/// `concatenated(separator:)` says what the standard library's `joined(separator:)` says.
final class ConcatenationTests: XCTestCase {
    func testAsJoined() {
        let lists: [[String]] = [
            [], [""], ["a"], ["", ""], ["a", "", "b"], ["Morning Run", "06:00", "🧘🏽"], ["x\n", "\r\n"],
        ]
        for list in lists {
            for separator in ["", " ", " · ", "\n"] {
                XCTAssertEqual(list.concatenated(separator: separator), list.joined(separator: separator), "\(list)")
            }
        }
        XCTAssertEqual(["a", "b", "c"].concatenated(separator: ", "), "a, b, c")
    }
}
