/// The fields `habit add` and `habit edit` take, as a person typed them.
public struct HabitFieldValues: Sendable, Equatable {
    public var emoji: String?
    public var color: String?
    public var duration: String?
    public var description: String?
    public var since: DateChoice?

    public init(emoji: String? = nil, color: String? = nil, duration: String? = nil,
                description: String? = nil, since: DateChoice? = nil) {
        self.emoji = emoji
        self.color = color
        self.duration = duration
        self.description = description
        self.since = since
    }

    /// Whether no field is given.
    public var isEmpty: Bool { emoji == nil && color == nil && duration == nil && description == nil && since == nil }

    /// The command-line options that set these fields, in order.
    public static let optionNames = ["--emoji", "--color", "--duration", "--description", "--since"]
}

/// One field as habits.toml writes it: the key and its TOML literal.
public struct HabitFieldChange: Sendable, Equatable {
    public var key: String
    public var literal: String
}

/// Validating habit fields like the form they replace. Each check is the lint rule's own test
/// (HabitNameRule, HabitDurationRule, …), worded for a person filling in a form; and after an
/// edit the lint rules run on the result, so nothing lint rejects is ever written.
enum HabitForm {
    /// A name as day files read it, 1 to 50 characters, that day files read back as itself,
    /// and that no other habit already answers to (by name or id, ignoring case).
    static func validName(_ raw: String, habits: HabitsFile, except id: String? = nil) throws(JournalRefusal) -> String {
        let name = HabitName.normalised(raw)
        guard !name.isEmpty else { throw JournalRefusal(.refused, "a habit needs a name of 1 to \(HabitNameRule.maximumLength) characters") }
        guard name.count <= HabitNameRule.maximumLength else {
            throw JournalRefusal(.refused, "'\(name.prefix(20))…' is \(name.count) characters; a name is at most \(HabitNameRule.maximumLength)")
        }
        guard !name.contains(where: { $0 == "\n" || $0 == "\r" }) else { throw JournalRefusal(.refused, "a name must be one line") }
        if name.contains(" -- ") { throw JournalRefusal(.refused, "a name cannot contain ' -- ' (it starts a note in day files)") }
        if let problem = HabitNameRule.dayFileProblem(name) {
            throw JournalRefusal(.refused, "'\(name)' cannot be a name: \(problem)")
        }
        let key = HabitName.key(name)
        if let other = habits.habits.first(where: { $0.id != id && (HabitName.key($0.name) == key || HabitName.key($0.id) == key) }) {
            throw JournalRefusal(.refused, "'\(name)' is already the name or id of '\(other.name)' (\(other.id)); names must differ")
        }
        return name
    }

    /// The fields given, validated, as `(key, TOML literal)` in habits.toml order, and notices.
    static func changes(_ values: HabitFieldValues, settings: JournalSettings, today: LocalDate) throws(JournalRefusal) -> (changes: [HabitFieldChange], notices: [String]) {
        var out: [HabitFieldChange] = []
        var notices: [String] = []
        if let e = values.emoji {
            let trimmed = HabitName.trimmed(e)
            guard let first = trimmed.first, Emoji.isEmoji(first) else {
                throw JournalRefusal(.invalidRequest, "'--emoji' takes an emoji such as 🏃, not '\(e)'")
            }
            if trimmed.count > 1 { notices.append("an emoji is one character; kept '\(first)'.") }
            out.append(.init(key: "emoji", literal: HabitsEditor.string(String(first))))
        }
        if let c = values.color {
            guard HabitColor(c) != nil else {
                throw JournalRefusal(.invalidRequest, "'--color' takes #RRGGBB or one of \(HabitColor.presets.map(\.name).joined(separator: ", ")), not '\(c)'")
            }
            out.append(.init(key: "color", literal: HabitsEditor.string(c.hasPrefix("#") ? c.uppercased() : c.lowercased())))
        }
        if let d = values.duration {
            guard let m = DurationSyntax.minutes(d) else {
                throw JournalRefusal(.invalidRequest, "'--duration' takes a duration like 15m, 30m, 1h or 1h30m, not '\(d)'")
            }
            guard HabitDurationRule.fits(m, slot: settings.slot) else {
                throw JournalRefusal(.refused, "a duration must be a multiple of the \(settings.slot)-minute slot; \(d) is not")
            }
            out.append(.init(key: "duration", literal: HabitsEditor.string(DurationSyntax.text(minutes: m))))
        }
        if let d = values.description {
            let text = HabitName.trimmed(d)
            guard text.count <= HabitDescriptionRule.maximumLength else {
                throw JournalRefusal(.refused, "a description is at most \(HabitDescriptionRule.maximumLength) characters; this one has \(text.count)")
            }
            guard !text.contains(where: { $0 == "\n" || $0 == "\r" }) else {
                throw JournalRefusal(.invalidRequest, "'--description' must be one line")
            }
            out.append(.init(key: "description", literal: HabitsEditor.string(text)))
        }
        if let s = values.since {
            out.append(.init(key: "since", literal: s.resolved(today: today).description))
        }
        return (out, notices)
    }

    /// A stable id from a name: lower-case letters and digits joined by hyphens.
    static func slug(_ name: String) -> String {
        var out = ""
        var dash = false
        for c in name.lowercased().unicodeScalars {
            if (c >= "a" && c <= "z") || (c >= "0" && c <= "9") {
                if dash && !out.isEmpty { out += "-" }
                out.unicodeScalars.append(c)
                dash = false
            } else {
                dash = true
            }
        }
        return out.isEmpty ? "habit" : out
    }

    /// The lint rules on habits.toml before and after an edit: an error the edit would add is
    /// a refusal, so no habit command writes what `lint` rejects.
    static func checkWithLint(old: [UInt8], new: [UInt8], now: LocalDateTime) throws(JournalRefusal) {
        func errors(_ bytes: [UInt8]) -> [Diagnostic] {
            let loaded = JournalLoader.load(JournalSources(habits: SourceFile(path: JournalService.habitsPath, bytes: bytes), dayFiles: []))
            return Validator.validate(loaded, now: now).filter { $0.severity == .error }
        }
        var before: [DiagnosticCode: Int] = [:]
        for d in errors(old) { before[d.code, default: 0] += 1 }
        var after: [DiagnosticCode: Int] = [:]
        for d in errors(new) {
            after[d.code, default: 0] += 1
            if after[d.code]! > before[d.code, default: 0] {
                throw JournalRefusal(.refused, "\(d.message) [\(d.code)]; habits.toml was left unchanged",
                                     file: JournalService.habitsPath, at: d.range)
            }
        }
    }
}
