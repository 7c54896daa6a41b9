import XCTest

@testable import DawnJournal

/// The merge's promises (`MergePromise`: nothing lost, headings are structure) on generated
/// three-way merges of days whose sides edit any line, headings included, in any spelling.
final class MergeNoLossTests: XCTestCase {
    static let habits = DayMergeTests.habits

    static let entries = [
        "- 06:00-06:30 🏃 Run", "* 06:00 +30m Run", "- 06:00-06:30 🏃 Run -- 5k", "- 07:00-07:15 Meditate",
        "- 07:00-07:15 Meditate -- calm", "- 21:00-21:30 📚 Read", "- 21:00-21:30 📖 Read",
    ]
    static let items = [
        "- [ ] 🦷 Floss", "* [x] Floss", "- [X] 🦷 Floss", "- [x] 🪥 Floss", "- [-] Floss", "- [x] 💧 Water +2 glasses",
        "- [x] Journal", "- [ ] Journal -- later",
    ]
    static let other = ["", "", "Prose one.", "Prose two.", "## Notes", "### Later", "  nested line", "# Saturday"]

    static func day(_ rng: inout SplitMix) -> [String] {
        var lines = ["# Saturday, 21 November", ""]
        if rng.next() % 2 == 0 { lines += ["Slept well.", ""] }
        if rng.next() % 4 != 0 {
            lines += ["## Timeline", ""]
            for _ in 0..<Int(rng.next() % 3) { lines.append(entries[Int(rng.next() % UInt64(entries.count))]) }
            lines.append("")
        }
        if rng.next() % 4 != 0 {
            lines += [rng.next() % 5 == 0 ? "## checklist" : "## Checklist", ""]
            for _ in 0..<Int(rng.next() % 3) { lines.append(items[Int(rng.next() % UInt64(items.count))]) }
            lines.append("")
        }
        if rng.next() % 3 == 0 { lines += ["## Notes", "", "A note."] }
        return lines
    }

    static func edited(_ day: [String], _ rng: inout SplitMix) -> [String] {
        var lines = day
        let pool = entries + items + other + ["## Timeline", "## Checklist", "## timeline"]
        for _ in 0..<Int(rng.next() % 4 + 1) {
            let at = Int(rng.next() % UInt64(lines.count + 1))
            switch rng.next() % 4 {
            case 0: lines.insert(pool[Int(rng.next() % UInt64(pool.count))], at: at)
            case 1: if at < lines.count { lines.remove(at: at) }
            case 2: if at < lines.count { lines[at] = pool[Int(rng.next() % UInt64(pool.count))] }
            default:
                // What a command does: an entry or item put into its section, a section removed.
                if let heading = lines.firstIndex(where: { $0 == "## Timeline" || $0 == "## Checklist" }) {
                    if rng.next() % 3 == 0 {
                        var end = heading + 1
                        while end < lines.count, !lines[end].hasPrefix("## ") { end += 1 }
                        lines.removeSubrange(heading..<end)
                    } else {
                        let list = lines[heading] == "## Timeline" ? entries : items
                        lines.insert(list[Int(rng.next() % UInt64(list.count))], at: min(heading + 2, lines.count))
                    }
                }
            }
        }
        return lines
    }

    func testGeneratedMergesLoseNoLineAndKeepEachHeadingOnce() {
        var rng = SplitMix(seed: 22)
        var checked = 0
        var conflicted = 0
        var failures: [String] = []
        var failing = 0
        for round in 0..<3000 {
            let b = Self.day(&rng)
            let o = Self.edited(b, &rng)
            let t = Self.edited(b, &rng)
            let crlf = round % 9 == 0
            func bytes(_ lines: [String]) -> [UInt8] {
                Array((lines.joined(separator: crlf ? "\r\n" : "\n") + (crlf ? "\r\n" : "\n")).utf8)
            }
            let (bb, ob, tb) = (bytes(b), bytes(o), bytes(t))
            for (x, y) in [(ob, tb), (tb, ob)] {
                let r = JournalMerge.mergeDay(base: bb, ours: x, theirs: y, habits: Self.habits)
                if r.fallback == nil { checked += 1 }
                if r.conflicts > 0 { conflicted += 1 }
                let problems = MergePromise.problems(base: bb, ours: x, theirs: y, result: r, habits: Self.habits)
                if !problems.isEmpty { failing += 1 }
                if !problems.isEmpty, failures.count < 5 {
                    failures.append(
                        "round \(round): \(problems)\nBASE\n\(String(decoding: bb, as: UTF8.self))OURS\n\(String(decoding: x, as: UTF8.self))THEIRS\n\(String(decoding: y, as: UTF8.self))RESULT\n\(String(decoding: r.bytes, as: UTF8.self))"
                    )
                }
            }
        }
        XCTAssertEqual(failing, 0, failures.joined(separator: "\n\n"))
        XCTAssertGreaterThan(checked, 3000)
        XCTAssertGreaterThan(conflicted, 300)
    }
}
