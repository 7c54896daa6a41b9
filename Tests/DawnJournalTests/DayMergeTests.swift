import XCTest

@testable import DawnJournal

/// The day-file and habits.toml merges (`JournalMerge`): properties on generated days, and the
/// cases the issue names.
final class DayMergeTests: XCTestCase {
    static let habitsText = """
        [habits.run]
        name = "Run"
        emoji = "🏃"
        duration = "30m"

        [habits.meditate]
        name = "Meditate"
        duration = "15m"

        [habits.read]
        name = "Read"
        emoji = "📚"
        duration = "30m"

        [habits.floss]
        name = "Floss"
        emoji = "🦷"

        [habits.journal]
        name = "Journal"

        [habits.water]
        name = "Water"
        emoji = "💧"
        unit = "glasses"
        goal = 8

        """
    static let habits = HabitsParser.parse(Array(habitsText.utf8)).file

    // MARK: generated days

    /// A day as the generator sees it: prose, entries (habit index → note), checklist boxes,
    /// water records.
    struct Model: Equatable {
        var frontMatter: String?
        var prose: [String] = []
        var entries: [Int: String?] = [:]
        var boxes: [Int: String] = [:] // checklist habit index (0 floss, 1 journal) → box
        var notes: [Int: String] = [:]
        var water: [Int] = []

        static let slots = [
            ("06:00-06:30", "🏃 Run"), ("07:00-07:15", "Meditate"), ("21:00-21:30", "📚 Read"), ("12:00-12:30", "📚 Read"),
        ]
        static let items = ["🦷 Floss", "Journal"]

        func text(crlf: Bool = false, finalNewline: Bool = true) -> String {
            var lines: [String] = []
            if let frontMatter { lines += ["+++", frontMatter, "+++", ""] }
            lines += ["# Saturday, 21 November", ""]
            if !prose.isEmpty { lines += prose + [""] }
            if !entries.isEmpty {
                lines += ["## Timeline", ""]
                for (slot, note) in entries.sorted(by: { Self.slots[$0.key].0 < Self.slots[$1.key].0 }) {
                    lines.append("- \(Self.slots[slot].0) \(Self.slots[slot].1)" + (note.map { " -- \($0)" } ?? ""))
                }
                lines.append("")
            }
            if !boxes.isEmpty || !water.isEmpty {
                lines += ["## Checklist", ""]
                for (i, box) in boxes.sorted(by: { $0.key < $1.key }) {
                    lines.append("- \(box) \(Self.items[i])" + (notes[i].map { " -- \($0)" } ?? ""))
                }
                for n in water { lines.append("- [x] 💧 Water +\(n) glass\(n == 1 ? "" : "es")") }
                lines.append("")
            }
            while lines.last == "" { lines.removeLast() }
            let eol = crlf ? "\r\n" : "\n"
            return lines.joined(separator: eol) + (finalNewline ? eol : "")
        }

        static func random(_ rng: inout SplitMix) -> Model {
            var m = Model()
            if rng.next() % 3 == 0 { m.frontMatter = "mood = \(rng.next() % 5 + 1)" }
            for i in 0..<Int(rng.next() % 3) { m.prose.append("Base line \(i).") }
            for slot in slots.indices where rng.next() % 2 == 0 {
                m.entries[slot] = rng.next() % 3 == 0 ? "base note" : nil
            }
            for i in items.indices where rng.next() % 2 == 0 {
                m.boxes[i] = ["[x]", "[ ]", "[-]"][Int(rng.next() % 3)]
            }
            for _ in 0..<Int(rng.next() % 3) { m.water.append(Int(rng.next() % 3) + 1) }
            return m
        }

        func changed(_ rng: inout SplitMix, side: String) -> Model {
            var m = self
            for _ in 0..<Int(rng.next() % 4) {
                switch rng.next() % 8 {
                case 0: m.entries[Int(rng.next() % UInt64(Self.slots.count))] = .some(nil)
                case 1: if let k = m.entries.keys.sorted().first { m.entries[k] = nil }
                case 2: if let k = m.entries.keys.sorted().last { m.entries[k] = .some("\(side) note") }
                case 3: m.boxes[Int(rng.next() % 2)] = ["[x]", "[ ]", "[-]"][Int(rng.next() % 3)]
                case 4: m.water.append(Int(rng.next() % 3) + 1)
                case 5: if !m.water.isEmpty { m.water.removeFirst() }
                case 6: m.prose.insert("\(side) wrote this.", at: Int(rng.next() % UInt64(m.prose.count + 1)))
                default: if let k = m.boxes.keys.sorted().first { m.notes[k] = "\(side) note" }
                }
            }
            return m
        }
    }

    func merge(_ b: String, _ o: String, _ t: String, habits: HabitsFile? = DayMergeTests.habits) -> MergeResult {
        JournalMerge.mergeDay(base: Array(b.utf8), ours: Array(o.utf8), theirs: Array(t.utf8), habits: habits)
    }

    func lint(_ text: String) -> [Diagnostic] {
        let parsed = DayParser.parse(text)
        let path = "days/2026/2026-11-21.md"
        let record = DayRecord(path: path, place: DayPath(path), day: parsed.day, habits: Self.habits)
        let context = RuleContext(
            habits: Self.habits, habitsAreKnown: true, now: LocalDateTime("2026-11-21T23:00")!, firstDay: nil)
        return parsed.diagnostics + Rules.all.flatMap { $0.check(day: record, context) }
    }

    func lines(_ s: String) -> [Substring] {
        s.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
    }

    func testPropertiesOnGeneratedDays() {
        var rng = SplitMix(seed: 15)
        var clean = 0
        var conflicted = 0
        for round in 0..<300 {
            let base = Model.random(&rng)
            let o = base.changed(&rng, side: "ours")
            let t = base.changed(&rng, side: "theirs")
            let crlf = round % 5 == 0
            let (bt, ot, tt) = (round % 7 == 0 ? "" : base.text(crlf: crlf), o.text(crlf: crlf), t.text(crlf: crlf))
            let context = "round \(round)\nBASE\n\(bt)OURS\n\(ot)THEIRS\n\(tt)"
            // merge(X, X, X) = X; one side unchanged gives the other, byte for byte.
            XCTAssertEqual(merge(ot, ot, ot).bytes, Array(ot.utf8), context)
            XCTAssertEqual(merge(bt, bt, tt).bytes, Array(tt.utf8), context)
            XCTAssertEqual(merge(bt, ot, bt).bytes, Array(ot.utf8), context)
            let r = merge(bt, ot, tt)
            let s = merge(bt, tt, ot)
            let result = String(decoding: r.bytes, as: UTF8.self)
            XCTAssertNil(r.fallback, context)
            // Symmetry: the same meaning (clean), or as many conflicts.
            XCTAssertEqual(r.conflicts, s.conflicts, context)
            if r.conflicts == 0 {
                clean += 1
                XCTAssertEqual(
                    DayParser.parse(r.bytes).day.meaning, DayParser.parse(s.bytes).day.meaning,
                    context + "\nRESULT\n" + result)
                // Lint stays clean when both sides were.
                if lint(ot).isEmpty, lint(tt).isEmpty {
                    XCTAssertEqual(lint(result).map(\.message), [], context + "\nRESULT\n" + result)
                }
            } else {
                conflicted += 1
            }
            // No line of either side is lost without a deletion on the other side.
            let (bl, ol, tl, rl) = (Set(lines(bt)), lines(ot), lines(tt), Set(lines(result)))
            for line in ol where !line.isEmpty && (!bl.contains(line) || tl.contains(line)) {
                XCTAssertTrue(rl.contains(line), "lost \(line.debugDescription)\n" + context + "\nRESULT\n" + result)
            }
            for line in tl where !line.isEmpty && (!bl.contains(line) || ol.contains(line)) {
                XCTAssertTrue(rl.contains(line), "lost \(line.debugDescription)\n" + context + "\nRESULT\n" + result)
            }
        }
        XCTAssertGreaterThan(clean, 100)
        XCTAssertGreaterThan(conflicted, 10)
    }

    // MARK: cases

    let base = """
        # Saturday, 21 November

        Slept well.

        ## Timeline

        - 06:00-06:30 🏃 Run

        ## Checklist

        - [ ] 🦷 Floss

        """

    func testBothSidesLoggingFromAnEmptyBaseMergeInOrder() {
        let ours =
            "# Saturday, 21 November\n\n## Timeline\n\n- 06:30-07:00 🏃 Run\n\n## Checklist\n\n- [x] 🦷 Floss\n- [x] 💧 Water +2 glasses\n"
        let theirs =
            "# Saturday, 21 November\n\nA quiet evening.\n\n## Timeline\n\n- 21:00-21:30 📚 Read\n\n## Checklist\n\n- [x] 💧 Water +2 glasses\n"
        let r = merge("", ours, theirs)
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(
            String(decoding: r.bytes, as: UTF8.self),
            """
            # Saturday, 21 November

            A quiet evening.

            ## Timeline

            - 06:30-07:00 🏃 Run
            - 21:00-21:30 📚 Read

            ## Checklist

            - [x] 🦷 Floss
            - [x] 💧 Water +2 glasses
            - [x] 💧 Water +2 glasses

            """)
    }

    func testTickAgainstSkipConflictsOnThatLineOnly() {
        let ours = base.replacingOccurrences(of: "- [ ] 🦷 Floss", with: "- [x] 🦷 Floss").replacingOccurrences(
            of: "Slept well.", with: "Slept badly.")
        let theirs = base.replacingOccurrences(of: "- [ ] 🦷 Floss", with: "- [-] 🦷 Floss") + "\n"
        let r = merge(base, ours, theirs)
        XCTAssertEqual(r.conflicts, 1)
        XCTAssertEqual(
            String(decoding: r.bytes, as: UTF8.self),
            """
            # Saturday, 21 November

            Slept badly.

            ## Timeline

            - 06:00-06:30 🏃 Run

            ## Checklist

            <<<<<<< ours
            - [x] 🦷 Floss
            =======
            - [-] 🦷 Floss
            >>>>>>> theirs


            """)
    }

    func testRemovalIsTakenWhenTheOtherSideLeftTheLineAlone() {
        let ours = base.replacingOccurrences(of: "- 06:00-06:30 🏃 Run\n", with: "")
        let theirs = base.replacingOccurrences(of: "- [ ] 🦷 Floss", with: "- [x] 🦷 Floss")
        let r = merge(base, ours, theirs)
        XCTAssertTrue(r.isClean)
        XCTAssertFalse(String(decoding: r.bytes, as: UTF8.self).contains("Run"))
        XCTAssertTrue(String(decoding: r.bytes, as: UTF8.self).contains("- [x] 🦷 Floss"))
        // Removed on one side, changed on the other: a conflict.
        let noted = base.replacingOccurrences(of: "🏃 Run", with: "🏃 Run -- 5k")
        XCTAssertEqual(merge(base, ours, noted).conflicts, 1)
    }

    func testTwoDifferentNotesOnOneEntryConflict() {
        let r = merge(
            base, base.replacingOccurrences(of: "🏃 Run", with: "🏃 Run -- fast"),
            base.replacingOccurrences(of: "🏃 Run", with: "🏃 Run -- slow"))
        XCTAssertEqual(r.conflicts, 1)
        XCTAssertTrue(
            String(decoding: r.bytes, as: UTF8.self).contains(
                "<<<<<<< ours\n- 06:00-06:30 🏃 Run -- fast\n=======\n- 06:00-06:30 🏃 Run -- slow\n>>>>>>> theirs\n"))
    }

    /// A more indented line below an item is the item's nested content (FORMAT.md 3.2): it
    /// moved to whichever item ended up last, under another habit, in a clean merge.
    func testNestedContentStaysUnderItsItem() {
        let base =
            "## Timeline\n\n- 06:00-06:30 🏃 Run\n  felt great\n  - 5k\n- 21:00-21:30 📚 Read\n\n## Checklist\n\n- [x] 🦷 Floss\n    with the new floss\n- [x] Journal\n"
        let ours = base.replacingOccurrences(of: "- 21:00-21:30 📚 Read\n", with: "- 21:00-21:30 📚 Read -- a novel\n")
        let theirs = base.replacingOccurrences(of: "## Timeline\n\n", with: "## Timeline\n\n- 05:00-05:15 Meditate\n")
            .replacingOccurrences(of: "- [x] Journal\n", with: "- [x] Journal\n- [x] 💧 Water +2 glasses\n")
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            let r = merge(base, o, t)
            XCTAssertTrue(r.isClean)
            XCTAssertEqual(
                String(decoding: r.bytes, as: UTF8.self),
                """
                ## Timeline

                - 05:00-05:15 Meditate
                - 06:00-06:30 🏃 Run
                  felt great
                  - 5k
                - 21:00-21:30 📚 Read -- a novel

                ## Checklist

                - [x] 🦷 Floss
                    with the new floss
                - [x] Journal
                - [x] 💧 Water +2 glasses

                """)
        }
        // A nested line changed on one side and its item's line on the other: both taken,
        // as a line merge would (changes on neighbouring lines would conflict, as in Git);
        // the nested line changed differently on both: a conflict.
        let sixK = base.replacingOccurrences(of: "  - 5k", with: "  - 6k")
        let fiveK = base.replacingOccurrences(of: "🏃 Run\n", with: "🏃 Run -- 5k\n")
        let r = merge(base, sixK, fiveK)
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(
            String(decoding: r.bytes, as: UTF8.self),
            base.replacingOccurrences(of: "🏃 Run\n  felt great\n  - 5k", with: "🏃 Run -- 5k\n  felt great\n  - 6k"))
        let tired = base.replacingOccurrences(of: "  felt great", with: "  felt tired")
        let slow = merge(base, tired, base.replacingOccurrences(of: "  felt great", with: "  felt slow"))
        XCTAssertEqual(slow.conflicts, 1)
        for text in ["felt tired", "felt slow", "  - 5k"] {
            XCTAssertTrue(String(decoding: slow.bytes, as: UTF8.self).contains(text), text)
        }
    }

    /// Items were gathered key by key with a scan of each side per key: 20,000 entries (870 KB)
    /// took four minutes in a debug build. Grouped once, it is linear.
    func testADayOfManyItemsMergesInLinearTime() {
        let base =
            "## Timeline\n\n" + (0..<8000).map { "- 06:00-06:15 Habit\($0) -- a note\n" }.joined() + "\n## Notes\n\nx\n"
        let ours = base.replacingOccurrences(of: "Habit7 -- a note", with: "Habit7 -- ours")
        let theirs = base.replacingOccurrences(of: "Habit9 -- a note", with: "Habit9 -- theirs")
        let start = ContinuousClock.now
        let r = merge(base, ours, theirs, habits: nil)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(15))
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(
            String(decoding: r.bytes, as: UTF8.self),
            ours.replacingOccurrences(of: "Habit9 -- a note", with: "Habit9 -- theirs"))
    }

    /// Entries at one time were put in the order of their keys when both sides changed the
    /// timeline: Run and Meditate, both at 06:00, swapped. The base's order is kept.
    func testEntriesAtOneTimeKeepTheirOrder() {
        let base = "## Timeline\n\n- 06:00-06:30 🏃 Run\n- 06:00-06:30 Meditate\n"
        let ours = base.replacingOccurrences(of: "🏃 Run\n", with: "🏃 Run -- 5k\n")
        let theirs = base + "- 21:00-21:30 📚 Read\n"
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            XCTAssertEqual(
                String(decoding: merge(base, o, t).bytes, as: UTF8.self),
                "## Timeline\n\n- 06:00-06:30 🏃 Run -- 5k\n- 06:00-06:30 Meditate\n- 21:00-21:30 📚 Read\n")
        }
    }

    /// A section one side added where the other added prose: both, no conflict (a section is
    /// structure, never conflict content). Before, the section was put back after a conflict
    /// holding both, or its heading stayed inside it and was dropped with that side.
    func testASectionAddedWhereTheOtherSideAddedProseIsKeptWithItsHeading() {
        let base = "# Sat\n\n## Timeline\n\n- 06:00-06:30 🏃 Run\n"
        let checklist = base + "\n## Checklist\n\n- [x] 🦷 Floss\n"
        let notes = base + "\n## Notes\n\nsomething\n"
        for (o, t) in [(checklist, notes), (notes, checklist)] {
            let r = merge(base, o, t)
            XCTAssertTrue(r.isClean)
            XCTAssertEqual(
                String(decoding: r.bytes, as: UTF8.self),
                base + "\n## Notes\n\nsomething\n\n## Checklist\n\n- [x] 🦷 Floss\n")
        }
        let empty = merge(base, base + "\n## Checklist\n\n## Notes\n\nours\n", base + "\n## Notes\n\ntheirs\n")
        let text = String(decoding: empty.bytes, as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "## Checklist").count, 2, text)
        XCTAssertTrue(text.contains("ours") && text.contains("theirs"), text)
    }

    /// Records add up when sides add them; when both sides replaced a record (`log --set`, a
    /// note edited, `unlog` against an edit) they are a change like any other: `--set 6` on
    /// both sides gave 12 glasses, `--set 6` against `--set 4` gave 10, and an unlog was undone
    /// by a note edited on the other side, all silently.
    func testRecordsReplacedOnBothSidesDoNotAddUp() {
        let base = "## Checklist\n\n- [ ] 🦷 Floss\n- [x] 💧 Water +2 glasses\n"
        func water(_ text: String) -> String { base.replacingOccurrences(of: "- [x] 💧 Water +2 glasses\n", with: text) }
        let six = water("- [x] 💧 Water +6 glasses\n")
        let four = water("- [x] 💧 Water +4 glasses\n")
        let sixAndFloss = six.replacingOccurrences(of: "[ ] 🦷", with: "[x] 🦷")
        for (o, t) in [(six, sixAndFloss), (sixAndFloss, six)] {
            let r = merge(base, o, t)
            XCTAssertTrue(r.isClean)
            XCTAssertEqual(String(decoding: r.bytes, as: UTF8.self), sixAndFloss, "the same --set on both sides, once")
        }
        XCTAssertEqual(merge(base, six, four).conflicts, 1)
        let unlogged = water("")
        let noted = water("- [x] 💧 Water +2 glasses -- after the run\n")
        XCTAssertEqual(merge(base, unlogged, noted).conflicts, 1)
        XCTAssertEqual(merge(base, noted, unlogged).conflicts, 1)
        // Still adding up: a record added on each side, or added on one and edited on the other.
        let more = base + "- [x] 💧 Water +2 glasses\n"
        XCTAssertEqual(String(decoding: merge(base, more, more).bytes, as: UTF8.self), more)
        let twice = base + "- [x] 💧 Water +2 glasses\n- [x] 💧 Water +2 glasses\n"
        XCTAssertEqual(
            String(
                decoding: merge(base, more, more.replacingOccurrences(of: "[ ] 🦷", with: "[x] 🦷")).bytes, as: UTF8.self),
            twice.replacingOccurrences(of: "[ ] 🦷", with: "[x] 🦷"))
        let r = merge(base, noted, more)
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(String(decoding: r.bytes, as: UTF8.self), base + "- [x] 💧 Water +2 glasses -- after the run\n")
    }

    func testCRLFAndAMissingFinalNewlineAreKept() {
        let b = base.replacingOccurrences(of: "\n", with: "\r\n")
        let ours = String(b.dropLast(2)) // no final newline
        let theirs = b.replacingOccurrences(
            of: "- 06:00-06:30 🏃 Run\r\n", with: "- 06:00-06:30 🏃 Run\r\n- 21:00-21:30 📚 Read\r\n")
        let r = merge(b, ours, theirs)
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(String(decoding: r.bytes, as: UTF8.self), String(theirs.dropLast(2)))
        // A conflict's markers end in CRLF too.
        let c = merge(b, b.replacingOccurrences(of: "[ ]", with: "[x]"), b.replacingOccurrences(of: "[ ]", with: "[-]"))
        XCTAssertTrue(String(decoding: c.bytes, as: UTF8.self).contains("<<<<<<< ours\r\n- [x] 🦷 Floss\r\n=======\r\n"))
    }

    /// The checklist's order is the order things were done in (FORMAT.md §3.4): each side's new
    /// ticks keep their side's order, after what both sides had; habits.toml's order plays no
    /// part, and swapping the sides gives the same order.
    func testTicksOnBothSidesKeepEachSidesOrder() {
        let base = "## Checklist\n\n- [x] 🦷 Floss\n"
        let ours = base + "- [x] Meditate\n- [x] Journal\n"
        let theirs = base + "- [x] 💧 Water +1 glass\n- [x] 📚 Read\n"
        let done =
            "## Checklist\n\n- [x] 🦷 Floss\n- [x] Meditate\n- [x] Journal\n- [x] 💧 Water +1 glass\n- [x] 📚 Read\n"
        for habits in [Self.habits, nil] {
            for (o, t) in [(ours, theirs), (theirs, ours)] {
                let r = merge(base, o, t, habits: habits)
                XCTAssertTrue(r.isClean)
                XCTAssertEqual(String(decoding: r.bytes, as: UTF8.self), done, "habits: \(habits != nil)")
            }
        }
    }

    /// A tick moves its line after the last done item; the other side, which changed a line but
    /// moved none, keeps that order, whichever side is ours.
    func testATickMovedOnOneSideKeepsItsPlace() {
        let base = "## Checklist\n\n- [ ] 🦷 Floss\n- [x] Journal\n"
        let ticked = "## Checklist\n\n- [x] Journal\n- [x] 🦷 Floss\n"
        let noted = "## Checklist\n\n- [ ] 🦷 Floss\n- [x] Journal -- evening\n"
        for (o, t) in [(ticked, noted), (noted, ticked)] {
            let r = merge(base, o, t)
            XCTAssertTrue(r.isClean)
            XCTAssertEqual(
                String(decoding: r.bytes, as: UTF8.self), "## Checklist\n\n- [x] Journal -- evening\n- [x] 🦷 Floss\n")
        }
    }

    func testASideThatDoesNotParseFallsBackToTheLineMerge() {
        let broken = base.replacingOccurrences(of: "- 06:00-06:30 🏃 Run", with: "- 06:00-06:30 🏃 Run\n- 25:99 Read")
        XCTAssertTrue(DayParser.parse(broken).diagnostics.hasErrors)
        let theirs = base.replacingOccurrences(of: "Slept well.", with: "Slept well, again.")
        let r = merge(base, broken, theirs)
        XCTAssertNotNil(r.fallback)
        XCTAssertFalse(r.isClean)
        let text = String(decoding: r.bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("- 25:99 Read") && text.contains("Slept well, again."), text)
    }

    func testLoneCarriageReturnsFallBackToTheLineMerge() {
        let old = base.replacingOccurrences(of: "\n", with: "\r")
        let r = merge(old, old.replacingOccurrences(of: "[ ]", with: "[x]"), old + "\rMore.\r")
        XCTAssertEqual(r.fallback, "ours has a line ending in a lone carriage return")
        XCTAssertFalse(r.isClean)
    }

    // MARK: issue 22: headings are structure, items match by meaning

    func text(_ r: MergeResult) -> String { String(decoding: r.bytes, as: UTF8.self) }

    /// `## checklist` respelled on one side and prose added above it on the other: the heading
    /// fell into the conflict and was dropped, leaving Floss under no heading.
    func testASectionHeadingNextToAConflictIsKept() {
        let base = "# Saturday\n\n## checklist\n\n- [ ] 🦷 Floss\n"
        let ours = base.replacingOccurrences(of: "## checklist", with: "## Checklist")
        let theirs = base.replacingOccurrences(of: "## checklist", with: "Tired.\n\n## checklist")
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            let r = merge(base, o, t)
            XCTAssertTrue(r.isClean, text(r))
            XCTAssertEqual(text(r), "# Saturday\n\nTired.\n\n## Checklist\n\n- [ ] 🦷 Floss\n")
        }
    }

    /// One side ticked Floss in an empty Checklist whose neighbour heading (`## Notes`) it
    /// removed; the other wrote under that neighbour: the merge put back a second Checklist
    /// heading (found by MergeNoLossTests' generated merges).
    func testACleanMergeNeverWritesASecondSectionHeading() {
        let base = "# Saturday\n\n## checklist\n\n\n## Notes\n\nA note.\n"
        let ours =
            "# Saturday\n\n## checklist\n\n\n## Notes\n- 07:00-07:15 Meditate -- calm\n\n- [x] 💧 Water +2 glasses\nA note.\n"
        let theirs = "# Saturday\n\n## checklist\n\n\n- [-] Floss\n\nA note.\n"
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            let r = merge(base, o, t)
            XCTAssertEqual(text(r).lowercased().components(separatedBy: "## checklist").count - 1, 1, text(r))
            XCTAssertEqual(
                MergePromise.problems(
                    base: Array(base.utf8), ours: Array(o.utf8), theirs: Array(t.utf8), result: r, habits: Self.habits),
                [])
        }
    }

    /// Found by Fuzz/merge: a conflict held ours' `## Che^klist` (prose, not a section), and
    /// ours' `- [x] 🪥 Floss` below it merged clean after the conflict, where it read as a
    /// broken Timeline entry (in the result, and when theirs was kept). The rest of the section
    /// is one conflict now, each side's lines where they read as written.
    func testLinesBelowAHeadingInAConflictStayWithIt() {
        let base = "## Timeline\n\n- 06:00-06:15 🦷 Floss\n\n## Checklist\n\n- [x] 🦷 Floss\n"
        let ours = "## Timeline\n\n- 06:00-06:15 🪥 Floss\n$\n## Che^klist\n\n- [x] 🪥 Floss"
        let theirs = "\n## Timeline\n\n-loss\n\n## Checklist\n\n- [-] 🧵 Floss\n"
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            let r = merge(base, o, t)
            XCTAssertEqual(
                MergePromise.problems(
                    base: Array(base.utf8), ours: Array(o.utf8), theirs: Array(t.utf8), result: r, habits: Self.habits),
                [], text(r))
            XCTAssertTrue(text(r).contains("## Che^klist\n\n- [x] 🪥 Floss"), text(r))
        }
    }

    /// Found by Fuzz/merge: both sides open a code block with fences of different lengths; with
    /// markers, theirs' longer fence closes ours', and the rest reads as sections (as in `git
    /// merge-file`'s result). Each resolution, what a person keeps, reads as its side does.
    func testAConflictBetweenTwoCodeFencesResolvesToDaysThatRead() {
        let base = "# Saturday\r\n\r\nSlept well.\r\n\r\n## Time|ine\r\n" + String(repeating: "`", count: 52)
        let ours =
            "````\r\n- 05:00-06:30 Run\r\n\r\n\n\r\n- 06:00-06:30 Run\r\n\r\n## Checklist\r\n\r\n- [ g Fl"
            + String(repeating: "`", count: 17)
        let theirs =
            String(repeating: "`", count: 44)
            + "\r\n- 05:00-06:30 Run\r\n\r\n\n\r\n- 06:00-06:30 Run\r\n\r\n## Checklist\r\n\r\n- [ g Floss\r\n"
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            let r = merge(base, o, t)
            XCTAssertGreaterThan(r.conflicts, 0)
            XCTAssertEqual(
                MergePromise.problems(
                    base: Array(base.utf8), ours: Array(o.utf8), theirs: Array(t.utf8), result: r, habits: Self.habits),
                [])
        }
    }

    func problems(_ b: String, _ o: String, _ t: String, _ r: MergeResult, habits: HabitsFile? = DayMergeTests.habits)
        -> [String]
    {
        MergePromise.problems(
            base: Array(b.utf8), ours: Array(o.utf8), theirs: Array(t.utf8), result: r, habits: habits)
    }

    /// Issue 22's open finding (Fuzz/merge, `merge-resolution`): the lines above the sections
    /// were merged line by line even when a conflict there held a code fence, so keeping theirs
    /// (`````) put ours' later `````` after it, which closed theirs' block: theirs' code read as
    /// two `## Checklist` headings and a broken item. The same "keeping theirs gives 2 Checklist
    /// headings" was reported before with theirs holding two `## Checklist` lines, as code.
    func testKeepingEitherSideOfAConflictAboveTheSectionsReadsAsThatSide() {
        let habits = HabitsParser.parse(
            Array("[habits.run]\nname = \"Run\"\nduration = \"30m\"\n[habits.floss]\nname = \"Floss\"\n".utf8)
        ).file
        let base =
            "# Sat|r\n- 06:00-06:30 Run\r\n\r\n#\r\n\r\neckklist\r\n\r\n`\r\n`````\nt# Timeline\n\n- 0~:30-07:00~ Ru\u{12}1:+i2t\r\n"
        let ours =
            "\r\n`\r\n`````\n--|r\n- 06:Run\r\n\r\n#\n\n#Time\n\n## Checklun\n\n## Checklist\n\n- [x]n\n\u{1}#3Douu1:+i2t\r\n\r\n`\r\n"
        let theirs =
            "`````\n--|r\n- 06:Run\r\n\r\n#\n\n#Time\n\n## Check?lun\n\n## Checklist\n\n- [`\n--|r\n- 06:Run\r\n\r\n#\n\n#Time\n\n## Checklun\n\n## Checklist\n\n- [x]n\n\u{1}#3Doule5:30r"
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            let r = merge(base, o, t, habits: habits)
            XCTAssertFalse(r.isClean)
            XCTAssertEqual(problems(base, o, t, r, habits: habits), [], text(r))
        }
        // Found the same way by a search of small days: ours wraps its lines above the sections
        // in a block (```` closes ```); keeping theirs took ours' opening fence alone, and the
        // Checklist below became code.
        let base2 = "# Sat\n## Notes\n\n\n## Checklist\n\n- [ ] Floss\n"
        let ours2 = "```\nR\n## Notes\n\n````\n\n## Checklist\n\n- [ ] Floss\n"
        let theirs2 = "## Notes\n\n\n## Checklist\n\n- [ ] Floss\n"
        for (o, t) in [(ours2, theirs2), (theirs2, ours2)] {
            let r = merge(base2, o, t)
            XCTAssertNil(r.fallback)
            XCTAssertGreaterThan(r.conflicts, 0)
            XCTAssertEqual(problems(base2, o, t, r), [], text(r))
            XCTAssertEqual(MergePromise.resolve(r.bytes, MergeMarkers(), keepOurs: true), Array(o.utf8), text(r))
            XCTAssertEqual(MergePromise.resolve(r.bytes, MergeMarkers(), keepOurs: false), Array(t.utf8), text(r))
        }
    }

    /// A side that ends inside a code block swallows what the merge puts after it: here theirs'
    /// Checklist, which became code when ours was kept. Such a side is merged line by line.
    func testASideEndingInsideACodeBlockIsMergedLineByLine() {
        let base = "# Saturday\n\n## Timeline\n\n- 06:00-06:30 🏃 Run\n"
        let ours = "# Saturday\n\n## Timeline\n\n- 06:00-06:30 🏃 Run -- 5k\n\n```\nsketch\n"
        let theirs = "# Saturday\n\n## Timeline\n\n- 06:00-06:30 🏃 Run -- slow\n\n## Checklist\n\n- [x] 🦷 Floss\n"
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            let r = merge(base, o, t)
            XCTAssertEqual(r.fallback?.hasSuffix("ends inside a code block or a comment"), true, r.fallback ?? "nil")
            XCTAssertEqual(
                r.bytes,
                JournalMerge.mergeLines(base: Array(base.utf8), ours: Array(o.utf8), theirs: Array(t.utf8)).bytes)
        }
    }

    /// The safety net for a conflicted merge: a resolution that doubles a heading, loses one or
    /// turns an item into prose does not pass.
    func testAResolutionMustKeepTheSectionsAndItemsWritten() {
        func merged(_ text: String, items: Int, ours: Int, theirs: Int) -> DayMerge.Merged {
            DayMerge.Merged(
                result: MergeResult(bytes: Array(text.utf8), conflicts: 1), sections: [.checklist], items: items,
                oursItems: ours, theirsItems: theirs)
        }
        let doubled = merged(
            "## Checklist\n\n<<<<<<< ours\n## Checklist\n=======\n>>>>>>> theirs\n- [x] Floss\n", items: 1, ours: 0,
            theirs: 0)
        XCTAssertFalse(doubled.resolves(keepOurs: true, MergeMarkers()))
        XCTAssertTrue(doubled.resolves(keepOurs: false, MergeMarkers()))
        let fenced = merged(
            "## Checklist\n\n<<<<<<< ours\n```\n=======\n- [-] Floss\n>>>>>>> theirs\n- [x] Read\n", items: 1, ours: 0,
            theirs: 1)
        XCTAssertFalse(fenced.resolves(keepOurs: true, MergeMarkers()))
        XCTAssertTrue(fenced.resolves(keepOurs: false, MergeMarkers()))
        let lost = merged("<<<<<<< ours\n## Checklist\n=======\n>>>>>>> theirs\n", items: 0, ours: 0, theirs: 0)
        XCTAssertTrue(lost.resolves(keepOurs: true, MergeMarkers()))
        XCTAssertFalse(lost.resolves(keepOurs: false, MergeMarkers()))
    }

    /// A side that holds an unresolved conflict was merged by meaning and written with exit 0,
    /// both alternatives now above the `=======`. It is left to Git's line merge, conflicted.
    func testASideWithConflictMarkersIsNotMergedByMeaning() {
        let unresolved = base.replacingOccurrences(
            of: "- [ ] 🦷 Floss\n", with: "<<<<<<< HEAD\n- [x] 🦷 Floss\n=======\n- [-] 🦷 Floss\n>>>>>>> phone\n")
        let theirs = base.replacingOccurrences(
            of: "- 06:00-06:30 🏃 Run\n", with: "- 06:00-06:30 🏃 Run\n- 21:00-21:30 📚 Read\n")
        for (o, t) in [(unresolved, theirs), (theirs, unresolved), (unresolved, base)] {
            let r = merge(base, o, t)
            XCTAssertFalse(r.isClean)
            XCTAssertEqual(r.fallback?.contains("conflict marker"), true, r.fallback ?? "nil")
            XCTAssertEqual(
                r.bytes,
                JournalMerge.mergeLines(base: Array(base.utf8), ours: Array(o.utf8), theirs: Array(t.utf8)).bytes)
        }
    }

    /// `* [ ] Floss` ticked on one side, `fmt` on the other: the same item, one change.
    func testItemsMatchByMeaningWhateverTheirSpelling() {
        let base = "## Checklist\n\n* [ ] Floss\n"
        let r = merge(base, "## Checklist\n\n* [x] Floss\n", "## Checklist\n\n- [ ] Floss\n")
        XCTAssertTrue(r.isClean, text(r))
        XCTAssertEqual(text(r), "## Checklist\n\n- [x] Floss\n")
        // [X] made [x] by fmt on one side, a note added on the other.
        let upper = "## Checklist\n\n- [X] 🦷 Floss\n"
        let noted = merge(upper, "## Checklist\n\n- [x] 🦷 Floss\n", "## Checklist\n\n- [X] 🦷 Floss -- minty\n")
        XCTAssertTrue(noted.isClean, text(noted))
        XCTAssertEqual(text(noted), "## Checklist\n\n- [x] 🦷 Floss -- minty\n")
        // +30m respelled by fmt on one side, a note added on the other.
        let short = "## Timeline\n\n- 07:00 +30m 🏃 Run\n"
        let run = merge(short, "## Timeline\n\n- 07:00-07:30 🏃 Run\n", "## Timeline\n\n- 07:00 +30m 🏃 Run -- 5k\n")
        XCTAssertTrue(run.isClean, text(run))
        XCTAssertEqual(text(run), "## Timeline\n\n- 07:00-07:30 🏃 Run -- 5k\n")
        // Different meanings still conflict.
        XCTAssertEqual(merge(base, "## Checklist\n\n* [x] Floss\n", "## Checklist\n\n- [-] Floss\n").conflicts, 1)
    }

    /// `habit edit floss --emoji` on two devices rewrites every day that mentions Floss: every
    /// such day conflicted. Lines that differ only in their emoji agree: the emoji is
    /// habits.toml's when it is known, else ours'.
    func testLinesThatDifferOnlyInTheirEmojiDoNotConflict() {
        let base = "## Timeline\n\n- 06:00-06:15 🦷 Floss\n\n## Checklist\n\n- [x] 🦷 Floss\n"
        let ours = base.replacingOccurrences(of: "🦷", with: "🪥")
        let theirs = base.replacingOccurrences(of: "🦷", with: "🧵")
        let r = merge(base, ours, theirs, habits: nil)
        XCTAssertTrue(r.isClean, text(r))
        XCTAssertEqual(text(r), ours)
        let threaded = HabitsParser.parse(Array("[habits.floss]\nname = \"Floss\"\nemoji = \"🧵\"\n".utf8)).file
        let known = merge(base, ours, theirs, habits: threaded)
        XCTAssertTrue(known.isClean, text(known))
        XCTAssertEqual(text(known), theirs)
        // A new emoji on one side and a note on the other: both, the emoji known or ours'.
        let noted = base.replacingOccurrences(of: "- [x] 🦷 Floss", with: "- [x] 🦷 Floss -- minty")
        XCTAssertEqual(
            text(merge(base, ours, noted, habits: nil)),
            ours.replacingOccurrences(of: "- [x] 🪥 Floss", with: "- [x] 🪥 Floss -- minty"))
        XCTAssertEqual(
            text(merge(base, noted, ours, habits: nil)),
            ours.replacingOccurrences(of: "- [x] 🪥 Floss", with: "- [x] 🪥 Floss -- minty"))
    }

    /// A CRLF side merged with an LF side gave a file with both endings: the result is ours'.
    func testTheResultKeepsOursLineEndingThroughout() {
        let ours = base.replacingOccurrences(of: "Slept well.", with: "Slept badly.").replacingOccurrences(
            of: "\n", with: "\r\n")
        let theirs =
            base.replacingOccurrences(of: "- 06:00-06:30 🏃 Run\n", with: "- 06:00-06:30 🏃 Run\n- 21:00-21:30 📚 Read\n")
            + "\nA quiet evening.\n"
        let crlf = text(merge(base, ours, theirs))
        XCTAssertEqual(
            crlf,
            """
            # Saturday, 21 November\r
            \r
            Slept badly.\r
            \r
            ## Timeline\r
            \r
            - 06:00-06:30 🏃 Run\r
            - 21:00-21:30 📚 Read\r
            \r
            ## Checklist\r
            \r
            - [ ] 🦷 Floss\r
            \r
            A quiet evening.\r

            """)
        let lf = text(merge(base, theirs, ours))
        XCTAssertEqual(lf, crlf.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    // MARK: habits.toml

    let habitsBase = """
        # My habits
        [journal]
        day_starts = "04:00"

        [habits.run]
        name = "Run"
        duration = "30m"

        # Evenings.
        [habits.read]
        name = "Read"
        duration = "30m"

        """

    func mergeHabits(_ b: String, _ o: String, _ t: String) -> MergeResult {
        JournalMerge.mergeHabits(base: Array(b.utf8), ours: Array(o.utf8), theirs: Array(t.utf8))
    }

    func testHabitsAddedOnEachSideAreBothKept() {
        let ours = habitsBase + "\n[habits.yoga]\nname = \"Yoga\"\n"
        let theirs = habitsBase + "\n# New.\n[habits.floss]\nname = \"Floss\"\n"
        let r = mergeHabits(habitsBase, ours, theirs)
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(
            String(decoding: r.bytes, as: UTF8.self),
            habitsBase + "\n# New.\n[habits.floss]\nname = \"Floss\"\n\n[habits.yoga]\nname = \"Yoga\"\n")
        XCTAssertEqual(mergeHabits(habitsBase, theirs, ours).bytes, r.bytes, "symmetric")
    }

    func testAHabitFieldChangedOnOneSideIsTakenAndDifferentChangesConflictOnThatLine() {
        let ours = habitsBase.replacingOccurrences(
            of: "name = \"Run\"\nduration = \"30m\"", with: "name = \"Run\"\nduration = \"45m\"")
        let theirs = habitsBase.replacingOccurrences(
            of: "[habits.read]\nname = \"Read\"", with: "[habits.read]\nname = \"Reading\"")
        let r = mergeHabits(habitsBase, ours, theirs)
        XCTAssertTrue(r.isClean)
        let text = String(decoding: r.bytes, as: UTF8.self)
        XCTAssertTrue(
            text.contains("duration = \"45m\"") && text.contains("name = \"Reading\"") && text.contains("# Evenings."),
            text)
        let other = habitsBase.replacingOccurrences(
            of: "name = \"Run\"\nduration = \"30m\"", with: "name = \"Run\"\nduration = \"1h\"")
        let c = mergeHabits(habitsBase, ours, other)
        XCTAssertEqual(c.conflicts, 1)
        XCTAssertTrue(
            String(decoding: c.bytes, as: UTF8.self).contains(
                "name = \"Run\"\n<<<<<<< ours\nduration = \"45m\"\n=======\nduration = \"1h\"\n>>>>>>> theirs\n"))
    }

    func testNeighbouringFieldsChangedOnEachSideMergeFieldByField() {
        let ours = habitsBase.replacingOccurrences(
            of: "name = \"Run\"\nduration = \"30m\"", with: "name = \"Run\"\nduration = \"45m\"")
        let theirs = habitsBase.replacingOccurrences(
            of: "name = \"Run\"\nduration = \"30m\"",
            with: "name = \"Running\" # renamed\nduration = \"30m\"\nemoji = \"🏃\"")
        // Git's line merge conflicts here: the two changes touch.
        XCTAssertEqual(
            JournalMerge.mergeLines(base: Array(habitsBase.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
                .conflicts, 1)
        let r = mergeHabits(habitsBase, ours, theirs)
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(
            String(decoding: r.bytes, as: UTF8.self),
            habitsBase.replacingOccurrences(
                of: "name = \"Run\"\nduration = \"30m\"",
                with: "name = \"Running\" # renamed\nduration = \"45m\"\nemoji = \"🏃\""))
        // A field removed on one side and changed on the other: line by line (a conflict).
        let removed = habitsBase.replacingOccurrences(of: "duration = \"30m\"\n\n# Evenings.", with: "\n# Evenings.")
        XCTAssertEqual(mergeHabits(habitsBase, removed, ours).conflicts, 1)
        // Removed on one side, left alone on the other: removed, next to the other side's changes.
        let r2 = mergeHabits(habitsBase, removed, theirs)
        XCTAssertTrue(r2.isClean)
        XCTAssertEqual(
            String(decoding: r2.bytes, as: UTF8.self),
            theirs.replacingOccurrences(of: "# renamed\nduration = \"30m\"\n", with: "# renamed\n"))
    }

    func testAHabitRemovedOnOneSideAndChangedOnTheOtherConflicts() {
        let ours = habitsBase.replacingOccurrences(
            of: "\n# Evenings.\n[habits.read]\nname = \"Read\"\nduration = \"30m\"\n", with: "")
        XCTAssertTrue(
            mergeHabits(habitsBase, ours, habitsBase.replacingOccurrences(of: "# My habits", with: "# Mine")).isClean)
        let theirs = habitsBase.replacingOccurrences(of: "name = \"Read\"", with: "name = \"Reading\"")
        XCTAssertEqual(mergeHabits(habitsBase, ours, theirs).conflicts, 1)
    }

    /// `habit move` on one side, a field changed on the other: the base's order won, undoing the move.
    func testATableOrderChangedOnOneSideIsKept() {
        let moved = habitsBase.replacingOccurrences(
            of:
                "[habits.run]\nname = \"Run\"\nduration = \"30m\"\n\n# Evenings.\n[habits.read]\nname = \"Read\"\nduration = \"30m\"\n",
            with:
                "# Evenings.\n[habits.read]\nname = \"Read\"\nduration = \"30m\"\n\n[habits.run]\nname = \"Run\"\nduration = \"30m\"\n"
        )
        XCTAssertNotEqual(moved, habitsBase)
        let longer = habitsBase.replacingOccurrences(
            of: "name = \"Run\"\nduration = \"30m\"", with: "name = \"Run\"\nduration = \"45m\"")
        let added = longer + "\n[habits.yoga]\nname = \"Yoga\"\n"
        for (o, t) in [(moved, added), (added, moved)] {
            let r = mergeHabits(habitsBase, o, t)
            XCTAssertTrue(r.isClean)
            // Yoga, added after the last habit, stays last.
            XCTAssertEqual(
                String(decoding: r.bytes, as: UTF8.self),
                moved.replacingOccurrences(
                    of: "name = \"Run\"\nduration = \"30m\"", with: "name = \"Run\"\nduration = \"45m\"")
                    + "\n[habits.yoga]\nname = \"Yoga\"\n")
        }
    }

    /// `[habits.run]` on a line of a multi-line description was taken for a table header: the
    /// habit removed on one side and its description's tail edited on the other gave a conflict
    /// holding only the tail, and keeping theirs gave TOML that does not read.
    func testAHeaderInsideAMultiLineStringIsNotATable() {
        let base =
            habitsBase
            + "\n[habits.notes]\nname = \"Notes\"\ndescription = \"\"\"\nCopy the run:\n[habits.run]\nevery day\"\"\"\n"
        let removed = habitsBase
        let edited = base.replacingOccurrences(of: "every day", with: "every other day")
        for (o, t) in [(removed, edited), (edited, removed)] {
            let r = mergeHabits(base, o, t)
            XCTAssertEqual(r.conflicts, 1)
            XCTAssertNil(r.fallback)
            for keepOurs in [true, false] {
                let kept = MergePromise.resolve(r.bytes, MergeMarkers(), keepOurs: keepOurs)
                XCTAssertFalse(HabitsParser.parse(kept).diagnostics.hasErrors, String(decoding: kept, as: UTF8.self))
            }
        }
        // A change elsewhere merges, the description whole.
        let renamed = base.replacingOccurrences(of: "name = \"Notes\"", with: "name = \"Run notes\"")
        let r = mergeHabits(base, renamed, edited)
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(
            String(decoding: r.bytes, as: UTF8.self),
            edited.replacingOccurrences(of: "name = \"Notes\"", with: "name = \"Run notes\""))
    }

    /// The same habit added on both devices, one with an emoji, the other with a colour: a
    /// conflict over the whole table. Now field by field; only a field set differently conflicts.
    func testTheSameHabitAddedOnBothSidesMergesFieldByField() {
        let ours = habitsBase + "\n[habits.yoga]\nname = \"Yoga\"\nemoji = \"🧘\"\n"
        let theirs = habitsBase + "\n[habits.yoga]\nname = \"Yoga\"\ncolor = \"mint\"\n"
        for (o, t) in [(ours, theirs), (theirs, ours)] {
            let r = mergeHabits(habitsBase, o, t)
            XCTAssertTrue(r.isClean, String(decoding: r.bytes, as: UTF8.self))
            let yoga = HabitsParser.parse(r.bytes).file.habits.first { $0.id == "yoga" }
            XCTAssertEqual(yoga?.emoji, "🧘")
            XCTAssertEqual(yoga?.color, "mint")
        }
        let other = habitsBase + "\n[habits.yoga]\nname = \"Yoga\"\nemoji = \"🤸\"\n"
        let c = mergeHabits(habitsBase, ours, other)
        XCTAssertEqual(c.conflicts, 1)
        XCTAssertTrue(
            String(decoding: c.bytes, as: UTF8.self).hasSuffix(
                "[habits.yoga]\nname = \"Yoga\"\n<<<<<<< ours\nemoji = \"🧘\"\n=======\nemoji = \"🤸\"\n>>>>>>> theirs\n")
        )
    }

    /// habits.toml from a CRLF side and an LF side: every line with ours' ending; a side with
    /// conflict markers is left to the line merge.
    func testHabitsKeepOursLineEndingAndRefuseConflictMarkers() {
        let ours = habitsBase.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(
            of: "\"30m\"\r\n\r\n# Evenings", with: "\"45m\"\r\n\r\n# Evenings")
        let theirs = habitsBase + "\n[habits.yoga]\nname = \"Yoga\"\n"
        let r = mergeHabits(habitsBase, ours, theirs)
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(String(decoding: r.bytes, as: UTF8.self), ours + "\r\n[habits.yoga]\r\nname = \"Yoga\"\r\n")
        let unresolved = habitsBase.replacingOccurrences(
            of: "duration = \"30m\"\n\n# Evenings",
            with: "<<<<<<< HEAD\nduration = \"30m\"\n=======\nduration = \"1h\"\n>>>>>>> phone\n\n# Evenings")
        for (o, t) in [(unresolved, theirs), (unresolved, habitsBase)] {
            let m = mergeHabits(habitsBase, o, t)
            XCTAssertFalse(m.isClean)
            XCTAssertEqual(m.fallback?.contains("conflict marker on line 7"), true, m.fallback ?? "nil")
        }
    }

    func testHabitsThatDoNotParseFallBack() {
        let r = mergeHabits(
            habitsBase, habitsBase + "[habits.x\n", habitsBase.replacingOccurrences(of: "30m", with: "1h"))
        XCTAssertNotNil(r.fallback)
        XCTAssertFalse(r.isClean)
    }
}
