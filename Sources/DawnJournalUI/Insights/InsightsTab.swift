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
    case loaded(days: Int, Summary?, refusal: JournalRefusal?)
}

/// What the Insights tab asks the runtime to read or write.
enum InsightsCommand: Equatable, Job {
    /// Reads the `days` days up to the journal's today, as `summary --days N` does.
    case load(days: Int)

    func run(_ app: inout UIApp) -> Any { app.perform(self) }
}

/// The Insights tab: the cards of `summary` (Overall Consistency, By Habit with neutral bars,
/// Most Consistent, Room for Growth, time and amounts) for a window of 7, 30 or 90 days. Every
/// number is the library's (`JournalService.summary`), every sentence `InsightsText`'s and
/// `EmptyStateText`'s, the words `summary` prints.
enum InsightsTab {
    enum Action: Equatable {
        case window(Int)
        case line(Int)
        case page(Int)
        case top, bottom
    }

    static let bindings: [KeyBinding<Action>] = [
        KeyBinding(
            keys: [KeyPress(.left), .letter("h")], action: .window(-1), label: "← → h l",
            help: "the window: 7, 30 or 90 days",
            hint: "←/→ " + InsightsState.ranges.map(String.init).joined(separator: " · ") + " days",
            docKeys: "← → `h` `l`",
            doc: "the previous / next window of 7, 30, 90 days (no further than the ends); the cards start at the top"),
        KeyBinding(keys: [KeyPress(.right), .letter("l")], action: .window(1), label: "← → h l"),
        KeyBinding(
            keys: [KeyPress(.up), .letter("k")], action: .line(-1), label: "↑ ↓ j k", help: "scroll by a line",
            hint: "↑/↓ scroll", docKeys: "↑ ↓ `j` `k`",
            doc:
                "scroll by a line when the cards do not fit (80×24 shows all but the last line of the demo's); `▴` / `▾` at the right edge say there is more"
        ),
        KeyBinding(keys: [KeyPress(.down), .letter("j")], action: .line(1), label: "↑ ↓ j k"),
        KeyBinding(
            keys: [KeyPress(.pageUp)], action: .page(-1), label: "PgUp PgDn", help: "by a page",
            docKeys: "PgUp PgDn, Home End", doc: "by a page; the top, the bottom"),
        KeyBinding(keys: [KeyPress(.pageDown)], action: .page(1), label: "PgUp PgDn"),
        KeyBinding(keys: [KeyPress(.home)], action: .top, label: "Home End", help: "the top, the bottom"),
        KeyBinding(keys: [KeyPress(.end)], action: .bottom, label: "Home End"),
    ]

    static let gestures: [Gesture] = [
        Gesture(
            label: "click", help: "a window of the selector", doc: "click a window of the selector", does: "shows it"),
        Gesture(label: "the wheel", help: "scroll by three lines", doc: "the wheel", does: "scrolls by three lines"),
    ]

    /// The header: "Insights", the window's dates, and the range selector at the right; the
    /// first row of its area.
    static func headerRow(_ ctx: Context) -> Int { Router.body(ctx.size).row }
    /// The first row of the cards.
    static func bodyTop(_ ctx: Context) -> Int { headerRow(ctx) + 2 }

    static func job(_ command: InsightsCommand) -> Effect { .job(.insights, command) }

    /// The tab was opened (a number key or a click) or its files changed: what to read.
    static func opened(_ s: inout InsightsState, _ ctx: Context) -> [Effect] { [job(.load(days: s.days))] }

    /// A key in the tab; nil when the tab leaves it to the keys of every tab.
    static func key(_ s: inout InsightsState, _ ctx: Context, _ k: KeyPress) -> [Effect]? {
        guard let action = bindings.action(for: k) else { return nil }
        let page = max(1, bodyHeight(s, ctx) - 1)
        switch action {
        case .window(let step): return select(&s, ctx, step: step)
        case .line(let step): scroll(&s, ctx, by: step)
        case .page(let step): scroll(&s, ctx, by: step * page)
        case .top: scroll(&s, ctx, by: -s.scroll)
        case .bottom: scroll(&s, ctx, by: lineCount(s, ctx))
        }
        return []
    }

    static func mouse(_ s: inout InsightsState, _ ctx: Context, _ e: MouseEvent) -> [Effect] {
        switch e.kind {
        case .scrollUp: scroll(&s, ctx, by: -3)
        case .scrollDown: scroll(&s, ctx, by: 3)
        case .press where e.button == .left && e.row == headerRow(ctx):
            guard
                let hit = selector(ctx.size.columns).first(where: {
                    e.column >= $0.column && e.column < $0.column + $0.width
                })
            else { return [] }
            return choose(&s, ctx, hit.days)
        default: break
        }
        return []
    }

    static func update(_ s: inout InsightsState, _ ctx: Context, _ msg: InsightsMsg) -> [Effect] {
        switch msg {
        case .loaded(let days, let summary, let refusal):
            guard days == s.days else { return [] }
            s.summary = summary
            s.refusal = refusal.map(UIApp.words)
            scroll(&s, ctx, by: 0)
            return []
        }
    }

    /// The day files of the window shown, for the host to watch: a change to one of them (a
    /// `log` from another process, an editor) reloads the cards.
    static func watchedPaths(_ s: InsightsState, _ ctx: Context) -> [String] {
        guard let s = s.summary, s.from <= s.to else { return [] }
        return (0..<s.dayCount).map { DayPath.path(for: s.from.adding(days: $0)) }
    }

    /// The status line's hints when nothing else is said.
    static func hints(_ s: InsightsState, _ ctx: Context) -> String {
        let shared = AppKeys.bindings.hints([.showTab, .help, .quit])
        return (bindings.hints([.window(-1), .line(-1)]) + shared).hintLine(width: ctx.size.columns, keeping: 2)
    }

    // MARK: - Transitions

    /// The window `step` places along the selector (no further than its ends).
    static func select(_ s: inout InsightsState, _ ctx: Context, step: Int) -> [Effect] {
        let ranges = InsightsState.ranges
        let i = ranges.firstIndex(of: s.days) ?? 0
        return choose(&s, ctx, ranges[max(0, min(ranges.count - 1, i + step))])
    }

    /// Shows the window of `days` days: read from the top.
    static func choose(_ s: inout InsightsState, _ ctx: Context, _ days: Int) -> [Effect] {
        guard days != s.days else { return [] }
        s.days = days
        s.scroll = 0
        return [job(.load(days: days))]
    }

    /// Scrolls by `lines`, no further than the last line at the bottom row.
    static func scroll(_ s: inout InsightsState, _ ctx: Context, by lines: Int) {
        let most = max(0, lineCount(s, ctx) - bodyHeight(s, ctx))
        s.scroll = max(0, min(most, s.scroll + lines))
    }

    static func bodyHeight(_ s: InsightsState, _ ctx: Context) -> Int { Router.body(ctx.size).bottom - bodyTop(ctx) }

    static func lineCount(_ s: InsightsState, _ ctx: Context) -> Int { lines(s, ctx, ctx.palette).count }

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

    /// Draws the tab into `area` (below the tab bar, above the status line): the header on its
    /// first row, the cards from its third, scrolled, cut at its width.
    static func view(_ s: InsightsState, _ ctx: Context, _ area: Rect, _ p: Palette, _ b: inout ScreenBuffer) {
        let columns = area.right
        let (headerRow, bodyTop) = (area.row, area.row + 2)
        let segments = selector(columns)
        var x =
            area.column + b.put(InsightsText.heading, column: area.column, row: headerRow, style: CellStyle(bold: true))
        if let s = s.summary {
            let window = "  " + DateText.window(from: s.from, to: s.to, startsWithJournal: s.startsWithJournal)
            x += b.put(
                window, column: x, row: headerRow, style: p.dim, maxWidth: max(0, segments[0].column - x - 1))
        }
        for segment in segments {
            let style = segment.days == s.days ? CellStyle(bold: true, reverse: true) : p.dim
            b.put(segment.label, column: segment.column, row: headerRow, style: style)
        }
        let all = lines(s, ctx, p, width: area.width)
        let height = max(0, area.bottom - bodyTop)
        let first = max(0, min(s.scroll, all.count - height))
        for (i, line) in all.dropFirst(first).prefix(height).enumerated() {
            var x = area.column
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
    static func lines(_ s: InsightsState, _ ctx: Context, _ p: Palette, width: Int? = nil) -> [Line] {
        let width = width ?? ctx.size.columns
        if let refusal = s.refusal { return [[(refusal, p.warning)]] }
        guard let s = s.summary else { return [] }
        var out: [Line] = []
        let problems = s.problems.lines + s.problems.settings.count + s.unreadable.count
        if problems > 0 { out += [[(InteractiveText.problems(problems), p.warning)], []] }
        let heading = CellStyle(bold: true)
        // The sentences are InsightsText's, as the page and `summary` say them.
        if let empty = InsightsText.empty(s) {
            let hint = empty == EmptyStateText.notEnoughForInsights ? [] : [[(InteractiveText.addOneInHabits, p.dim)]]
            return out + [[(empty, .plain)]] + hint
        }
        out.append([(InsightsText.overallConsistency, heading)])
        out.append([
            ("  " + NumberText.percent(s.percent) + "  ", CellStyle(bold: true)),
            (InsightsText.outOf(done: s.done, due: s.due), p.dim),
        ])
        out.append([])
        out.append([(InsightsText.byHabit, heading)])
        out += byHabit(s, width: width, p)
        out.append([])
        let (cards, notEnough) = InsightsText.cards(s)
        if let notEnough { return out + [[(notEnough, .plain)]] }
        for (i, card) in cards.enumerated() {
            if i > 0 { out.append([]) }
            out.append([(card.heading, heading)])
            out += indented(card.text, width: width)
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

extension UIApp {
    /// Runs one of the Insights tab's commands.
    func perform(_ command: InsightsCommand) -> InsightsMsg {
        switch command {
        case .load(let days):
            do {
                return .loaded(days: days, try service.summary(ViewWindow(days: days)), refusal: nil)
            } catch {
                return .loaded(days: days, nil, refusal: error)
            }
        }
    }
}

extension InsightsState: TabComponent {
    static var helpRows: [(String, String)] { InsightsTab.bindings.helpRows() }
    static var gestures: [Gesture] { InsightsTab.gestures }

    mutating func opened(_ ctx: Context) -> [Effect] { InsightsTab.opened(&self, ctx) }
    mutating func key(_ k: KeyPress, _ ctx: Context) -> [Effect]? { InsightsTab.key(&self, ctx, k) }
    mutating func mouse(_ e: MouseEvent, _ ctx: Context) -> [Effect] { InsightsTab.mouse(&self, ctx, e) }
    mutating func update(_ msg: InsightsMsg, _ ctx: Context) -> [Effect] { InsightsTab.update(&self, ctx, msg) }
    func view(_ ctx: Context, _ area: Rect, _ b: inout ScreenBuffer) {
        InsightsTab.view(self, ctx, area, ctx.palette, &b)
    }
    func statusLine(_ ctx: Context) -> StatusLine {
        StatusLine(text: InsightsTab.hints(self, ctx), style: ctx.palette.dim)
    }
    func watchedPaths(_ ctx: Context, shown: Bool) -> [String] { shown ? InsightsTab.watchedPaths(self, ctx) : [] }
}
