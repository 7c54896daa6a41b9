/// One row of `export csv`: a timeline entry or a checklist item of a day file.
public struct ExportRow: Sendable, Equatable {
    /// The day file's date.
    public var date: LocalDate
    /// The habit's id; the name as written when it names no known habit.
    public var habit: String
    /// The habit's display name; the name as written when it names no known habit.
    public var name: String
    /// Whether the line names a habit of habits.toml.
    public var isKnown: Bool
    /// `done`, `not-done` or `skipped`; a timeline entry is done.
    public var state: ChecklistItem.State
    /// A timeline entry's start and end, as written (past 24:00 for the night after the day);
    /// nil for a checklist item.
    public var start: TimeOfDay?
    public var end: TimeOfDay?
    /// The amount written on the line (`+3 glasses`), if any.
    public var amount: Amount?
    /// The habit's unit when the line has an amount (for a line naming no known habit, the
    /// unit as written, if any).
    public var unit: String?
    /// The text after ` -- `, if any.
    public var note: String?

    public init(
        date: LocalDate, habit: String, name: String, isKnown: Bool, state: ChecklistItem.State,
        start: TimeOfDay? = nil, end: TimeOfDay? = nil, amount: Amount? = nil, unit: String? = nil, note: String? = nil
    ) {
        self.date = date
        self.habit = habit
        self.name = name
        self.isKnown = isKnown
        self.state = state
        self.start = start
        self.end = end
        self.amount = amount
        self.unit = unit
        self.note = note
    }

    /// A timeline entry's length in minutes; nil for a checklist item.
    public var minutes: Int? {
        guard let start, let end else { return nil }
        return end.minutes - start.minutes
    }

    /// The CSV columns, in order: `date,habit,name,state,start,end,minutes,amount,unit,note`.
    public static let columns = ["date", "habit", "name", "state", "start", "end", "minutes", "amount", "unit", "note"]

    /// The row's fields as text, in the order of `columns`; an absent value is empty.
    public var fields: [String] {
        [
            date.description, habit, name, state.rawValue, start?.description ?? "", end?.description ?? "",
            minutes.map(String.init) ?? "", amount?.description ?? "", unit ?? "", note ?? "",
        ]
    }
}

/// What an export could not use, so that it is never silent about it: day files that could not
/// be read, and lines that were not understood (a syntax error; the rest of the file is
/// exported). Lines naming no known habit are exported, with the name as written.
public struct ExportProblems: Sendable, Equatable {
    /// Lines not understood, left out.
    public var lines = 0
    /// The day files those lines are in, in date order.
    public var files: [String] = []
    /// Day files that exist but could not be read (a folder, no permission): left out.
    public var unreadable: [SourceFile] = []

    public init(lines: Int = 0, files: [String] = [], unreadable: [SourceFile] = []) {
        self.lines = lines
        self.files = files
        self.unreadable = unreadable
    }

    public var isEmpty: Bool { lines == 0 && unreadable.isEmpty }
}

/// Every row of an export, with what it could not use.
public struct ExportRows: Sendable {
    public var rows: [ExportRow]
    public var problems: ExportProblems
}

extension JournalService {
    /// `export csv`: one row per timeline entry or checklist item of every day file from
    /// `from` to `to` (both included; either may be left out), in date order and, within a
    /// day, in the order the lines are written. The day files are streamed: each is read,
    /// parsed, handed to `body` row by row and dropped, so memory stays flat however old the
    /// journal is. A file with syntax errors gives the lines that were understood; the rest
    /// are counted in the problems returned. A `from` after `to` is an invalid request.
    public func exportRows(
        from: DateChoice? = nil, to: DateChoice? = nil,
        _ body: (ExportRow) -> Void
    ) throws(JournalRefusal) -> ExportProblems {
        let habits = try loadHabits().file
        var problems = ExportProblems()
        try forEachDay(from: from, to: to, habits: habits, problems: &problems) { date, _, day in
            for row in Self.rows(of: day, on: date, habits: habits) { body(row) }
        }
        return problems
    }

    /// `exportRows(from:to:_:)`, collected.
    public func exportRows(from: DateChoice? = nil, to: DateChoice? = nil) throws(JournalRefusal) -> ExportRows {
        var rows: [ExportRow] = []
        let problems = try exportRows(from: from, to: to) { rows.append($0) }
        return ExportRows(rows: rows, problems: problems)
    }

    /// Reads each day file in `from…to` (resolved against the journal's today) in date order,
    /// parses it and passes it to `body`; counts what could not be read or understood.
    func forEachDay(
        from: DateChoice?, to: DateChoice?, habits: HabitsFile, problems: inout ExportProblems,
        _ body: (LocalDate, String, Day) -> Void
    ) throws(JournalRefusal) {
        let today = today(habits.settings)
        let first = from?.resolved(today: today)
        let last = to?.resolved(today: today)
        if let first, let last, first > last {
            throw JournalRefusal(.exportDatesReversed(first: first, last: last))
        }
        var dated: [(date: LocalDate, path: String)] = []
        for path in try dayFilePaths() {
            guard case .day(let date) = DayPath(path) else { continue }
            if let first, date < first { continue }
            if let last, date > last { continue }
            dated.append((date, path))
        }
        dated.sort { $0.date < $1.date }
        let memo = RunMemo()
        for (date, path) in dated {
            let read: [UInt8]?
            do throws(StorageError) { read = try storage.read(path) } catch {
                problems.unreadable.append(SourceFile(path: path, readError: error.reason))
                continue
            }
            guard let bytes = read else {
                problems.unreadable.append(SourceFile(path: path, readError: "no such file"))
                continue
            }
            let result = DayParser.parse(bytes, fastPath: true, memo: memo)
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            if errors > 0 {
                problems.lines += errors
                problems.files.append(path)
            }
            body(date, path, result.day)
        }
    }

    /// The rows of one day: its entries and items in the order written.
    static func rows(of day: Day, on date: LocalDate, habits: HabitsFile) -> [ExportRow] {
        var rows: [(line: Int, row: ExportRow)] = []
        for e in day.entries {
            let h = habits.habit(for: e.habit)
            rows.append(
                (
                    e.line,
                    ExportRow(
                        date: date, habit: h?.id ?? e.habit.name, name: h?.name ?? e.habit.name, isKnown: h != nil,
                        state: .done, start: e.start, end: e.end, amount: e.amount?.amount,
                        unit: e.amount.flatMap { h == nil ? $0.unit : h?.unit }, note: e.note)
                ))
        }
        for i in day.checklist {
            let h = habits.habit(for: i.habit)
            rows.append(
                (
                    i.line,
                    ExportRow(
                        date: date, habit: h?.id ?? i.habit.name, name: h?.name ?? i.habit.name, isKnown: h != nil,
                        state: i.state, amount: i.amount?.amount,
                        unit: i.amount.flatMap { h == nil ? $0.unit : h?.unit }, note: i.note)
                ))
        }
        return rows.sorted { $0.line < $1.line }.map(\.row)
    }
}

/// CSV as RFC 4180 writes it, with LF line ends: a field holding `"`, `,`, CR or LF is quoted,
/// its quotes doubled; the others are written as they are. For a spreadsheet, `guarded` also
/// puts `'` before a field that a spreadsheet would take for a formula (CWE-1236).
public enum CSV {
    /// `text` with `'` in front when it begins with `=`, `+`, `-`, `@`, a tab or a CR, which
    /// spreadsheets read as the start of a formula (OWASP's advice against CSV injection);
    /// any other text as it is.
    public static func guarded(_ text: String) -> String {
        guard let first = text.utf8.first, [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D].contains(first) else { return text }
        return "'" + text
    }

    /// One field, quoted when it must be.
    public static func field(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x22 || $0 == 0x2C || $0 == 0x0D || $0 == 0x0A }) else { return text }
        var out = "\""
        for c in text.unicodeScalars {
            if c == "\"" { out += "\"" }
            out.unicodeScalars.append(c)
        }
        return out + "\""
    }

    /// One record: the fields, separated by commas, and a final LF; with `guarded`, each field
    /// goes through `guarded(_:)` first.
    public static func line(_ fields: [String], guarded: Bool = false) -> String {
        fields.map { field(guarded ? Self.guarded($0) : $0) }.joined(separator: ",") + "\n"
    }
}
