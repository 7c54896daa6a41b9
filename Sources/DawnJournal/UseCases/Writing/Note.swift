/// A timeline entry's note set, changed or removed (`dawn-journal ui`'s `n`).
public struct NoteRequest: Sendable, Equatable {
    /// The habit's name (any case) or id.
    public var habit: String
    /// The day; nil means today.
    public var date: DateChoice?
    /// Which entry.
    public var entry: EntryAddress
    /// The new note, one line; trimmed, and nil or empty removes the note.
    public var note: String?
    /// The note as the caller last showed it ("" for none), so that the edit never saves over
    /// a note changed meanwhile (another program's): when the entry holds another note, it is
    /// refused (`noteChanged`). Nil sets the note whatever is there.
    public var expecting: String?

    public init(habit: String, date: DateChoice? = nil, entry: EntryAddress, note: String?, expecting: String? = nil) {
        self.habit = habit
        self.date = date
        self.entry = entry
        self.note = note
        self.expecting = expecting
    }
}

/// What `setNote` did to one entry.
public struct NoteOutcome: Sendable, Equatable, UndoableOutcome {
    public var habit: Habit
    /// The day of the entry.
    public var date: LocalDate
    /// The day file, from the journal's root.
    public var path: String
    /// The entry's times, unchanged.
    public var start: TimeOfDay
    public var end: TimeOfDay
    /// The note before, and after (nil: none).
    public var from: String?
    public var to: String?
    /// False when the entry already had that note (nothing was written).
    public var changed: Bool
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`; nil when nothing was written.
    public var undo: JournalUndo? = nil
}

extension JournalService {
    /// Sets an entry's note under the journal's lock: ` -- note` after its name (and amount)
    /// replaces the note it had; no note removes it. Only that line's end changes, in place,
    /// and the file must read back with exactly that note. A note of several lines, or one a
    /// day file would read differently (a mark that joins the space before it), is refused, and
    /// so is one over a note other than `expecting`.
    public func setNote(_ request: NoteRequest) throws(JournalRefusal) -> NoteOutcome {
        let note = try LogRequest.normalised(note: request.note)
        if let note, ItemParser.reading(ofName: "x -- " + note)?.note != note {
            throw JournalRefusal(.unwritableNote(note: note))
        }
        return try undoable { () throws(JournalRefusal) -> NoteOutcome in
            let (_, habit, date, path, document, entry) = try locate(request.entry, of: request.habit, on: request.date)
            if let expecting = request.expecting, expecting != (entry.note ?? "") {
                throw JournalRefusal(
                    .noteChanged(
                        habit: habit, start: entry.start, end: entry.end, expected: expecting.isEmpty ? nil : expecting,
                        found: entry.note))
            }
            var outcome = NoteOutcome(
                habit: habit, date: date, path: path, start: entry.start, end: entry.end, from: entry.note, to: note,
                changed: false)
            guard note != entry.note else { return outcome }
            let result: [UInt8]
            do throws(EditRefusal) {
                result = try DayEditor.setNote(note, atLine: entry.line, in: document)
            } catch {
                throw JournalRefusal(error, file: path)
            }
            try write(result, to: path)
            outcome.changed = true
            return outcome
        }
    }
}
