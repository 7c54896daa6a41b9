import Foundation
import XCTest

@testable import DawnJournal

/// The three-way line merge against `git merge-file -p`, its reference, on random texts.
final class LineMergeTests: XCTestCase {
    func testAgreesWithGitMergeFileOnRandomTexts() throws {
        let git = try XCTUnwrap(Self.git(), "git is needed for this test")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("linemerge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var rng = SplitMix(seed: 15)
        var fresh = 0
        var conflicted = 0
        for round in 0..<80 {
            // Unique lines, so that every minimal diff is the same one (Git's and ours).
            let base = (0..<Int.random(in: 0...12, using: &rng)).map { "b\(round)-\($0)" }
            func side(_ name: String) -> [String] {
                var lines = base
                for _ in 0..<Int.random(in: 0...4, using: &rng) {
                    let at = Int.random(in: 0...lines.count, using: &rng)
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0 where at < lines.count: lines.remove(at: at)
                    case 1 where at < lines.count:
                        fresh += 1
                        lines[at] = "\(name)\(fresh)"
                    default:
                        fresh += 1
                        // Sometimes a line both sides add, sometimes a blank one.
                        let shared = Int.random(in: 0..<4, using: &rng)
                        lines.insert(shared == 0 ? "same\(round)" : shared == 1 ? "" : "\(name)\(fresh)", at: at)
                    }
                }
                return lines
            }
            let ours = side("o")
            let theirs = side("t")
            let text = { (lines: [String]) in lines.map { $0 + "\n" }.joined() }
            let (b, o, t) = (text(base), text(ours), text(theirs))
            let merged = LineMerge.merge(
                base: Array(b.utf8), ours: Array(o.utf8), theirs: Array(t.utf8),
                markers: .init(size: 7, ours: "ours", theirs: "theirs"))
            let (expected, code) = try Self.gitMerge(git, dir, b, o, t)
            XCTAssertEqual(
                String(decoding: merged.bytes, as: UTF8.self), expected,
                "round \(round)\nBASE\n\(b)OURS\n\(o)THEIRS\n\(t)")
            XCTAssertEqual(Int32(merged.conflicts), code, "round \(round)")
            if merged.conflicts > 0 { conflicted += 1 }
        }
        XCTAssertGreaterThan(conflicted, 10, "the random cases include conflicts")
    }

    func testConflictMarkersFollowCRLFAndAddAMissingFinalNewline() {
        let r = LineMerge.merge(
            base: Array("a\r\nb\r\n".utf8), ours: Array("a\r\nx".utf8), theirs: Array("a\r\ny".utf8),
            markers: .init(size: 3, ours: "A", theirs: "B"))
        XCTAssertEqual(String(decoding: r.bytes, as: UTF8.self), "a\r\n<<< A\r\nx\r\n===\r\ny\r\n>>> B\r\n")
        XCTAssertEqual(r.conflicts, 1)
    }

    func testIdenticalChangesAreTakenOnce() {
        let r = LineMerge.merge(
            base: Array("a\nb\nc\n".utf8), ours: Array("a\nB\nc\n".utf8), theirs: Array("a\nB\nc\n".utf8))
        XCTAssertEqual(String(decoding: r.bytes, as: UTF8.self), "a\nB\nc\n")
        XCTAssertEqual(r.conflicts, 0)
    }

    /// Myers' trace grows with the differences times the length (7 GB for 1,000 changed lines
    /// on each side of a 5 MB day file, which aborted the driver): past a budget the search
    /// gives up with a script that is still right, the whole middle replaced.
    func testTheDiffGivesUpPastItsBudgetWithAScriptThatIsStillRight() {
        let a = (0..<400).map { "line \($0)" }
        var b = a
        for i in stride(from: 10, to: 390, by: 3) { b[i] = "changed \(i)" } // 127 lines: 254 differences
        func apply(_ edits: [LineDiff.Edit]) -> [String] {
            var out: [String] = []
            var i = 0
            var j = 0
            for e in edits {
                switch e {
                case .keep:
                    XCTAssertEqual(a[i], b[j])
                    out.append(a[i])
                    i += 1
                    j += 1
                case .delete: i += 1
                case .insert:
                    out.append(b[j])
                    j += 1
                }
            }
            XCTAssertEqual(i, a.count)
            return out
        }
        let shortest = LineDiff.edits(a, b)
        XCTAssertEqual(apply(shortest), b)
        XCTAssertEqual(shortest.filter { $0 != .keep }.count, 254)
        let capped = LineDiff.edits(a, b, maxDifferences: 100)
        XCTAssertEqual(apply(capped), b)
        XCTAssertEqual(capped.filter { $0 == .delete }.count, 379, "from the first change to the last, replaced")
        XCTAssertEqual(
            LineDiff.hunks(a, b, maxDifferences: 100),
            [LineDiff.Hunk(oldStart: 10, oldCount: 379, newStart: 10, newCount: 379)])
    }

    /// A merge past the diff's budget is coarser, never lossy: a change far from the other
    /// side's is still clean; one inside the region is a conflict that holds both sides.
    func testAMergePastTheDiffBudgetKeepsEverything() {
        let base = (0..<3000).map { "note \($0)\n" }
        var ours = base
        var theirs = base
        for i in stride(from: 100, to: 2900, by: 2) { ours[i] = "ours \(i)\n" } // 1,400 lines: 2,800 differences
        theirs[0] = "theirs at the top\n"
        let clean = LineMerge.merge(
            base: Array(base.joined().utf8), ours: Array(ours.joined().utf8), theirs: Array(theirs.joined().utf8))
        XCTAssertEqual(clean.conflicts, 0)
        var expected = ours
        expected[0] = theirs[0]
        XCTAssertEqual(String(decoding: clean.bytes, as: UTF8.self), expected.joined())
        theirs[1501] = "theirs in the middle\n"
        let conflicted = LineMerge.merge(
            base: Array(base.joined().utf8), ours: Array(ours.joined().utf8), theirs: Array(theirs.joined().utf8))
        XCTAssertEqual(conflicted.conflicts, 1)
        let text = String(decoding: conflicted.bytes, as: UTF8.self)
        for line in ours.dropFirst() + ["theirs at the top\n", "theirs in the middle\n"] {
            XCTAssertTrue(text.contains(line), line)
        }
    }

    static func git() -> String? {
        for dir in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        where FileManager.default.isExecutableFile(atPath: dir + "/git") {
            return dir + "/git"
        }
        return nil
    }

    static func gitMerge(_ git: String, _ dir: URL, _ b: String, _ o: String, _ t: String) throws -> (String, Int32) {
        for (name, text) in [("base", b), ("ours", o), ("theirs", t)] {
            try Data(text.utf8).write(to: dir.appendingPathComponent(name))
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: git)
        p.arguments = ["merge-file", "-p", "-L", "ours", "-L", "base", "-L", "theirs", "ours", "base", "theirs"]
        p.currentDirectoryURL = dir
        p.environment = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), p.terminationStatus)
    }
}

extension SplitMix: RandomNumberGenerator {}
