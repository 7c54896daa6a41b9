/// A Loop Habit Tracker CSV export, read: `Habits.csv` and one `NNN Name/Checkmarks.csv` per
/// habit, in the format of Loop v2.3.1 and later (headers, string states) or before it (no
/// header in Checkmarks.csv, integer states). Docs/IMPORT.md describes the mapping.
public struct LoopArchive: Sendable, Equatable {
    /// What Loop records for a habit on a day.
    public enum State: String, Sendable, Equatable {
        case yesManual = "YES_MANUAL"
        case yesAuto = "YES_AUTO"
        case no = "NO"
        case skip = "SKIP"
        case unknown = "UNKNOWN"

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

    /// The most an export may hold, so that reading it takes bounded memory (under 100 MB,
    /// Docs/IMPORT.md). Past a limit the export is refused before anything is written.
    public struct Limits: Sendable, Equatable {
        /// The most bytes of one CSV file read (Habits.csv, a Checkmarks.csv).
        public var fileBytes: Int
        /// The most bytes of all the CSV files read together.
        public var csvBytes: Int
        /// The most lines of Checkmarks.csv in all (a habit's day each).
        public var records: Int

        public init(fileBytes: Int, csvBytes: Int, records: Int) {
            self.fileBytes = fileBytes
            self.csvBytes = csvBytes
            self.records = records
        }

        /// 16 MiB a file, 16 MiB in all, 250,000 days of habits (50 habits for 13 years); a
        /// real export is a few hundred KiB.
        public static let `default` = Limits(fileBytes: 16 << 20, csvBytes: 16 << 20, records: 250_000)
    }

    /// The limits this export is read within.
    public let limits: Limits

    /// The folder of the export's Habits.csv inside the archive or folder (`""` at its root).
    public private(set) var root = ""
    /// The CSV bytes read so far, and the lines of Checkmarks.csv.
    private var csvBytes = 0
    private var recordCount = 0

    /// Reads an export from its files (path inside the archive or folder → bytes). Refused
    /// when there is no Habits.csv, or it has no Name column, or past the limits.
    public init(files: [String: [UInt8]], limits: Limits = .default) throws(JournalRefusal) {
        guard let habitsPath = Self.habitsCSV(among: files.keys) else {
            throw JournalRefusal(.notALoopExport)
        }
        try self.init(habitsCSV: files[habitsPath]!, path: habitsPath, limits: limits)
        for path in files.keys.sorted() where reads(path) { try addCheckmarks(files[path]!, path: path) }
    }

    /// The path of the export's Habits.csv among the paths of an archive or folder: at the
    /// root, or under one folder (an archive unpacked into a folder); the shallowest one.
    public static func habitsCSV(among paths: some Sequence<String>) -> String? {
        paths.filter { $0 == "Habits.csv" || $0.hasSuffix("/Habits.csv") }
            .min { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }

    /// Starts reading an export from its Habits.csv (`path`, its place in the archive or
    /// folder); each habit's days come with `addCheckmarks(_:path:)`, one file at a time.
    public init(habitsCSV bytes: [UInt8], path habitsPath: String, limits: Limits = .default) throws(JournalRefusal) {
        self.limits = limits
        guard bytes.count <= limits.fileBytes else {
            throw Self.tooLarge(.loopFileTooLarge(path: habitsPath, bytes: bytes.count, limit: limits.fileBytes))
        }
        root = String(habitsPath.dropLast("Habits.csv".count))
        csvBytes = bytes.count
        let rows = CSVReader.rows(bytes)
        guard let header = rows.first, let nameColumn = header.firstIndex(of: "Name") else {
            throw JournalRefusal(.loopHabitsWithoutNames(path: habitsPath))
        }
        func column(_ names: String...) -> Int? { names.lazy.compactMap { header.firstIndex(of: $0) }.first }
        let cType = column("Type")
        let cQuestion = column("Question")
        let cDescription = column("Description")
        let cNum = column("FrequencyNumerator", "NumRepetitions")
        let cDen = column("FrequencyDenominator", "Interval")
        let cColor = column("Color")
        let cUnit = column("Unit")
        let cTargetType = column("Target Type")
        let cTarget = column("Target Value")
        let cArchived = column("Archived?", "Archived")
        let cPosition = column("Position")
        warnings = []
        habits = []
        for (k, row) in rows.dropFirst().enumerated() {
            func value(_ c: Int?) -> String { c.flatMap { $0 < row.count ? row[$0].trimmingSpaces : nil } ?? "" }
            let name = value(nameColumn)
            guard !name.isEmpty else {
                warnings.append("Habits.csv row \(k + 2) has no name; left out")
                continue
            }
            let position = Int(value(cPosition)) ?? (k + 1)
            let target = Double(value(cTarget)).flatMap {
                $0.isFinite && $0 >= 0 && $0 < 1e9 ? Amount(thousandths: Int(($0 * 1000).rounded())) : nil
            }
            habits.append(
                Habit(
                    position: position, name: name, isNumerical: value(cType) == "NUMERICAL" || value(cType) == "1",
                    question: value(cQuestion), description: value(cDescription),
                    frequency: (max(1, Int(value(cNum)) ?? 1), max(1, Int(value(cDen)) ?? 1)),
                    color: value(cColor), unit: value(cUnit),
                    atMost: value(cTargetType) == "AT_MOST" || value(cTargetType) == "1",
                    targetValue: target, archived: ["true", "1", "yes"].contains(value(cArchived).lowercased())))
        }
    }

    /// Whether the export reads the file at `path`: a `NNN Name/Checkmarks.csv` beside its
    /// Habits.csv. Other files (Scores.csv, the combined Checkmarks.csv) are Loop's own
    /// computations and are not read.
    public func reads(_ path: String) -> Bool {
        guard path.hasPrefix(root), path.hasSuffix("/Checkmarks.csv") else { return false }
        let folder = path.dropFirst(root.count).dropLast("/Checkmarks.csv".count)
        guard !folder.contains("/"), let space = folder.firstIndex(of: " ") else { return false }
        return Int(folder[..<space]) != nil
    }

    /// Adds the days of one habit from its `NNN Name/Checkmarks.csv` (a path `reads` accepts;
    /// another is ignored), row by row. Refused past the limits.
    public mutating func addCheckmarks(_ bytes: [UInt8], path: String) throws(JournalRefusal) {
        guard reads(path) else { return }
        let folder = path.dropFirst(root.count).dropLast("/Checkmarks.csv".count)
        let number = Int(folder[..<folder.firstIndex(of: " ")!])!
        guard bytes.count <= limits.fileBytes else {
            throw Self.tooLarge(.loopFileTooLarge(path: path, bytes: bytes.count, limit: limits.fileBytes))
        }
        csvBytes += bytes.count
        guard csvBytes <= limits.csvBytes else { throw Self.tooLarge(.loopCSVTooLarge(limit: limits.csvBytes)) }
        guard let h = habits.firstIndex(where: { $0.position == number }) else {
            warnings.append("\(path): no habit at position \(number) in Habits.csv; left out")
            return
        }
        let before = warnings.count
        var lines = 0
        let records = Self.records(
            bytes, numerical: habits[h].isNumerical, path: path, warnings: &warnings, lines: &lines)
        recordCount += lines
        guard recordCount <= limits.records else {
            throw Self.tooLarge(.loopTooManyRecords(limit: limits.records))
        }
        habits[h].records += records
        habits[h].records.sort { $0.date < $1.date }
        unreadableRecords += warnings.count - before
    }

    static func tooLarge(_ reason: RefusalReason) -> JournalRefusal {
        JournalRefusal(reason, undone: .import)
    }

    /// A Checkmarks.csv's records, oldest first; `lines` counts its lines (the header aside).
    static func records(_ bytes: [UInt8], numerical: Bool, path: String, warnings: inout [String], lines: inout Int)
        -> [Record]
    {
        var out: [Record] = []
        var k = -1
        CSVReader.forEachRow(bytes) { row in
            k += 1
            guard let first = row.first?.trimmingSpaces else { return }
            if k == 0, first == "Date" { return } // the header of v2.3.1 and later
            lines += 1
            guard let date = LocalDate(first), row.count >= 2 else {
                warnings.append(
                    "\(path) line \(k + 1): '\(excerpt(row.joined(separator: ",")))' is not a date and a value; left out"
                )
                return
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
                    return
                }
            } else {
                warnings.append("\(path) line \(k + 1): '\(excerpt(raw))' is not a Loop state; left out")
                return
            }
            out.append(record)
        }
        return out
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
        HabitName.normalised(
            String(self).map { $0.isNewline || $0 == "\t" ? " " : $0 }.reduce(into: "") { $0.append($1) })
    }
}
