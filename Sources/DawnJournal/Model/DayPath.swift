/// What a path under the journal is: a day file, a misplaced or misnamed one, or something else.
public enum DayPath: Sendable, Equatable {
    /// `days/YYYY/YYYY-MM-DD.md` for a real date, in its year's folder.
    case day(LocalDate)
    /// Named like a day file (`YYYY-MM-DD.md`) but not a real date, or not in `days/YYYY/`.
    case misplaced(date: LocalDate?, reason: String)
    /// Anything else: not read, mentioned by lint.
    case other

    /// Classifies a path relative to the journal root. Read on its bytes: it runs once for
    /// every file of the journal.
    public init(_ path: String) {
        let u = Array(path.utf8)
        let n = u.count
        // The name: after the last "/", ending in ".md", a stem shaped like YYYY-MM-DD.
        var slash = n
        while slash > 0, u[slash - 1] != UInt8(ascii: "/") { slash -= 1 }
        let nameStart = slash
        guard n - nameStart == 13, u[n - 3] == UInt8(ascii: "."), u[n - 2] == UInt8(ascii: "m"),
            u[n - 1] == UInt8(ascii: "d")
        else {
            self = .other
            return
        }
        for k in 0..<10 {
            let c = u[nameStart + k]
            let ok = (k == 4 || k == 7) ? c == UInt8(ascii: "-") : (c >= 0x30 && c <= 0x39)
            guard ok else {
                self = .other
                return
            }
        }
        let stem = String(decoding: u[nameStart..<(nameStart + 10)], as: UTF8.self)
        let name = stem + ".md"
        guard let date = LocalDate(stem) else {
            self = .misplaced(date: nil, reason: "'\(stem)' is not a real date")
            return
        }
        let year = String(stem.prefix(4))
        // The folders: exactly "days/YYYY/".
        let folders = u[0..<nameStart]
        let slashes = folders.filter { $0 == UInt8(ascii: "/") }.count
        guard slashes == 2, folders.starts(with: Array("days/".utf8)) else {
            self = .misplaced(date: date, reason: "a day file belongs at days/\(year)/\(name)")
            return
        }
        let folder = String(decoding: u[5..<(nameStart - 1)], as: UTF8.self)
        guard folder == year else {
            self = .misplaced(date: date, reason: "it is in the folder '\(folder)', not '\(year)'")
            return
        }
        self = .day(date)
    }

    /// The canonical path of the day file for `date`.
    public static func path(for date: LocalDate) -> String {
        let name = date.description
        return "days/" + String(name.prefix(4)) + "/" + name + ".md"
    }

    /// The journal's first day, where a habit without `since` starts counting: the earliest
    /// date of a day file in its place (`days/YYYY/YYYY-MM-DD.md`); a misplaced file does not
    /// count. The one rule, for lint, the views and the language server.
    package static func firstDay(_ places: some Sequence<DayPath>) -> LocalDate? {
        var first: LocalDate?
        for case .day(let d) in places where first.map({ d < $0 }) ?? true { first = d }
        return first
    }

    /// `firstDay` of the files named `names` in the folder `days/YEAR/`: the same date as
    /// `firstDay(names.map { DayPath("days/\(year)/\($0)") })`, read on each name's bytes
    /// without making its path (a start-up of `today` lists a year of names).
    package static func firstDay(names: [String], inYearFolder year: String) -> LocalDate? {
        let y = Array(year.utf8)
        guard y.count == 4 else { return nil }
        var first: LocalDate?
        for var name in names {
            let date = name.withUTF8 { u -> LocalDate? in
                guard u.count == 13, u[10] == UInt8(ascii: "."), u[11] == UInt8(ascii: "m"),
                    u[12] == UInt8(ascii: "d"), u[0] == y[0], u[1] == y[1], u[2] == y[2], u[3] == y[3]
                else { return nil }
                return LocalDate.reading(UnsafeBufferPointer(rebasing: u[0..<10]))
            }
            if let date, first.map({ date < $0 }) ?? true { first = date }
        }
        return first
    }

    /// Whether the file is read as a day file (a real day, or a misplaced one to report).
    public var isDayFile: Bool {
        if case .other = self { return false }
        return true
    }
}
