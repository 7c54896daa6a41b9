// libFuzzer target "merge": the merge driver's three-way merges (JournalMerge).
// Input: two 2-byte lengths, then BASE, OURS and THEIRS one after the other (THEIRS is the rest).
// Checks: no crash; merge(X, X, X) = X; one side unchanged gives the other byte for byte; the
// same cleanness, and for a clean merge the same meaning (emoji and the case of habit names
// aside: where the sides spell a line differently, ours' spelling is taken), with OURS and THEIRS swapped; a clean day merge of three days
// that read reads back without errors; and what `MergePromise` states, both ways: no line of
// either side lost (in the result, clean or in a conflict, or the same entry or item by
// meaning), every section heading there once and outside conflicts, every entry or item under
// its heading, and each resolution of the conflicts reading without errors.

let habitsTOML = """
    [habits.run]
    name = "Run"
    duration = "30m"
    [habits.floss]
    name = "Floss"
    [habits.water]
    name = "Water"
    unit = "glasses"
    """
let habits = HabitsParser.parse(Array(habitsTOML.utf8)).file

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = FuzzReader(Array(UnsafeBufferPointer(start: data, count: size)))
    let habitsMode = r.byte() & 1 == 1
    let n1 = Int(r.byte()) << 8 | Int(r.byte())
    let n2 = Int(r.byte()) << 8 | Int(r.byte())
    let rest = r.rest
    let a = min(n1, rest.count)
    let b = min(a + n2, rest.count)
    let (base, ours, theirs) = (Array(rest[..<a]), Array(rest[a..<b]), Array(rest[b...]))
    func merge(_ x: [UInt8], _ y: [UInt8], _ z: [UInt8]) -> MergeResult {
        habitsMode
            ? JournalMerge.mergeHabits(base: x, ours: y, theirs: z)
            : JournalMerge.mergeDay(base: x, ours: y, theirs: z, habits: habits)
    }
    func fail(_ what: String) -> Never {
        finding(
            "merge", "\(what)\nBASE \(swiftLiteral(base))\nOURS \(swiftLiteral(ours))\nTHEIRS \(swiftLiteral(theirs))")
    }
    if merge(ours, ours, ours).bytes != ours { fail("merge(X, X, X) != X") }
    if merge(base, base, theirs).bytes != theirs { fail("ours unchanged, but the result is not theirs") }
    if merge(base, ours, base).bytes != ours { fail("theirs unchanged, but the result is not ours") }
    let m = merge(base, ours, theirs)
    let s = merge(base, theirs, ours)
    // Clean on one side of the swap is clean on the other. The number of conflict regions may
    // differ: Git's zealous merge splits a conflict along a diff of ours against theirs, and
    // Myers' diff breaks ties by the order of its inputs (`git merge-file` gives 2 regions one
    // way and 1 the other on Fuzz/corpus/merge/asymmetric-regions, as we do).
    if (m.fallback == nil) != (s.fallback == nil) || m.isClean != s.isClean {
        fail("not symmetric: \(m.conflicts) and \(s.conflicts) conflicts")
    }
    // A side with errors comes through as it is when the other side is unchanged: only a merge
    // of three days that read must read back.
    let allRead = [base, ours, theirs].allSatisfy { !DayParser.parse($0).diagnostics.hasErrors }
    if !habitsMode, m.isClean, allRead {
        let parsed = DayParser.parse(m.bytes)
        if parsed.diagnostics.hasErrors { fail("a clean merge does not read back") }
        func spellingAside(_ bytes: [UInt8]) -> DayMeaning {
            var m = DayParser.parse(bytes).day.meaning
            for i in m.entries.indices {
                m.entries[i].emoji = nil
                m.entries[i].habit = m.entries[i].habit.lowercased()
            }
            for i in m.checklist.indices {
                m.checklist[i].emoji = nil
                m.checklist[i].habit = m.checklist[i].habit.lowercased()
            }
            return m
        }
        if !skipping("merge-meaning"), spellingAside(m.bytes) != spellingAside(s.bytes) {
            finding(
                "merge-meaning",
                "not symmetric: different meanings\nBASE \(swiftLiteral(base))\nOURS \(swiftLiteral(ours))\nTHEIRS \(swiftLiteral(theirs))"
            )
        }
    }
    if !habitsMode, !skipping("merge-loss") {
        for (x, y, r) in [(ours, theirs, m), (theirs, ours, s)] {
            let problems = MergePromise.problems(base: base, ours: x, theirs: y, result: r, habits: habits)
            // A resolution that does not read, or doubles a heading, is its own class
            // (`merge-resolution`: code fences of different lengths on the two sides, fixed in
            // DayMerge, Docs/RELIABILITY.md); a lost line or a lost heading is `merge-loss`.
            let resolution = problems.filter { $0.contains(" does not read") || $0.hasSuffix(" headings") }
            let loss = problems.filter { !($0.contains(" does not read") || $0.hasSuffix(" headings")) }
            let sides = "\nBASE \(swiftLiteral(base))\nOURS \(swiftLiteral(x))\nTHEIRS \(swiftLiteral(y))"
            if !loss.isEmpty { finding("merge-loss", loss.joined(separator: "; ") + sides) }
            if !resolution.isEmpty, !skipping("merge-resolution") {
                finding("merge-resolution", resolution.joined(separator: "; ") + sides)
            }
        }
    }
    return 0
}
