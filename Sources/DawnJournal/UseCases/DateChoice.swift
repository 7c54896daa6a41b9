/// A date as a person names it: `2026-11-21`, `today`, `yesterday`, or `-N` (N days ago).
/// Relative dates are resolved against the journal's today, after `day_starts`.
public enum DateChoice: Sendable, Hashable {
    case date(LocalDate)
    case today
    case daysAgo(Int)

    /// Reads `YYYY-MM-DD`, `today`, `yesterday` or `-N` (0 ≤ N < 100000); nil otherwise.
    public init?(_ text: String) {
        switch text {
        case "today": self = .today
        case "yesterday": self = .daysAgo(1)
        default:
            if text.hasPrefix("-"), let n = Int(text.dropFirst()), n >= 0, n < 100_000 {
                self = .daysAgo(n)
            } else if let d = LocalDate(text) {
                self = .date(d)
            } else {
                return nil
            }
        }
    }

    /// What the syntax accepts, for messages.
    public static let syntax = "use YYYY-MM-DD, today, yesterday or -N (N days ago)"

    /// The date, with `today` the journal's today.
    public func resolved(today: LocalDate) -> LocalDate {
        switch self {
        case .date(let d): d
        case .today: today
        case .daysAgo(let n): today.adding(days: -n)
        }
    }
}
