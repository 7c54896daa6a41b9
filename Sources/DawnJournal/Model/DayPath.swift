import DawnTOML

/// What a path under the journal is: a day file, a misplaced or misnamed one, or something else.
public enum DayPath: Sendable, Equatable {
    /// `days/YYYY/YYYY-MM-DD.md` for a real date, in its year's folder.
    case day(LocalDate)
    /// Named like a day file (`YYYY-MM-DD.md`) but not a real date, or not in `days/YYYY/`.
    case misplaced(date: LocalDate?, reason: String)
    /// Anything else: not read, mentioned by lint.
    case other

    /// Classifies a path relative to the journal root.
    public init(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let name = parts.last, name.hasSuffix(".md") else { self = .other; return }
        let stem = name.dropLast(3)
        let u = Array(stem.utf8)
        let looksLikeDate = u.count == 10 && u[4] == UInt8(ascii: "-") && u[7] == UInt8(ascii: "-")
            && u.enumerated().allSatisfy { ($0.offset == 4 || $0.offset == 7) || ($0.element >= 0x30 && $0.element <= 0x39) }
        guard looksLikeDate else { self = .other; return }
        guard let date = LocalDate(stem) else {
            self = .misplaced(date: nil, reason: "'\(stem)' is not a real date")
            return
        }
        let year = String(stem.prefix(4))
        guard parts.count == 3, parts[0] == "days" else {
            self = .misplaced(date: date, reason: "a day file belongs at days/\(year)/\(name)")
            return
        }
        guard parts[1] == year else {
            self = .misplaced(date: date, reason: "it is in the folder '\(parts[1])', not '\(year)'")
            return
        }
        self = .day(date)
    }

    /// The canonical path of the day file for `date`.
    public static func path(for date: LocalDate) -> String {
        "days/\(String(date.description.prefix(4)))/\(date).md"
    }

    /// Whether the file is read as a day file (a real day, or a misplaced one to report).
    public var isDayFile: Bool {
        if case .other = self { return false }
        return true
    }
}
