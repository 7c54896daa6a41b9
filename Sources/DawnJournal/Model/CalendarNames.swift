/// The names of the weekdays and the months, in English, once. Every other spelling is made
/// from these: habits.toml's `mon` and `monday` (`Weekdays.names`, `JournalSettings.weekdays`),
/// the editor's new-day heading ("Saturday, 21 November"), and every front end's "Mon", "Nov"
/// (`DawnJournalText.DateText`), so that no second table can drift from them.
package enum CalendarNames {
    /// "Monday" … "Sunday", for ISO weekday 1 … 7.
    package static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    /// "January" … "December", for month 1 … 12.
    package static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December",
    ]

    /// The short form of a name: its first three letters ("Mon", "Nov").
    package static func short(_ name: String) -> String { String(name.prefix(3)) }

    /// The name of ISO weekday 1 … 7 (clamped into that range, so that no value traps).
    package static func weekday(_ isoWeekday: Int) -> String { weekdays[max(1, min(7, isoWeekday)) - 1] }
    /// The name of month 1 … 12 (clamped into that range, so that no value traps).
    package static func month(_ month: Int) -> String { months[max(1, min(12, month)) - 1] }
}
