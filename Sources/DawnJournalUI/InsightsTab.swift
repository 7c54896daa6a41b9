import DawnJournal
import DawnJournalText
import DawnSource

/// The Insights tab's state, kept while another tab is shown.
struct InsightsState: Equatable {
    /// The windows of the range selector, the seed's: 7, 30 and 90 days.
    static let ranges = [7, 30, 90]

    /// The window shown, one of `ranges`.
    var days = ranges[0]
    /// The numbers of the window, as `summary --days N` counts them; nil until read.
    var summary: Summary?
    /// Why the window could not be read, worded.
    var refusal: String?
    /// The first line of the cards shown (↑/↓ scroll when they do not fit).
    var scroll = 0
}

/// The results of the Insights tab's commands.
enum InsightsMsg {
    /// The window of `days` days was read: its summary, or the refusal worded.
    case loaded(days: Int, Summary?, refusal: String?)
}

/// What the Insights tab asks the runtime to read or write.
enum InsightsCommand: Equatable {
    /// Reads the `days` days up to the journal's today, as `summary --days N` does.
    case load(days: Int)
}

/// The Insights tab: the cards of `summary` (Overall Consistency, By Habit with neutral bars,
/// Most Consistent, Room for Growth, time and amounts) for a window of 7, 30 or 90 days. Every
/// number is the library's (`JournalService.summary`), every sentence `InsightsText`'s and
/// `EmptyStateText`'s, the words `summary` prints.
enum InsightsTab {
    /// The header: "Insights", the window's dates, and the range selector at the right.
    static let headerRow = TabBar.row + 1
    /// The first row of the cards.
    static let bodyTop = TabBar.row + 3

    /// The tab was opened (a number key or a click) or its files changed: what to read.
    static func opened(_ m: inout Model) -> [Command] { [.insights(.load(days: m.insights.days))] }

    /// A key in the tab; nil when the tab leaves it to the keys of every tab.
    static func key(_ m: inout Model, _ k: KeyPress) -> [Command]? {
        guard !k.modifiers.contains(.control) else { return nil }
        let page = max(1, bodyHeight(m) - 1)
        switch k.key {
        case .left, .character("h"): return select(&m, step: -1)
        case .right, .character("l"): return select(&m, step: 1)
        case .up, .character("k"): scroll(&m, by: -1)
        case .down, .character("j"): scroll(&m, by: 1)
        case .pageUp: scroll(&m, by: -page)
        case .pageDown: scroll(&m, by: page)
        case .home: scroll(&m, by: -m.insights.scroll)
        case .end: scroll(&m, by: lineCount(m))
        default: return nil
        }
        return []
    }

    static func mouse(_ m: inout Model, _ e: MouseEvent) -> [Command] {
        switch e.kind {
        case .scrollUp: scroll(&m, by: -3)
        case .scrollDown: scroll(&m, by: 3)
        case .press where e.button == .left && e.row == headerRow:
            guard
                let hit = selector(m.size.columns).first(where: {
                    e.column >= $0.column && e.column < $0.column + $0.width
                })
            else { return [] }
            return choose(&m, hit.days)
        default: break
        }
        return []
    }

    static func update(_ m: inout Model, _ msg: InsightsMsg) -> [Command] {
        switch msg {
        case .loaded(let days, let summary, let refusal):
            guard days == m.insights.days else { return [] }
            m.insights.summary = summary
            m.insights.refusal = refusal
            scroll(&m, by: 0)
            return []
        }
    }

    /// The day files of the window shown, for the host to watch: a change to one of them (a
    /// `log` from another process, an editor) reloads the cards.
    static func watchedPaths(_ m: Model) -> [String] {
        guard let s = m.insights.summary, s.from <= s.to else { return [] }
        return (0..<s.dayCount).map { DayPath.path(for: s.from.adding(days: $0)) }
    }

    /// The status line's hints when nothing else is said.
    static func hints(_ m: Model) -> String { InteractiveText.insightsHints }

    /// The keys the help overlay lists for the tab, before the keys of every tab.
    static let keys: [(String, String)] = InteractiveText.insightsKeys

    // MARK: - Transitions

    /// The window `step` places along the selector (no further than its ends).
    static func select(_ m: inout Model, step: Int) -> [Command] {
        let ranges = InsightsState.ranges
        let i = ranges.firstIndex(of: m.insights.days) ?? 0
        return choose(&m, ranges[max(0, min(ranges.count - 1, i + step))])
    }

    /// Shows the window of `days` days: read from the top.
    static func choose(_ m: inout Model, _ days: Int) -> [Command] {
        guard days != m.insights.days else { return [] }
        m.insights.days = days
        m.insights.scroll = 0
        return [.insights(.load(days: days))]
    }

    /// Scrolls by `lines`, no further than the last line at the bottom row.
    static func scroll(_ m: inout Model, by lines: Int) {
        let most = max(0, lineCount(m) - bodyHeight(m))
        m.insights.scroll = max(0, min(most, m.insights.scroll + lines))
    }

    static func bodyHeight(_ m: Model) -> Int { max(1, m.size.rows - 1 - bodyTop) }

    static func lineCount(_ m: Model) -> Int { lines(m, Palette(m.colorMode)).count }

    // MARK: - View

    /// A line of the cards: its pieces of text, each with its style.
    typealias Line = [(text: String, style: CellStyle)]

    /// The range selector's segments (" 7 days "), right-aligned on the header row.
    static func selector(_ columns: Int) -> [(days: Int, label: String, column: Int, width: Int)] {
        let labels = InsightsState.ranges.map { ($0, " " + InteractiveText.insightsRange($0) + " ") }
        var column = columns - labels.reduce(0) { $0 + DisplayWidth.of($1.1) + 1 }
        return labels.map { days, label in
            defer { column += DisplayWidth.of(label) + 1 }
            return (days, label, column, DisplayWidth.of(label))
        }
    }

    /// Draws the tab below the tab bar, above the status line.
    static func view(_ m: Model, _ p: Palette, _ b: inout ScreenBuffer) {
        let columns = m.size.columns
        let segments = selector(columns)
        var x = b.put(InsightsText.heading, column: 0, row: headerRow, style: CellStyle(bold: true))
        if let s = m.insights.summary {
            let window = "  " + DateText.window(from: s.from, to: s.to, startsWithJournal: s.startsWithJournal)
            x += b.put(window, column: x, row: headerRow, style: p.dim, maxWidth: max(0, segments[0].column - x - 1))
        }
        for segment in segments {
            let style = segment.days == m.insights.days ? CellStyle(bold: true, reverse: true) : p.dim
            b.put(segment.label, column: segment.column, row: headerRow, style: style)
        }
        let all = lines(m, p)
        let height = bodyHeight(m)
        let first = max(0, min(m.insights.scroll, all.count - height))
        for (i, line) in all.dropFirst(first).prefix(height).enumerated() {
            var x = 0
            for piece in line {
                guard x < columns else { break }
                x += b.put(piece.text, column: x, row: bodyTop + i, style: piece.style, maxWidth: columns - x)
            }
        }
        // More above or below: a mark at the right edge.
        if first > 0 { b.put("▴", column: columns - 1, row: bodyTop, style: p.dim) }
        if first + height < all.count { b.put("▾", column: columns - 1, row: bodyTop + height - 1, style: p.dim) }
    }

    /// The cards as lines at the model's width: the empty states as `summary` says them, else
    /// Overall Consistency, By Habit, and Most Consistent with Room for Growth when the window
    /// has enough completions.
    static func lines(_ m: Model, _ p: Palette) -> [Line] {
        let width = m.size.columns
        if let refusal = m.insights.refusal { return [[(refusal, p.warning)]] }
        guard let s = m.insights.summary else { return [] }
        var out: [Line] = []
        let problems = s.problems.lines + s.problems.settings.count + s.unreadable.count
        if problems > 0 { out += [[(InteractiveText.problems(problems), p.warning)], []] }
        let heading = CellStyle(bold: true)
        if s.habits.isEmpty {
            return out + [[(EmptyStateText.noHabits, .plain)], [(InteractiveText.addOneInHabits, p.dim)]]
        }
        if !s.hasActiveHabits {
            return out + [[(EmptyStateText.noActiveHabits, .plain)], [(InteractiveText.addOneInHabits, p.dim)]]
        }
        if !s.hasHistory { return out + [[(EmptyStateText.notEnoughForInsights, .plain)]] }
        out.append([(InsightsText.overallConsistency, heading)])
        out.append([
            ("  " + NumberText.percent(s.percent) + "  ", CellStyle(bold: true)),
            (InsightsText.outOf(done: s.done, due: s.due), p.dim),
        ])
        out.append([])
        out.append([(InsightsText.byHabit, heading)])
        out += byHabit(s, width: width, p)
        out.append([])
        guard s.hasInsights, let most = s.mostConsistent, let mc = s.habits.first(where: { $0.habit.id == most.id })
        else {
            return out + [[(EmptyStateText.notEnoughForInsights, .plain)]]
        }
        out.append([(InsightsText.mostConsistentHeading, heading)])
        out += indented(InsightsText.mostConsistent(mc), width: width)
        if let growth = s.roomForGrowth, let gc = s.habits.first(where: { $0.habit.id == growth.id }) {
            out.append([])
            out.append([(InsightsText.roomForGrowthHeading, heading)])
            out += indented(InsightsText.roomForGrowth(gc), width: width)
        }
        return out
    }

    /// A row per habit: a `●` in its colour (the colour marks a glyph, never the verdict), its
    /// name, a grey bar, the percentage and `InsightsText.detail`. The names take at most a
    /// third of the width; the bar shrinks from 20 cells to 10 before the detail is cut.
    static func byHabit(_ s: Summary, width: Int, _ p: Palette) -> [Line] {
        let details = s.habits.map(InsightsText.detail)
        let longest = s.habits.map { DisplayWidth.of($0.habit.label) }.max() ?? 0
        let labelWidth = min(longest, max(8, width / 3))
        let longestDetail =
            zip(s.habits, details).filter { $0.0.percent != nil }.map { DisplayWidth.of($0.1) }.max() ?? 0
        let barWidth = max(10, min(20, width - (4 + labelWidth + 2 + 1 + 4 + 2) - longestDetail))
        return zip(s.habits, details).map { c, detail in
            let name = DisplayWidth.padded(TextLayout.fit(c.habit.label, width: labelWidth), to: labelWidth)
            var line: Line = [("  ", .plain), ("●", p.glyph(c.habit)), (" " + name + "  ", .plain)]
            if let percent = c.percent {
                let (filled, empty) = InsightsText.bar(percent / 100, width: barWidth)
                let shown = NumberText.percent(percent)
                line += [
                    (filled, p.bar), (empty, p.dim),
                    (" " + String(repeating: " ", count: max(0, 4 - shown.count)) + shown + "  ", .plain),
                ]
            }
            line.append((detail, p.dim))
            return line
        }
    }

    /// A sentence wrapped at spaces to `width`, each line indented by two.
    static func indented(_ text: String, width: Int) -> [Line] {
        TextLayout.wrap(text, width: width, lead: "  ", indent: "  ").map { [($0, .plain)] }
    }
}

extension Palette {
    /// Insights' bars: grey, the checklist app's neutral colour (no green, no red); plain
    /// without colours.
    var bar: CellStyle { color ? CellStyle(foreground: .rgb(0x9A, 0x9A, 0x9A)) : .plain }
}

extension UIApp {
    /// Runs one of the Insights tab's commands.
    func perform(_ command: InsightsCommand) -> Msg {
        switch command {
        case .load(let days):
            do {
                return .insights(.loaded(days: days, try service.summary(ViewWindow(days: days)), refusal: nil))
            } catch {
                return .insights(.loaded(days: days, nil, refusal: Self.words(error)))
            }
        }
    }
}
