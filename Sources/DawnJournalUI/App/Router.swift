import DawnJournal
import DawnJournalText
import DawnSource

/// The view's router: it hands each message to the tab it is for, applies the effects the tabs
/// return, and keeps the keys of every tab (the tab numbers, `?`, quitting). It knows no tab's
/// keys and no tab's screen. No I/O: jobs go back to the runtime.
enum Router {
    /// The smallest window the view is drawn in.
    static let minColumns = 64
    static let minRows = 18

    /// A message and the model give a new model, then the jobs and host requests to run.
    static func update(_ m: inout Model, _ msg: Msg) -> [Effect] {
        switch msg {
        case .result(_, let result as UndoMsg): return apply(&m, undone(&m, result))
        case .result(let tab, let result): return apply(&m, on(&m, tab) { $0.receive(result, $1) })
        case .event(let event): return apply(&m, self.event(&m, event))
        }
    }

    static func event(_ m: inout Model, _ event: UIEvent) -> [Effect] {
        switch event {
        case .key(let k): return key(&m, k)
        case .mouse(let e): return mouse(&m, e)
        case .paste(let text):
            _ = on(&m, m.tab) { c, _ in
                c.paste(text)
                return []
            }
            return []
        case .resize(let size):
            m.size = size
            let shown = m.tab
            return Tab.allCases.flatMap { tab in on(&m, tab) { $0.resized($1, shown: tab == shown) } }
        case .filesChanged:
            let shown = m.tab
            return Tab.allCases.flatMap { tab in on(&m, tab) { $0.filesChanged($1, shown: tab == shown) } }
        case .tick:
            m.today = m.settings.clock.journalDate(at: m.now)
            return []
        case .repeatTick:
            guard m.tab == .today, !tooSmall(m.size), !m.helpShown else { return [] }
            m.day.held(m.context)
            return []
        }
    }

    /// Runs `body` on a tab's component with the context, and stores what it became.
    static func on(_ m: inout Model, _ tab: Tab, _ body: (inout any TabComponent, Context) -> [Effect]) -> [Effect] {
        var component = Tab.component(tab, of: m)
        let effects = body(&component, m.context)
        Tab.set(component, in: &m)
        return effects
    }

    /// Applies the effects that reach past a tab, in order; returns the jobs and host requests.
    static func apply(_ m: inout Model, _ effects: [Effect]) -> [Effect] {
        var out: [Effect] = []
        for effect in effects {
            switch effect {
            case .job, .host: out.append(effect)
            case .status(let text, let isError):
                m.status = text
                m.statusIsError = isError
            case .show(let tab): out += apply(&m, show(&m, tab))
            case .send(let tab, let msg): out += apply(&m, on(&m, tab) { $0.receive(msg, $1) })
            case .remember(let step): m.undo.append(step)
            case .undo: out.append(.job(m.tab, UndoJob(step: m.undo.popLast())))
            case .journal(let today, let settings):
                m.today = today
                m.settings = settings
            }
        }
        return out
    }

    /// An undo's result: the status line says it, and every tab reads again what it changed.
    static func undone(_ m: inout Model, _ result: UndoMsg) -> [Effect] {
        switch result {
        case .refused(let text): return [.refuse(text)]
        case .undone(let step):
            return [.say(InteractiveText.undone)] + Tab.allCases.flatMap { tab in on(&m, tab) { $0.undone(step, $1) } }
        }
    }

    /// Shows `tab` (a number key, a click on the tab bar): the tab reads what it shows.
    static func show(_ m: inout Model, _ tab: Tab) -> [Effect] {
        guard tab != m.tab else { return [] }
        _ = on(&m, m.tab) { c, _ in
            c.hidden()
            return []
        }
        m.tab = tab
        m.helpShown = false
        m.status = nil
        m.statusIsError = false
        return on(&m, tab) { $0.opened($1) }
    }

    // MARK: - Keys and mouse

    static func key(_ m: inout Model, _ k: KeyPress) -> [Effect] {
        if let action = AppKeys.action(k, always: true) { return perform(&m, action, k) }
        if m.helpShown {
            let count = helpRows(m).count
            if let top = HelpOverlay.scroll(k, from: m.helpTop, rows: count, m.size) {
                m.helpTop = top
            } else {
                m.helpShown = false
            }
            return []
        }
        if let own = onKey(&m, m.tab, { $0.key(k, $1) }) { return own }
        return AppKeys.action(k, always: false).map { perform(&m, $0, k) } ?? []
    }

    /// `on` for a key, which a tab may leave to the keys of every tab.
    static func onKey(
        _ m: inout Model, _ tab: Tab, _ body: (inout any TabComponent, Context) -> [Effect]?
    ) -> [Effect]? {
        var component = Tab.component(tab, of: m)
        let effects = body(&component, m.context)
        Tab.set(component, in: &m)
        return effects
    }

    static func perform(_ m: inout Model, _ action: AppKeys.Action, _ k: KeyPress) -> [Effect] {
        switch action {
        case .quit: return [.host(.quit)]
        case .suspend: return [.host(.suspend)]
        case .help:
            m.helpShown = true
            m.helpTop = 0
            return []
        case .showTab:
            guard case .character(let c) = k.key, let tab = Int(String(c)).flatMap(Tab.init(rawValue:)) else {
                return []
            }
            return show(&m, tab)
        }
    }

    /// The help overlay's rows for the tab shown.
    static func helpRows(_ m: Model) -> [(String, String)] {
        let component = type(of: Tab.component(m.tab, of: m))
        return HelpOverlay.rows(component.helpRows, component.gestures)
    }

    static func mouse(_ m: inout Model, _ e: MouseEvent) -> [Effect] {
        guard !tooSmall(m.size) else { return [] }
        if m.helpShown {
            if e.kind == .press { m.helpShown = false }
            return []
        }
        if e.kind == .press, e.button == .left, e.row == TabBar.row {
            guard let tab = TabBar.tab(atColumn: e.column) else { return [] }
            return show(&m, tab)
        }
        return on(&m, m.tab) { $0.mouse(e, $1) }
    }

    // MARK: - The frame

    static func tooSmall(_ size: TerminalSize) -> Bool { size.columns < minColumns || size.rows < minRows }

    /// The rectangle a tab draws into: below the tab bar, above the status line.
    static func body(_ size: TerminalSize) -> Rect {
        Rect(column: 0, row: TabBar.row + 1, width: size.columns, height: max(0, size.rows - TabBar.row - 2))
    }

    /// The frame: the tab bar on the top row, the tab shown in the rows between, the status line
    /// on the last row, the help overlay over them.
    static func view(_ m: Model) -> ScreenBuffer {
        var b = ScreenBuffer(size: m.size)
        let ctx = m.context
        if tooSmall(m.size) {
            let text = InteractiveText.needsBiggerWindow(columns: minColumns, rows: minRows)
            let lines = TextLayout.wrap(text, width: m.size.columns)
            for (i, line) in lines.enumerated() {
                b.put(line, column: 0, row: max(0, m.size.rows / 2 - lines.count / 2) + i, style: .plain)
            }
            return b
        }
        TabBar.view(m.tab, ctx, &b)
        let component = Tab.component(m.tab, of: m)
        component.view(ctx, body(m.size), &b)
        let statusRow = m.size.rows - 1
        var line = component.statusLine(ctx)
        if let status = m.status, !line.isPrompt {
            line = StatusLine(text: status, style: m.statusIsError ? ctx.palette.warning : .plain)
        }
        if let column = line.cursorColumn { b.cursor = CellPosition(column: column, row: statusRow) }
        b.put(line.text, column: 0, row: statusRow, style: line.style, maxWidth: m.size.columns)
        if m.helpShown { HelpOverlay.view(helpRows(m), top: m.helpTop, ctx, &b) }
        return b
    }
}
