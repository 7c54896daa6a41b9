import DawnJournal

/// Which part of the day screen the keys go to.
enum Focus: Equatable { case timeline, checklist, tray }

/// One timeline entry, as the view names it to the use cases.
struct EntryRef: Equatable {
    var habitID: String
    var start: TimeOfDay
    var end: TimeOfDay

    var address: EntryAddress { EntryAddress(start: start, end: end) }
}

/// What the keys are doing besides moving about.
enum Mode: Equatable {
    case normal
    /// A ghost block of this habit follows the slot cursor; Enter drops it.
    case placing(habitID: String)
    /// The entry follows the slot cursor; Enter moves it there.
    case moving(EntryRef)
    /// "Delete ...? y/n" on the status line.
    case confirmDelete(EntryRef)
    /// The entry's note being edited on the status line.
    case editingNote(NoteEdit)
    /// A date being typed.
    case datePrompt(String)
}

/// The note editor: the entry, the text typed so far, the note it was opened on ("" for none:
/// a save expects it, so it never goes over another program's note), and a refusal shown in
/// place of the prompt until the next key.
struct NoteEdit: Equatable {
    var entry: EntryRef
    var typed: String
    var opened: String
    var refusal: String? = nil
}

/// A mouse drag in progress.
enum Drag: Equatable {
    /// A pill dragged from the tray; `minutes` the slot hovered, if over the timeline.
    case pill(habitID: String, minutes: Int?)
    /// An entry's body dragged: it would start at `minutes`.
    case move(EntryRef, grab: Int, minutes: Int)
    /// An entry's bottom edge dragged: it would end at `minutes`.
    case resize(EntryRef, minutes: Int)
}

/// A change to the journal, one use case each.
enum Change {
    case log(LogRequest)
    case unlog(UnlogRequest)
    case move(MoveRequest)
    case resize(ResizeRequest)
    case toggle(ToggleRequest)
    case note(NoteRequest)
    case lower(LowerTotalRequest)
    case start(StartRequest)
    case stop(StopRequest)
}

/// What was read for the day shown: the library's screen of it, and the instance counts that
/// order its tray.
struct Loaded {
    /// The day's screen (`JournalService.dayScreen`); nil when the day could not be read.
    var screen: DayScreen?
    /// The journal's settings, as the last screen read says.
    var settings: JournalSettings
    /// Every habit's instances over the journal, kept as the library's one policy says
    /// (`InstanceCountsKeeper`: counted once, again when habits.toml's habits change, each
    /// screen read keeping its day's share), the server's and `day --json`'s alike.
    var instances = InstanceCountsKeeper()
    /// Why the day could not be read (the view words it).
    var refusal: JournalRefusal?
}

/// The Today tab's state: the day shown, what was read for it, and where the keys are. It
/// keeps the context it was last called with (`ctx`), from which it reads the clock and the size.
struct TodayState {
    var ctx: Context
    var date: LocalDate
    var loaded: Loaded
    var focus: Focus = .timeline
    var mode: Mode = .normal
    var drag: Drag?
    /// The last motion report of a drag held on the row just past the timeline's edge: each
    /// `.repeatTick` replays it, a row of scrolling (nil: not at the edge).
    var heldAt: MouseEvent?
    /// The slot cursor, in minutes from the journal day's midnight (past 24:00 at night).
    var cursor: Int = 0
    /// The first minute shown on the timeline's top row.
    var scrollTop: Int = 0
    /// The lane chosen among the entries that overlap at the slot cursor (`o`, a click); nil,
    /// or a lane with no entry there: the latest-starting entry.
    var lane: Int?
    var checklistIndex = 0
    var trayIndex = 0
    var trayExpanded = false

    init(ctx: Context, date: LocalDate, loaded: Loaded) {
        self.ctx = ctx
        self.date = date
        self.loaded = loaded
    }

    var today: LocalDate { ctx.today }
    var now: LocalDateTime { ctx.now }
    var size: TerminalSize { ctx.size }
    var colorMode: ColorMode { ctx.colorMode }
    var settings: JournalSettings { loaded.settings }
    var screen: DayScreen? { loaded.screen }
    var view: DayView? { screen?.day }
    var isFuture: Bool { date > today }
    var isToday: Bool { date == today }
    /// The journal's clock: slots, the day's start and its night.
    var clock: JournalClock { settings.clock }

    /// Habits the tray offers, in the screen's order: active on the day shown, most instances
    /// first, the newest first among equals.
    var trayHabits: [Habit] { screen?.tray.map(\.habit) ?? [] }

    /// The tray's pills: its habits, then "+ Add habit" (folded or expanded).
    var trayPillCount: Int { trayHabits.count + 1 }

    /// The checklist's rows in the screen's order: to do first, then done in the order done.
    var checklist: [HabitDay] { screen?.checklist ?? [] }

    /// The timeline's blocks, in start order, with their lanes.
    var blocks: [DayScreen.Block] { screen?.blocks ?? [] }

    /// The entries in start order.
    var entries: [DayView.Entry] { blocks.map(\.entry) }

    /// The blocks in the slot cursor's row, in start order (a running entry's reach the now
    /// line).
    var blocksAtCursor: [DayScreen.Block] {
        let rowMinutes = Layout(self).rowMinutes
        return blocks.filter {
            $0.entry.entry.start.minutes < cursor + rowMinutes
                && cursor < max(shownEnd($0.entry), $0.entry.entry.start.minutes + 1)
        }
    }

    /// Where an entry is drawn to end: its end; a running entry's (`- 14:00- Read`) on today
    /// the end of the slot holding now, so that it grows with the now line between reads of
    /// the day; on another day the library's (a slot after its start).
    func shownEnd(_ e: DayView.Entry) -> Int {
        guard e.entry.isRunning, isToday else { return e.shownEnd.minutes }
        let slot = settings.slot
        return max(e.entry.start.minutes + slot, clock.slotStart(clock.dayMinute(at: now)) + slot)
    }

    /// The entry under the slot cursor: the one in the chosen lane, else the latest-starting
    /// one in the cursor's row.
    var entryAtCursor: DayView.Entry? {
        let here = blocksAtCursor
        return (here.first { $0.lane == lane } ?? here.last)?.entry
    }

    func ref(_ e: DayView.Entry) -> EntryRef? {
        guard let h = e.habit else { return nil }
        return EntryRef(habitID: h.id, start: e.entry.start, end: e.entry.end)
    }

    func habit(_ id: String) -> Habit? { view?.habits.first { $0.id == id } }
}
