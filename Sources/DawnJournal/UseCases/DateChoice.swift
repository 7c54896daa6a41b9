/// A date as a person names it: `2026-11-21`, `today`, `yesterday`, `tomorrow`, `-N` (N days
/// ago) or `+N` (N days ahead). Relative dates are resolved against the journal's today, after
/// `day_starts`. A future date can be looked at; logging refuses it.
public enum DateChoice: Sendable, Hashable {
    case date(LocalDate)
    case today
    case daysAgo(Int)
    case daysAhead(Int)

    /// Reads `YYYY-MM-DD`, `today`, `yesterday`, `tomorrow`, `-N` or `+N` (0 ≤ N < 100000, digits
    /// only); nil otherwise.
    public init?(_ text: String) {
        func count(_ s: Substring) -> Int? {
            guard !s.isEmpty, s.count <= 5, s.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(s)
        }
        switch text.lowercased() {
        case "today": self = .today
        case "yesterday": self = .daysAgo(1)
        case "tomorrow": self = .daysAhead(1)
        default:
            if text.hasPrefix("-"), let n = count(text.dropFirst()) {
                self = .daysAgo(n)
            } else if text.hasPrefix("+"), let n = count(text.dropFirst()) {
                self = .daysAhead(n)
            } else if let d = LocalDate(text) {
                self = .date(d)
            } else {
                return nil
            }
        }
    }

    /// What the syntax accepts, for messages.
    public static let syntax = "use YYYY-MM-DD, today, yesterday, tomorrow, -N (N days ago) or +N (N days ahead)"

    /// The date, with `today` the journal's today.
    public func resolved(today: LocalDate) -> LocalDate {
        switch self {
        case .date(let d): d
        case .today: today
        case .daysAgo(let n): today.adding(days: -n)
        case .daysAhead(let n): today.adding(days: n)
        }
    }
}
