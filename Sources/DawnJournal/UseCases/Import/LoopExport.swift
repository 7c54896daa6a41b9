/// `export loop DIR`: the journal as a Loop Habit Tracker CSV export (v2.3.1 and later: headers,
/// string states), which `import loop` reads back. Docs/IMPORT.md has the mapping.
public struct LoopExport: Sendable {
    /// The files, by their path inside the export: `Habits.csv` and `NNN Name/Checkmarks.csv`.
    public var files: [String: [UInt8]]
    /// What Loop cannot say, one sentence each (weekdays, timeline times, text).
    public var warnings: [String]
}

extension JournalService {
    /// Reads habits.toml and every day file; writes nothing.
    public func exportLoop() throws(JournalRefusal) -> LoopExport {
        let habits = try loadHabits().file
        /// A day of a habit that has a line in the day's file: what `Counter` counts of it,
        /// and the notes of its lines (entries first), which Loop keeps beside the value.
        struct DayRow {
            var facts: Counter.Facts
            var notes: [String] = []
        }
        var rows: [[LocalDate: DayRow]] = Array(repeating: [:], count: habits.habits.count)
        var warnings: [String] = []
        for path in try dayFilePaths() {
            guard case .day(let date) = DayPath(path), let bytes = try readDay(path) else { continue }
            let parsed = DayParser.parse(bytes)
            if parsed.diagnostics.hasErrors {
                warnings.append("\(path) has errors; what was understood is exported (see 'dawn-journal lint')")
            }
            let facts = Counter.facts(of: parsed.day, on: date, habits: habits)
            // Every line starts its habit's row, whatever its state: an unticked item is a row
            // too (NO, or its note).
            let lines =
                parsed.day.entries.map { ($0.habit, $0.note) } + parsed.day.checklist.map { ($0.habit, $0.note) }
            for (habit, note) in lines {
                guard let k = habits.habitIndex(for: habit) else { continue }
                rows[k][date, default: DayRow(facts: facts[k])].notes += note.map { [$0] } ?? []
            }
        }
        var csv =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
        var files: [String: [UInt8]] = [:]
        for (k, h) in habits.habits.enumerated() {
            var (numerator, denominator) = (1, 1)
            if let target = h.target {
                (numerator, denominator) = (target.count, target.period == .week ? 7 : 30)
            } else if let frequency = h.frequency {
                (numerator, denominator) = (frequency.count, frequency.days)
            } else if let every = h.every {
                (numerator, denominator) = (1, every)
                warnings.append(
                    "'\(h.name)': Loop has no fixed rhythm; its every \(every) days is exported as once in \(every) days"
                )
            } else if let days = h.days {
                (numerator, denominator) = (days.count, 7)
                warnings.append(
                    "'\(h.name)': Loop has no weekdays; its \(days.label) is exported as \(days.count) times a week")
            }
            let color = h.color.flatMap(HabitColor.init).map { "#" + $0.hex.dropFirst() } ?? ""
            // Unit, Target Type and Target Value: a numerical habit's; empty for a yes/no one, as
            // Loop's own exporter writes them.
            let measure =
                h.hasAmounts
                ? [
                    h.unit ?? "", h.limit != nil && h.goal == nil ? "AT_MOST" : "AT_LEAST",
                    (h.goal ?? h.limit ?? .zero).decimalOne,
                ]
                : ["", "", ""]
            let fields =
                [
                    String.format3(k + 1), h.name, h.hasAmounts ? "NUMERICAL" : "YES_NO", "", h.description ?? "",
                    String(numerator), String(denominator), color,
                ] + measure + [h.archived != nil ? "true" : "false"]
            csv += fields.map(CSV.field).joined(separator: ",") + "\n"
            var checkmarks = "Date,Value,Notes\n"
            for (date, row) in rows[k].sorted(by: { $0.key > $1.key }) {
                let (done, skipped) = (row.facts.had, row.facts.skipped)
                let value: String
                if h.hasAmounts {
                    guard done || skipped || !row.notes.isEmpty else { continue }
                    value = skipped && !done ? "SKIP" : done ? String(row.facts.total.thousandths) : "0"
                } else {
                    value = done ? "YES_MANUAL" : skipped ? "SKIP" : "NO"
                }
                checkmarks +=
                    [date.description, value, row.notes.joined(separator: "; ")].map(CSV.field).joined(separator: ",")
                    + "\n"
            }
            files["\(String.format3(k + 1)) \(Self.loopFolderName(h.name))/Checkmarks.csv"] = Array(checkmarks.utf8)
            if h.isTimed {
                warnings.append(
                    "'\(h.name)': Loop has no timeline; its entries are exported as days done, without their times")
            }
        }
        files["Habits.csv"] = Array(csv.utf8)
        return LoopExport(files: files, warnings: warnings)
    }

    /// A habit's folder name as Loop writes it: only spaces, ASCII letters, digits, `.`, `_`
    /// and `-`, at most 100 characters.
    static func loopFolderName(_ name: String) -> String {
        HabitName.trimmed(
            String(
                name.unicodeScalars.filter {
                    $0 == " " || $0 == "." || $0 == "_" || $0 == "-"
                        || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                }
                .prefix(100).map(Character.init)))
    }
}

extension String {
    /// `001`: at least three digits.
    static func format3(_ n: Int) -> String {
        let digits = n.description
        return String(repeating: "0", count: Swift.max(0, 3 - digits.count)) + digits
    }
}

extension Amount {
    /// `8.0`, `2.5`: as Loop writes a target value.
    var decimalOne: String { thousandths % 1000 == 0 ? "\(thousandths / 1000).0" : description }
}
