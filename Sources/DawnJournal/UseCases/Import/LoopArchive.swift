/// A Loop Habit Tracker CSV export, read: `Habits.csv` and one `NNN Name/Checkmarks.csv` per
/// habit, in the format of Loop v2.3.1 and later (headers, string states) or before it (no
/// header in Checkmarks.csv, integer states). Docs/IMPORT.md describes the mapping.
public struct LoopArchive: Sendable, Equatable {
    /// What Loop records for a habit on a day.
    public enum State: String, Sendable, Equatable {
        case yesManual = "YES_MANUAL", yesAuto = "YES_AUTO", no = "NO", skip = "SKIP", unknown = "UNKNOWN"

        /// Loop's integer states, as exports before v2.3.1 write them.
        init?(integer: Int) {
            switch integer {
            case 2: self = .yesManual
            case 1: self = .yesAuto
            case 0: self = .no
            case 3: self = .skip
            case -1: self = .unknown
            default: return nil
            }
        }
    }

    /// One day of a habit.
    public struct Record: Sendable, Equatable {
        public var date: LocalDate
        public var state: State
        /// A numerical habit's value (Loop stores it ×1000).
        public var amount: Amount?
        public var note: String?
    }

    public struct Habit: Sendable, Equatable {
        /// Its place in Habits.csv, 1-based: the `NNN` of its folder.
        public var position: Int
        public var name: String
        public var isNumerical: Bool
        public var question: String
        public var description: String
        public var frequency: (numerator: Int, denominator: Int)
        /// `#RRGGBB`, or empty.
        public var color: String
        public var unit: String
        /// `AT_LEAST` or `AT_MOST` (numerical habits).
        public var atMost: Bool
        public var targetValue: Amount?
        public var archived: Bool
        /// Its days, oldest first.
        public var records: [Record] = []

        public static func == (a: Habit, b: Habit) -> Bool {
            a.position == b.position && a.name == b.name && a.records == b.records && a.frequency == b.frequency
        }
    }

    public var habits: [Habit]
    /// What could not be read, one sentence each (a bad date, an unknown state): left out.
    public var warnings: [String]
    /// Lines of the Checkmarks.csv files left out because they are not a date and a Loop value.
    public var unreadableRecords = 0

    /// Reads an export from its files (path inside the archive or folder → bytes). Refused
    /// when there is no Habits.csv, or it has no Name column.
    public init(files: [String: [UInt8]]) throws(JournalRefusal) {
        // Habits.csv at the root, or under one folder (an archive unpacked into a folder).
        guard let habitsPath = files.keys.filter({ $0 == "Habits.csv" || $0.hasSuffix("/Habits.csv") })
            .min(by: { $0.split(separator: "/").count < $1.split(separator: "/").count }) else {
            throw JournalRefusal(.refused, "no Habits.csv: this is not a Loop Habit Tracker export (Settings → Export as CSV)")
        }
        let root = String(habitsPath.dropLast("Habits.csv".count))
        let rows = CSVReader.rows(files[habitsPath]!)
        guard let header = rows.first, let nameColumn = header.firstIndex(of: "Name") else {
            throw JournalRefusal(.refused, "\(habitsPath) has no header with a Name column: not a Loop Habit Tracker export")
        }
        func column(_ names: String...) -> Int? { names.lazy.compactMap { header.firstIndex(of: $0) }.first }
        let cType = column("Type"), cQuestion = column("Question"), cDescription = column("Description")
        let cNum = column("FrequencyNumerator", "NumRepetitions"), cDen = column("FrequencyDenominator", "Interval")
        let cColor = column("Color"), cUnit = column("Unit"), cTargetType = column("Target Type"), cTarget = column("Target Value")
        let cArchived = column("Archived?", "Archived"), cPosition = column("Position")
        var warnings: [String] = []
        var unreadableRecords = 0
        var habits: [Habit] = []
        for (k, row) in rows.dropFirst().enumerated() {
            func value(_ c: Int?) -> String { c.flatMap { $0 < row.count ? row[$0].trimmingSpaces : nil } ?? "" }
            let name = value(nameColumn)
            guard !name.isEmpty else { warnings.append("Habits.csv row \(k + 2) has no name; left out"); continue }
            let position = Int(value(cPosition)) ?? (k + 1)
            let target = Double(value(cTarget)).flatMap { $0.isFinite && $0 >= 0 && $0 < 1e9 ? Amount(thousandths: Int(($0 * 1000).rounded())) : nil }
            habits.append(Habit(position: position, name: name, isNumerical: value(cType) == "NUMERICAL" || value(cType) == "1",
                                question: value(cQuestion), description: value(cDescription),
                                frequency: (max(1, Int(value(cNum)) ?? 1), max(1, Int(value(cDen)) ?? 1)),
                                color: value(cColor), unit: value(cUnit), atMost: value(cTargetType) == "AT_MOST" || value(cTargetType) == "1",
                                targetValue: target, archived: ["true", "1", "yes"].contains(value(cArchived).lowercased())))
        }
        // Each habit's folder: `NNN Name/Checkmarks.csv`, NNN its position.
        for path in files.keys.sorted() where path.hasPrefix(root) && path.hasSuffix("/Checkmarks.csv") {
            let folder = path.dropFirst(root.count).dropLast("/Checkmarks.csv".count)
            guard !folder.contains("/"), let space = folder.firstIndex(of: " "), let number = Int(folder[..<space]) else { continue }
            guard let h = habits.firstIndex(where: { $0.position == number }) else {
                warnings.append("\(path): no habit at position \(number) in Habits.csv; left out")
                continue
            }
            let before = warnings.count
            habits[h].records = Self.records(files[path]!, numerical: habits[h].isNumerical, path: path, warnings: &warnings)
            unreadableRecords += warnings.count - before
        }
        self.habits = habits
        self.warnings = warnings
        self.unreadableRecords = unreadableRecords
    }

    static func records(_ bytes: [UInt8], numerical: Bool, path: String, warnings: inout [String]) -> [Record] {
        var out: [Record] = []
        for (k, row) in CSVReader.rows(bytes).enumerated() {
            guard let first = row.first?.trimmingSpaces else { continue }
            if k == 0, first == "Date" { continue } // the header of v2.3.1 and later
            guard let date = LocalDate(first), row.count >= 2 else {
                warnings.append("\(path) line \(k + 1): '\(excerpt(row.joined(separator: ",")))' is not a date and a value; left out")
                continue
            }
            let raw = row[1].trimmingSpaces
            let note = row.count >= 3 ? String(row[2]).oneLine : nil
            var record = Record(date: date, state: .unknown, amount: nil, note: note.flatMap { $0.isEmpty ? nil : $0 })
            if let state = State(rawValue: raw) {
                record.state = state
            } else if let n = Int(raw) {
                if numerical {
                    // Stored ×1000; 0 and below record nothing.
                    record.state = n > 0 ? .yesManual : .no
                    if n > 0 { record.amount = Amount(thousandths: n) }
                } else if let state = State(integer: n) {
                    record.state = state
                } else {
                    warnings.append("\(path) line \(k + 1): '\(raw)' is not a Loop state; left out")
                    continue
                }
            } else {
                warnings.append("\(path) line \(k + 1): '\(excerpt(raw))' is not a Loop state; left out")
                continue
            }
            out.append(record)
        }
        return out.sorted { $0.date < $1.date }
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }

    /// One line: line breaks and tabs read as spaces, runs of spaces as one, trimmed.
    fileprivate var oneLine: String {
        HabitName.normalised(String(self).map { $0.isNewline || $0 == "\t" ? " " : $0 }.reduce(into: "") { $0.append($1) })
    }
}
