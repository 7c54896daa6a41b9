import Foundation
import XCTest

/// Golden files: whole outputs checked in beside the tests; re-recorded only when
/// `DAWN_RECORD_GOLDEN=1` is set, and a mismatch shows a line diff.
enum GoldenFiles {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var recording: Bool { ProcessInfo.processInfo.environment["DAWN_RECORD_GOLDEN"] == "1" }

    static func assertMatches(_ actual: String, _ url: URL, file: StaticString = #filePath, line: UInt = #line) {
        if recording {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden file \(url.lastPathComponent); run with DAWN_RECORD_GOLDEN=1", file: file, line: line)
            return
        }
        if expected != actual {
            XCTFail("\(url.lastPathComponent) differs:\n\(lineDiff(expected, actual))", file: file, line: line)
        }
    }

    static func lineDiff(_ a: String, _ b: String) -> String {
        let x = a.components(separatedBy: "\n"), y = b.components(separatedBy: "\n")
        var out: [String] = []
        for k in 0..<max(x.count, y.count) {
            let l = k < x.count ? x[k] : nil, r = k < y.count ? y[k] : nil
            if l != r {
                if let l { out.append("-\(k + 1): \(l)") }
                if let r { out.append("+\(k + 1): \(r)") }
            }
        }
        return out.joined(separator: "\n")
    }
}
