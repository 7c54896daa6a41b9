/// The dates a report covers: the last twelve months (the default), a calendar year, or a
/// range between two dates. Resolved against the journal's today, after `day_starts`.
public enum ReportRange: Sendable, Equatable {
    /// The twelve months ending on the journal's today: 2025-11-22 to 2026-11-21, starting no
    /// earlier than the journal's first day (`JournalService.journalStart`).
    case lastTwelveMonths
    /// A calendar year, January 1 to December 31 (days after today show as not applicable).
    case year(Int)
    /// From `from` (default: twelve months before `to`) to `to` (default: today).
    case dates(from: DateChoice?, to: DateChoice?)

    /// The longest range a report covers: ten years, the longest window of `summary`, so that
    /// `summary --days N --to DATE` always gives the report's numbers.
    public static let maximumDays = ViewWindow.maximumDays

    /// The first and last day for a journal whose today is `today`; refused (a malformed
    /// request) when the year is out of 1…9999, the first day is after the last, or the range
    /// is longer than `maximumDays`.
    public func resolved(today: LocalDate, journalStart: LocalDate? = nil) throws(JournalRefusal)
        -> ClosedRange<LocalDate>
    {
        let range: ClosedRange<LocalDate>
        switch self {
        case .lastTwelveMonths:
            let twelve = Self.twelveMonths(endingOn: today)
            range = max(twelve.lowerBound, min(journalStart ?? twelve.lowerBound, today))...today
        case .year(let y):
            guard let first = LocalDate(year: y, month: 1, day: 1), let last = LocalDate(year: y, month: 12, day: 31)
            else {
                throw JournalRefusal(.invalidYear(y))
            }
            range = first...last
        case .dates(let from, let to):
            let last = to?.resolved(today: today) ?? today
            let first = from?.resolved(today: today) ?? Self.twelveMonths(endingOn: last).lowerBound
            guard first <= last else {
                throw JournalRefusal(.reportDatesReversed(first: first, last: last))
            }
            range = first...last
        }
        guard range.lowerBound.days(to: range.upperBound) < Self.maximumDays else {
            throw JournalRefusal(
                .reportTooLong(first: range.lowerBound, last: range.upperBound, maximum: Self.maximumDays))
        }
        return range
    }

    /// The day after the same date a year earlier (February 29 a year earlier is February
    /// 28), to `last`: 365 or 366 days.
    static func twelveMonths(endingOn last: LocalDate) -> ClosedRange<LocalDate> {
        guard last.year > 1,
            let before = LocalDate(
                year: last.year - 1, month: last.month,
                day: min(last.day, LocalDate.daysIn(month: last.month, year: last.year - 1)))
        else {
            return LocalDate.earliest...last
        }
        return before.adding(days: 1)...last
    }
}
