import DawnJournal
import DawnJournalText

/// Time per week as a small stacked bar chart: a bar per week, a segment per timed habit in
/// its colour, each with a `<title>` ("Week of 2026-11-16 · 🏃 Morning Run · 3h 30m"), and a
/// legend that names every colour with the habit's total.
struct ReportWeeklyChartSVG {
    static let barWidth = 10
    static let step = 13
    static let left = 40
    static let chartHeight = 120

    var habits: [Habit]
    var weeks: [ReportWeek]

    func render() -> String {
        let most = max(60, weeks.map(\.total).max() ?? 0)
        // The axis in whole hours, with a line every 2, 5, 10… hours.
        let hoursNeeded = (most + 59) / 60
        let tick = [1, 2, 5, 10, 20, 50, 100].first { hoursNeeded <= $0 * 4 } ?? 200
        let topHours = (hoursNeeded + tick - 1) / tick * tick
        let scale = Double(Self.chartHeight) / Double(topHours * 60)
        // Room after the last bar for a month's name that starts there.
        let width = Self.left + weeks.count * Self.step + Self.step
        let height = Self.chartHeight + 20
        var out =
            ReportPage.scroll("recent", label: "Time per week")
            + "<svg class=\"weekly\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"group\" aria-label=\"Time per week\">\n"
        for hours in stride(from: 0, through: topHours, by: tick) {
            let y = Double(Self.chartHeight + 4) - Double(hours * 60) * scale
            out += "<line class=\"grid\" x1=\"\(Self.left - 4)\" x2=\"\(width)\" y1=\"\(y)\" y2=\"\(y)\"></line>"
            out += "<text class=\"label\" x=\"0\" y=\"\(y + 3)\">\(hours)h</text>"
        }
        out += "\n"
        var lastMonth = 0
        var lastLabel = -10
        for (i, week) in weeks.enumerated() {
            let x = Self.left + i * Self.step
            var y = Double(Self.chartHeight + 4)
            for (habit, minutes) in zip(habits, week.minutes) where minutes > 0 {
                let h = Double(minutes) * scale
                y -= h
                let fill = HTML.color(habit).map { " style=\"fill:\($0.hex)\"" } ?? " class=\"plain\""
                out +=
                    "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(Self.barWidth)\" height=\"\(h)\"\(fill)><title>Week of \(week.start) · \(HTML.escape(habit.label)) · \(DurationText.minutes(minutes))</title></rect>"
            }
            if week.start.month != lastMonth && (week.start.day <= 7 || i == 0) && i - lastLabel >= 3 {
                lastLabel = i
                out +=
                    "<text class=\"label\" x=\"\(x)\" y=\"\(height - 2)\">\(DateText.month(week.start.month, .short))</text>"
                lastMonth = week.start.month
            }
            out += "\n"
        }
        out += "</svg></div>\n<ul class=\"legend\">"
        for (k, habit) in habits.enumerated() {
            let total = weeks.reduce(0) { $0 + $1.minutes[k] }
            let swatch =
                HTML.color(habit).map { "<span class=\"swatch\" style=\"background:\($0.hex)\"></span>" }
                ?? "<span class=\"swatch plain\"></span>"
            out +=
                "<li>\(swatch)\(HTML.escape(habit.label)) <span class=\"muted\">\(DurationText.minutes(total))</span></li>"
        }
        return out + "</ul>"
    }
}
