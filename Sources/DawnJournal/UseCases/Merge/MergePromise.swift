/// What a day-file merge promises, as a check on its result: the tests' generated merges and
/// `Fuzz/merge` run it on every merge they make. Written apart from `DayMerge`, so that it does
/// not share its mistakes.
///
/// For a merge by meaning (no fallback) of three days that read without errors:
/// - **nothing lost:** every non-blank line of ours and of theirs that the base did not have is
///   in the result, clean or inside a conflict, as it was written or, for an entry or item,
///   with the same meaning (time, habit, box, amount, note; spelling and emoji aside);
/// - **headings are structure:** keeping either side of every conflict gives a day with each
///   section heading at most once, every entry or item of a side that is there still under its
///   heading, a section both sides have still there, and no syntax error.
enum MergePromise {
    /// The promises `result` breaks, as sentences; empty when it keeps them all.
    static func problems(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], result: MergeResult,
        habits: HabitsFile?, markers: MergeMarkers = MergeMarkers()
    ) -> [String] {
        guard result.fallback == nil else { return [] }
        let sides = [base, ours, theirs].map { DayParser.parse($0) }
        guard !sides.contains(where: { $0.diagnostics.hasErrors }) else { return [] }
        var problems: [String] = []
        let resolutions = [
            resolve(result.bytes, markers, keepOurs: true), resolve(result.bytes, markers, keepOurs: false),
        ]
        let parsed = resolutions.map { DayParser.parse($0) }

        // Nothing lost.
        var found: Set<String> = []
        for day in parsed.map(\.day) {
            for line in day.lines {
                found.insert(text(line))
                found.insert(meaning(line, day, habits))
            }
        }
        let baseKeys = Set(sides[0].day.lines.flatMap { [text($0), meaning($0, sides[0].day, habits)] })
        for (name, side) in [("ours", sides[1]), ("theirs", sides[2])] {
            for line in side.day.lines where line.kind != .blank && !isBlank(line.text) {
                let (t, m) = (text(line), meaning(line, side.day, habits))
                if baseKeys.contains(t) || baseKeys.contains(m) || found.contains(t) || found.contains(m) { continue }
                problems.append("line \(line.number) of \(name) is lost: \(line.text.debugDescription)")
            }
        }

        // Not checked: the result itself, markers and all. Markers stack both sides' lines, so
        // a code fence on each side can close the other's (`````` after ````), and what
        // follows reads differently, as it does in `git merge-file`'s result. What a person
        // ends up with is a resolution, checked below.

        // Headings are structure.
        var itemTexts: Set<String> = []
        var proseTexts: Set<String> = []
        for side in sides {
            for line in side.day.lines {
                switch line.kind {
                case .entry, .checklistItem: itemTexts.insert(line.text)
                default: proseTexts.insert(line.text)
                }
            }
        }
        func headings(_ day: Day) -> [DaySection: Int] {
            var count: [DaySection: Int] = [:]
            for line in day.lines {
                if case .heading(2, let title) = line.kind, let section = DaySection(title: title) {
                    count[section, default: 0] += 1
                }
            }
            return count
        }
        let (oursHeadings, theirsHeadings) = (headings(sides[1].day), headings(sides[2].day))
        for (which, resolution) in zip(["ours", "theirs"], parsed) {
            let counts = headings(resolution.day)
            for (section, n) in counts where n > 1 && max(oursHeadings[section] ?? 0, theirsHeadings[section] ?? 0) < 2
            {
                problems.append("keeping \(which) gives \(n) \(section.title) headings")
            }
            for section in [DaySection.timeline, .checklist]
            where oursHeadings[section] != nil && theirsHeadings[section] != nil && counts[section] == nil {
                problems.append("keeping \(which) loses the \(section.title) heading both sides have")
            }
            for line in resolution.day.lines
            where line.kind == .text && itemTexts.contains(line.text) && !proseTexts.contains(line.text) {
                problems.append(
                    "keeping \(which) leaves \(line.text.debugDescription) outside its section (line \(line.number))")
            }
            if resolution.diagnostics.hasErrors {
                problems.append(
                    "keeping \(which) does not read: \(resolution.diagnostics.first { $0.severity == .error }!.message)"
                )
            }
        }
        return problems
    }

    /// The result with every conflict resolved to one side, markers gone.
    static func resolve(_ bytes: [UInt8], _ markers: MergeMarkers, keepOurs: Bool) -> [UInt8] {
        let m = markers.lineMarkers
        func content(_ line: LineMerge.Line) -> [UInt8] { Array(GitLine.content(of: line)) }
        let open = content(m.line(0x3C, label: m.ours, ending: [])[...])
        let middle = content(m.line(0x3D, label: "", ending: [])[...])
        let close = content(m.line(0x3E, label: m.theirs, ending: [])[...])
        var out: [UInt8] = []
        var state = 0 // 0 outside, 1 ours, 2 theirs
        for line in LineMerge.lines(bytes) {
            let c = content(line)
            if state == 0, c == open {
                state = 1
                continue
            }
            if state == 1, c == middle {
                state = 2
                continue
            }
            if state == 2, c == close {
                state = 0
                continue
            }
            if state == 0 || (state == 1) == keepOurs { out += line }
        }
        return out
    }

    static func isBlank(_ text: String) -> Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

    static func text(_ line: DayLine) -> String { "T" + line.text }

    /// An entry's or item's meaning, spelling and emoji aside; other lines' text.
    static func meaning(_ line: DayLine, _ day: Day, _ habits: HabitsFile?) -> String {
        func habit(_ mention: HabitMention) -> String {
            if let habits, let i = habits.habitIndex(for: mention) { return "#" + habits.habits[i].id }
            return "=" + mention.matchKey
        }
        func rest(_ amount: AmountRecord?, _ note: String?) -> String {
            (amount.map { " " + $0.text } ?? "") + (note.map { " -- " + $0 } ?? "")
        }
        switch line.kind {
        case .entry(let k):
            let e = day.entries[k]
            return "E\(e.start.minutes)-\(e.end.minutes) \(habit(e.habit))\(rest(e.amount, e.note))"
        case .checklistItem(let k):
            let c = day.checklist[k]
            return "C\(c.state.box) \(habit(c.habit))\(rest(c.amount, c.note))"
        case .heading(2, let title):
            return DaySection(title: title).map { "H" + $0.title } ?? text(line)
        default:
            return text(line)
        }
    }
}
