import DawnJournal
import DawnJournalText

/// One call of the API: its method and path, what it needs of the token (`--allow`), and the
/// library use case it runs: the same one as its command (Docs/SERVE.md lists them).
package struct APIRoute: Sendable {
    /// `GET` (a read: changes nothing) or `POST` (a write).
    package var method: String
    /// The path; a final `*` takes one more segment (`/api/day/*`: the date).
    package var path: String
    /// What a write needs; nil for a read.
    package var access: ServeConfig.Access?
    /// The use case: its answer, and the inverse of what it wrote (nil for a read).
    package var run: @Sendable (JournalService, APICall) throws(APIError) -> (JSONValue, JournalUndo?)

    /// Whether `path` is this route's; the `*` segment's text when it has one.
    func matches(_ path: String) -> String?? {
        if self.path.hasSuffix("/*") {
            let prefix = self.path.dropLast()
            guard path.hasPrefix(prefix) else { return nil }
            let rest = path.dropFirst(prefix.count)
            guard !rest.isEmpty, !rest.contains("/") else { return nil }
            return .some(String(rest))
        }
        return path == self.path ? .some(nil) : nil
    }
}

/// What a route is called with: the request, the `*` segment, and its JSON body when it is a write.
package struct APICall {
    package var request: HTTPRequest
    package var segment: String?
    /// What the token may do (for an undo, which may not do more).
    package var access: ServeConfig.Access = .edit
    /// The server's undo handles.
    package var undos = UndoHandles()
    /// The server's counts of instances, which order the tray.
    package var tray = TrayCounts()

    /// The body as an object of `allowed` fields.
    package func body(_ allowed: [String]) throws(APIError) -> APIBody { try APIBody(request.body, allowed: allowed) }

    /// The `*` segment as a day.
    package func date() throws(APIError) -> DateChoice {
        guard let s = segment, let d = DateChoice(s) else {
            throw .malformed("the path names a day as YYYY-MM-DD, today or yesterday, not '\(segment ?? "")'")
        }
        return d
    }

    /// `?days=N&to=DATE`: the window of history and summary.
    package func window() throws(APIError) -> ViewWindow {
        var days: Int?
        if let d = request.queryValue("days") {
            guard let n = Int(d), n >= 1, n <= ViewWindow.maximumDays else {
                throw .malformed("'days' takes a number of days from 1 to \(ViewWindow.maximumDays), not '\(d)'")
            }
            days = n
        }
        var to: DateChoice?
        if let t = request.queryValue("to") {
            guard let d = DateChoice(t) else { throw .malformed("'to': \(DateChoice.syntax), not '\(t)'") }
            to = d
        }
        return ViewWindow(days: days, to: to)
    }
}

/// Runs a use case, its refusal an `APIError`.
func refusing<T>(_ useCase: () throws(JournalRefusal) -> T) throws(APIError) -> T {
    do { return try useCase() } catch { throw .refusal(error) }
}

extension APIRoute {
    /// Every route of the API.
    package static let all: [APIRoute] = reads + dayWrites + [undo] + habitWrites

    static let reads: [APIRoute] = [
        APIRoute(method: "GET", path: "/api/day/*", access: nil) { j, call throws(APIError) in
            let date = try call.date()
            return try refusing { () throws(JournalRefusal) in
                (DayScreenText.document(try call.tray.dayScreen(j, date)), nil)
            }
        },
        APIRoute(method: "GET", path: "/api/week/*", access: nil) { j, call throws(APIError) in
            let date = try call.date()
            return try refusing { () throws(JournalRefusal) in (try j.weekView(date).json, nil) }
        },
        APIRoute(method: "GET", path: "/api/history", access: nil) { j, call throws(APIError) in
            let window = try call.window()
            return try refusing { () throws(JournalRefusal) in (HistoryText.document(try j.historyView(window)), nil) }
        },
        APIRoute(method: "GET", path: "/api/summary", access: nil) { j, call throws(APIError) in
            let window = try call.window()
            return try refusing { () throws(JournalRefusal) in (InsightsText.document(try j.summary(window)), nil) }
        },
        APIRoute(method: "GET", path: "/api/habits", access: nil) { j, _ throws(APIError) in
            try refusing { () throws(JournalRefusal) in (HabitsScreenText.document(try j.habitList()), nil) }
        },
    ]

    /// A day write's answer: the outcome's JSON and `"said"`, the sentence the terminal's status
    /// line says after the same change (`WrittenText`), for the page's Undo bar.
    static func said(_ json: JSONValue, _ sentence: String) -> JSONValue {
        guard case .object(let fields) = json else { return json }
        return .object(fields + [("said", .string(sentence))])
    }

    static let dayWrites: [APIRoute] = [
        APIRoute(method: "POST", path: "/api/log", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "date", "at", "for", "amount", "set", "note", "skip", "check"])
            let request = LogRequest(
                habit: try b.required("habit"), date: try b.date(), at: try b.time("at"), minutes: try b.minutes("for"),
                note: try b.string("note"), check: try b.bool("check"), amount: try b.amount("amount"),
                setTotal: try b.amount("set"), skip: try b.bool("skip"))
            return try refusing { () throws(JournalRefusal) in
                let o = try j.log(request)
                return (said(o.json, WrittenText.logged(o)), o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/unlog", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "date", "at", "end"])
            let request = UnlogRequest(
                habit: try b.required("habit"), date: try b.date(), at: try b.time("at"),
                end: try b.time("end", end: true))
            return try refusing { () throws(JournalRefusal) in
                let o = try j.unlog(request)
                return (said(o.json, WrittenText.unlogged(o)), o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/toggle", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "date", "expecting"])
            let request = ToggleRequest(
                habit: try b.required("habit"), date: try b.date(), expecting: try b.box("expecting"))
            return try refusing { () throws(JournalRefusal) in
                let o = try j.toggle(request)
                return (said(o.json, WrittenText.toggled(o)), o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/lower", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "date", "by"])
            let by = try b.amount("by") ?? Amount(1)
            guard by > Amount(0) else { throw .malformed("'by' takes an amount more than 0") }
            let request = LowerTotalRequest(habit: try b.required("habit"), date: try b.date(), by: by)
            return try refusing { () throws(JournalRefusal) in
                let o = try j.lowerTotal(request)
                return (said(o.json, WrittenText.lowered(o)), o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/move", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "date", "start", "end", "to"])
            guard let to = try b.time("to") else { throw .malformed("missing 'to'") }
            let request = MoveRequest(habit: try b.required("habit"), date: try b.date(), entry: try entry(b), to: to)
            return try refusing { () throws(JournalRefusal) in
                let o = try j.move(request)
                return (said(o.json, WrittenText.moved(o)), o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/resize", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "date", "start", "end", "until", "for"])
            let length: ResizeRequest.Length
            switch (try b.time("until", end: true), try b.minutes("for")) {
            case (let until?, nil): length = .until(until)
            case (nil, let minutes?): length = .minutes(minutes)
            default: throw .malformed("give one of 'until' (a time) and 'for' (a duration)")
            }
            let request = ResizeRequest(
                habit: try b.required("habit"), date: try b.date(), entry: try entry(b), length: length)
            return try refusing { () throws(JournalRefusal) in
                let o = try j.resize(request)
                return (said(o.json, WrittenText.resized(o)), o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/start", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "date", "at"])
            let request = StartRequest(habit: try b.required("habit"), date: try b.date(), at: try b.time("at"))
            return try refusing { () throws(JournalRefusal) in
                let o = try j.start(request)
                return (said(o.json, WrittenText.started(o)), o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/stop", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "at"])
            let request = StopRequest(habit: try b.string("habit"), at: try b.time("at"))
            return try refusing { () throws(JournalRefusal) in
                let o = try j.stop(request)
                return (said(o.json, WrittenText.stopped(o)), o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/note", access: .log) { j, call throws(APIError) in
            let b = try call.body(["habit", "date", "start", "end", "note", "expecting"])
            let note = try b.string("note")
            let request = NoteRequest(
                habit: try b.required("habit"), date: try b.date(), entry: try entry(b),
                note: note?.isEmpty == true ? nil : note, expecting: try b.string("expecting"))
            return try refusing { () throws(JournalRefusal) in
                let o = try j.setNote(request)
                return (said(o.json, WrittenText.noted(o)), o.undo)
            }
        },
    ]

    /// `POST /api/undo {"undo": "u12"}`: the inverse a write's answer named, under the journal's
    /// lock; refused when a line it would take back changed since. Answers the files it changed
    /// and a handle that redoes the write.
    static let undo = APIRoute(method: "POST", path: "/api/undo", access: .log) { j, call throws(APIError) in
        let id = try call.body(["undo"]).required("undo")
        guard let (inverse, needs) = call.undos.take(id) else {
            throw .gone("no undo '\(id)' is held: the server keeps the last \(UndoHandles.limit) until it stops")
        }
        guard needs <= call.access else { throw .forbidden("undoing it needs --allow \(needs.name)") }
        return try refusing { () throws(JournalRefusal) in
            let o = try j.undo(inverse)
            // The redo needs what the write needed.
            let redo = call.undos.keep(o.undo, access: needs)
            return (
                .object([
                    ("paths", .array(o.paths.map(JSONValue.string))), ("said", .string(InteractiveText.undone)),
                    ("undo", redo),
                ]), nil
            )
        }
    }

    /// The entry a move, resize or note is about: `start` and, when several start then, `end`.
    static func entry(_ b: APIBody) throws(APIError) -> EntryAddress {
        guard let start = try b.time("start") else { throw .malformed("missing 'start'") }
        return EntryAddress(start: start, end: try b.time("end", end: true))
    }

    static let habitFields = [
        "emoji", "color", "duration", "description", "since", "days", "target", "unit", "goal", "limit",
    ]

    static func fields(_ b: APIBody) throws(APIError) -> HabitFieldValues {
        HabitFieldValues(
            emoji: try b.string("emoji"), color: try b.string("color"), duration: try b.string("duration"),
            description: try b.string("description"), since: try b.date("since"), days: try b.string("days"),
            target: try b.string("target"), unit: try b.string("unit"), goal: try b.string("goal"),
            limit: try b.string("limit"))
    }

    static let habitWrites: [APIRoute] = [
        APIRoute(method: "POST", path: "/api/habit/add", access: .edit) { j, call throws(APIError) in
            let b = try call.body(["name", "id"] + habitFields)
            let request = HabitAddRequest(name: try b.required("name"), id: try b.string("id"), fields: try fields(b))
            return try refusing { () throws(JournalRefusal) in
                let o = try j.addHabit(request)
                return (o.json, o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/habit/edit", access: .edit) { j, call throws(APIError) in
            let b = try call.body(["habit", "id", "name"] + habitFields)
            let habit = try b.required("habit")
            let values = try fields(b)
            let newID = try b.string("id")
            let newName = try b.string("name")
            return try refusing { () throws(JournalRefusal) in
                // The form's one save is one write with one inverse, though two use cases.
                try j.asOneWrite { () throws(JournalRefusal) -> (JSONValue, JournalUndo?) in
                    var outcome: HabitChangeOutcome?
                    if !values.isEmpty || newID != nil { outcome = try j.editHabit(habit, values, newID: newID) }
                    if let newName { outcome = try j.renameHabit(outcome?.habit.id ?? habit, to: newName) }
                    guard let outcome else { throw JournalRefusal(.nothingToChange) }
                    return (outcome.json, outcome.undo)
                }
            }
        },
        APIRoute(method: "POST", path: "/api/habit/move", access: .edit) { j, call throws(APIError) in
            let b = try call.body(["habit", "before", "after", "to"])
            let position: HabitPosition
            switch (try b.string("before"), try b.string("after"), try b.int("to")) {
            case (let name?, nil, nil): position = .before(name)
            case (nil, let name?, nil): position = .after(name)
            case (nil, nil, let n?): position = .at(n)
            default: throw .malformed("give one of 'before', 'after' (a habit) and 'to' (a position from 1)")
            }
            let habit = try b.required("habit")
            return try refusing { () throws(JournalRefusal) in
                let o = try j.moveHabit(habit, to: position)
                return (o.json, o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/habit/archive", access: .edit) { j, call throws(APIError) in
            let b = try call.body(["habit", "date"])
            let habit = try b.required("habit")
            let date = try b.date()
            return try refusing { () throws(JournalRefusal) in
                let o = try j.archiveHabit(habit, on: date)
                return (o.json, o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/habit/unarchive", access: .edit) { j, call throws(APIError) in
            let habit = try call.body(["habit"]).required("habit")
            return try refusing { () throws(JournalRefusal) in
                let o = try j.unarchiveHabit(habit)
                return (o.json, o.undo)
            }
        },
        APIRoute(method: "POST", path: "/api/habit/remove", access: .edit) { j, call throws(APIError) in
            let b = try call.body(["habit", "purge"])
            let habit = try b.required("habit")
            let purge = try b.bool("purge")
            return try refusing { () throws(JournalRefusal) in
                let o = try j.removeHabit(habit, purge: purge)
                return (o.json, o.undo)
            }
        },
    ]
}
