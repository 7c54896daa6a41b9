import DawnJournal
import DawnJournalText

/// The last week as a timeline: a column per day, a row per hour, each entry a block in its
/// habit's colour with the emoji and the name, its text near-black or white by the contrast
/// rule (`HabitColor.textColor`). Nights past 24:00 (up to 32:00) go below the day's 24:00.
struct ReportTimelineHTML {
    static let hourHeight = 30

    var days: [ReportDay]
    var today: LocalDate

    /// The hours shown: 06:00 to 22:00 at least, stretched to hold every entry.
    var hours: Range<Int> {
        let entries = days.flatMap { $0.entries.map(\.entry) }
        let first = min(6, entries.map { $0.start.minutes / 60 }.min() ?? 6)
        let last = max(22, entries.map { ($0.end.minutes + 59) / 60 }.max() ?? 22)
        return first..<min(last, TimeOfDay.latestMinutes / 60)
    }

    /// "07:00", and past midnight "01:00 +1".
    static func hourLabel(_ h: Int) -> String {
        let shown = h % 24
        return (shown < 10 ? "0" : "") + "\(shown):00" + (h >= 24 ? " +1" : "")
    }

    func render() -> String {
        let hours = self.hours
        let height = hours.count * Self.hourHeight
        var out =
            ReportPage.scroll(label: "The last seven days")
            + "<div class=\"timeline\" style=\"--hours:\(hours.count)\">\n"
        out += "<div class=\"hours\"><div class=\"dayhead\"></div><div class=\"col\" style=\"height:\(height)px\">"
        for (i, h) in hours.enumerated() {
            out += "<span class=\"hour\" style=\"top:\(i * Self.hourHeight)px\">\(Self.hourLabel(h))</span>"
        }
        out += "</div></div>\n"
        for day in days {
            let isToday = day.date == today
            out +=
                "<div class=\"day\" data-date=\"\(day.date)\"><div class=\"dayhead\">\(DateText.weekday(day.date.weekday, .short)) \(day.date.day)\(isToday ? " <span class=\"muted\">today</span>" : "")</div>"
            out += "<div class=\"col\" style=\"height:\(height)px\">"
            // Overlapping entries side by side: each takes the first lane free at its start.
            var laneEnds: [Int] = []
            var lanes: [Int] = []
            for (_, e) in day.entries {
                if let free = laneEnds.firstIndex(where: { $0 <= e.start.minutes }) {
                    laneEnds[free] = e.end.minutes
                    lanes.append(free)
                } else {
                    laneEnds.append(e.end.minutes)
                    lanes.append(laneEnds.count - 1)
                }
            }
            let laneCount = max(1, laneEnds.count)
            // Side by side, a block is too narrow for the time before the name: the name
            // shows, the time is in the title (and in the hour rows).
            let showsTime = laneCount == 1
            for ((habit, e), lane) in zip(day.entries, lanes) {
                let top = (e.start.minutes - hours.lowerBound * 60) * Self.hourHeight / 60
                let h = max(14, e.minutes * Self.hourHeight / 60)
                let emoji = habit?.emoji ?? e.habit.emoji
                let name = habit?.name ?? e.habit.name
                let label = HTML.escape((emoji.map { $0 + " " } ?? "") + name)
                var title = "\(e.start)–\(e.end) · " + (emoji.map { $0 + " " } ?? "") + name
                if let a = e.amount { title += " · " + a.text }
                if let note = e.note { title += " — " + note }
                let colors = HTML.color(habit).map { "background:\($0.hex);color:\($0.textColor.hex);" } ?? ""
                let position = "top:\(top)px;height:\(h)px;left:\(lane * 100 / laneCount)%;width:\(100 / laneCount)%;"
                out +=
                    "<div class=\"block\(colors.isEmpty ? " plain" : "")\" style=\"\(position)\(colors)\" title=\"\(HTML.escape(title))\">\(showsTime ? "<span class=\"time\">\(e.start)</span> " : "")\(label)</div>"
            }
            out += "</div></div>\n"
        }
        return out + "</div></div>"
    }
}
