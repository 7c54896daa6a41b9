import DawnJournal
import DawnJournalText

/// A `Report` as one self-contained HTML page: inline CSS and inline SVG, system fonts, no
/// script and no address outside the page, so it opens offline in any browser and prints.
/// Light and dark (`prefers-color-scheme`), a print stylesheet, readable at 360 px wide (the
/// wide charts scroll inside their box on screen and shrink to the page in print).
struct ReportPage {
    var report: Report
    /// The program's version, in the footer.
    var version: String

    func render() -> String {
        let r = report
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Habits · \(r.from) – \(r.to)</title>
            <style>
            \(Self.css)</style>
            </head>
            <body>
            <svg class="defs" width="0" height="0" aria-hidden="true"><defs><pattern id="hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="hatch-bg" width="4" height="4"></rect><line class="hatch-line" x1="0" y1="0" x2="0" y2="4"></line></pattern></defs></svg>
            <header>
            <h1>Habits</h1>
            <p class="muted">\(DateText.window(from: r.from, to: r.to, startsWithJournal: r.startsWithJournal))</p>
            </header>
            <main>

            """
        out += heatmaps() + insights() + timeline() + weekly()
        out += """
            </main>
            <footer class="muted">Written by dawn-journal \(HTML.escape(version)) on \(r.today). Nothing on this page is sent anywhere.</footer>
            </body>
            </html>

            """
        return out
    }

    // MARK: Sections

    func heatmaps() -> String {
        let r = report
        var out = "<section id=\"year\">\n<h2>The year, day by day</h2>\n"
        guard r.hasHabits else { return out + "<p class=\"empty\">\(EmptyStateText.noHabits)</p>\n</section>\n" }
        guard !r.heatmaps.isEmpty else {
            return out
                + "<p class=\"empty\">\(EmptyStateText.noActiveHabits) \(HTML.escape(EmptyStateText.addOne(.commandLine)))</p>\n</section>\n"
        }
        out += Self.legend
        if r.heatmaps.allSatisfy({ $0.states.allSatisfy { $0 == .na } }) {
            out += "<p class=\"empty\">\(EmptyStateText.noHistory)</p>\n"
        }
        for map in r.heatmaps {
            let h = map.habit
            out += "<article class=\"habit\">\n<h3>\(Self.pill(h))"
            var facts = HabitText.schedule(h)
            if let d = h.duration { facts.append(DurationText.minutes(d)) }
            if let archived = h.archived, archived <= r.to { facts.append("archived \(archived)") }
            if !facts.isEmpty { out += " <span class=\"facts\">\(HTML.escape(facts.joined(separator: " · ")))</span>" }
            out += "</h3>\n"
            if let d = h.description, !d.isEmpty { out += "<p class=\"desc\">\(HTML.escape(d))</p>\n" }
            out +=
                Self.scroll("recent", label: "Heatmap of \(h.name)")
                + ReportHeatmapSVG(heatmap: map, from: r.from, today: r.today, weekStarts: r.weekStarts).render()
                + "</div>\n</article>\n"
        }
        return out + "</section>\n"
    }

    /// A region that scrolls sideways on a narrow screen: reachable with Tab and scrolled with
    /// the arrow keys (`tabindex="0"`), and named for a screen reader (axe-core's
    /// `scrollable-region-focusable`).
    static func scroll(_ extra: String? = nil, label: String) -> String {
        "<div class=\"scroll\(extra.map { " " + $0 } ?? "")\" tabindex=\"0\" role=\"region\" aria-label=\"\(HTML.escape(label))\">"
    }

    func insights() -> String {
        let s = report.summary
        var out = "<section id=\"insights\">\n<h2>\(InsightsText.heading)</h2>\n"
        if s.habits.isEmpty { return out + "<p class=\"empty\">\(EmptyStateText.noHabits)</p>\n</section>\n" }
        if !s.hasActiveHabits {
            return out
                + "<p class=\"empty\">\(EmptyStateText.noActiveHabits) \(HTML.escape(EmptyStateText.addOne(.commandLine)))</p>\n</section>\n"
        }
        if !s.hasHistory { return out + "<p class=\"empty\">\(EmptyStateText.notEnoughForInsights)</p>\n</section>\n" }
        out += """
            <h3>Overall Consistency</h3>
            <p class="overall" data-done="\(s.done)" data-due="\(s.due)"><span class="big">\(NumberText.percent(s.percent))</span> \(InsightsText.outOf(done: s.done, due: s.due))</p>
            <h3>By Habit</h3>
            \(Self.scroll(label: "Consistency by habit"))<table class="by-habit">
            <thead><tr><th scope="col">Habit</th><th scope="col">Consistency</th><th scope="col" class="num">Done</th><th scope="col" class="num">Time</th><th scope="col" class="num">Amount</th></tr></thead>
            <tbody>

            """
        for c in s.habits {
            let h = c.habit
            out +=
                "<tr data-habit=\"\(HTML.escape(h.id))\" data-done=\"\(c.done)\" data-due=\"\(c.due)\" data-minutes=\"\(c.minutes)\">"
            out += "<th scope=\"row\">\(Self.pill(h))</th>"
            if let p = c.percent {
                let width = Int(max(0, min(100, p)).rounded())
                out +=
                    "<td><span class=\"bar\" role=\"presentation\"><span style=\"width:\(width)%\"></span></span> \(NumberText.percent(p))</td>"
                var done = InsightsText.doneOfDue(c)
                if let t = h.target { done += " <span class=\"muted\">(\(HabitText.target(t)))</span>" }
                out += "<td class=\"num\">\(done)</td>"
            } else {
                out += "<td class=\"muted\" colspan=\"2\">not due in this range</td>"
            }
            out += "<td class=\"num\">\(c.minutes > 0 ? DurationText.minutes(c.minutes) : "")</td>"
            var amount = ""
            if let total = c.total, let unit = h.unit {
                amount = HTML.escape(NumberText.amount(total, unit))
                if let avg = c.averagePerDueDay {
                    amount += " <span class=\"muted\">· \(InsightsText.perDay(avg))</span>"
                }
            }
            out += "<td class=\"num\">\(amount)</td></tr>\n"
        }
        out += "</tbody>\n</table></div>\n"
        guard s.hasInsights, let most = s.mostConsistent, let mc = s.habits.first(where: { $0.habit.id == most.id })
        else {
            return out + "<p class=\"empty\">\(EmptyStateText.notEnoughForInsights)</p>\n</section>\n"
        }
        out +=
            "<h3>\(InsightsText.mostConsistentHeading)</h3>\n<p class=\"most\" data-habit=\"\(HTML.escape(most.id))\">\(HTML.escape(InsightsText.mostConsistent(mc)))</p>\n"
        if let growth = s.roomForGrowth, let gc = s.habits.first(where: { $0.habit.id == growth.id }) {
            out +=
                "<h3>\(InsightsText.roomForGrowthHeading)</h3>\n<p class=\"growth\" data-habit=\"\(HTML.escape(growth.id))\">\(HTML.escape(InsightsText.roomForGrowth(gc)))</p>\n"
        }
        return out + "</section>\n"
    }

    func timeline() -> String {
        let r = report
        var out = "<section id=\"week\">\n<h2>The last week</h2>\n"
        guard let first = r.lastWeek.first, let last = r.lastWeek.last else { return out + "</section>\n" }
        out +=
            "<p class=\"muted\">\(first.date) – \(last.date) · each entry of the timeline in its habit's colour<span class=\"screen\">; point at an entry for its times and note</span>.</p>\n"
        if r.lastWeek.allSatisfy({ $0.entries.isEmpty }) {
            let n = r.lastWeek.count
            out +=
                "<p class=\"empty\">Nothing on the timeline \(n == 1 ? "this day" : n == 7 ? "these seven days" : "these \(n) days").</p>\n"
        }
        return out + ReportTimelineHTML(days: r.lastWeek, today: r.today).render() + "\n</section>\n"
    }

    func weekly() -> String {
        let r = report
        var out = "<section id=\"time\">\n<h2>Time per week</h2>\n"
        guard !r.timedHabits.isEmpty, r.weeks.contains(where: { $0.total > 0 }) else {
            return out
                + "<p class=\"empty\">Timed habits will show here once they are on the timeline.</p>\n</section>\n"
        }
        out += ReportWeeklyChartSVG(habits: r.timedHabits, weeks: r.weeks).render()
        return out + "\n</section>\n"
    }

    // MARK: Pieces

    /// The habit's emoji and name, its colour as a dot beside them (a colour marks the name,
    /// never a verdict).
    static func pill(_ h: Habit) -> String {
        let dot =
            HTML.color(h).map { "<span class=\"dot\" style=\"background:\($0.hex)\"></span>" }
            ?? "<span class=\"dot plain\"></span>"
        return dot + HTML.escape(h.label)
    }

    /// What each cell's shape means.
    static let legend = """
        <ul class="legend cells" aria-label="Legend">
        <li><svg width="11" height="11" aria-hidden="true"><rect class="d" style="--c:#888" width="11" height="11"></rect></svg> done (the habit's colour)</li>
        <li><svg width="11" height="11" aria-hidden="true"><rect class="m" x="2" y="2" width="7" height="7"></rect></svg> missed</li>
        <li><svg width="11" height="11" aria-hidden="true"><rect class="s" width="11" height="11"></rect></svg> skipped (rest day)</li>
        <li><svg width="11" height="11" aria-hidden="true"><rect class="o" x=".5" y=".5" width="10" height="10"></rect></svg> open (N a week or month: the period counts)</li>
        <li><svg width="11" height="11" aria-hidden="true"><rect class="p" x=".75" y=".75" width="9.5" height="9.5"></rect></svg> pending (today)</li>
        <li><svg width="11" height="11" aria-hidden="true"><rect class="n" width="11" height="11"></rect></svg> not applicable (blank)</li>
        </ul>

        """

    static let css = """
        :root{--bg:#fff;--fg:#1A1A1A;--muted:#5f6368;--line:#dadce0;--open:#9aa0a6;--missed:#e8eaed;--bar:#80868b;--bar-bg:#eceff1;--card:#f8f9fa;color-scheme:light dark}
        @media (prefers-color-scheme: dark){:root{--bg:#131416;--fg:#e8eaed;--muted:#a8adb3;--line:#3c4043;--open:#6f757b;--missed:#2c2f33;--bar:#9aa0a6;--bar-bg:#2a2d31;--card:#1b1c1f}}
        *{box-sizing:border-box}
        body{margin:0 auto;max-width:960px;padding:16px;overflow-wrap:break-word;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji"}
        h1{font-size:1.6em;margin:0 0 2px}
        h2{font-size:1.25em;margin:28px 0 8px;padding-top:12px;border-top:1px solid var(--line)}
        h3{font-size:1em;margin:14px 0 4px}
        p{margin:4px 0}
        .muted,.facts{color:var(--muted)}
        .facts{font-size:.85em;font-weight:normal;margin-left:.4em}
        .desc{font-style:italic;font-size:.9em;color:var(--muted)}
        .empty{color:var(--muted);font-style:italic}
        .scroll{overflow-x:auto;max-width:100%;-webkit-overflow-scrolling:touch}
        .scroll:focus-visible{outline:2px solid var(--fg);outline-offset:2px}
        .scroll.recent{direction:rtl}
        .scroll.recent>*{direction:ltr;display:block;margin-right:auto}
        .habit{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:6px 12px 4px;margin:8px 0}
        .habit h3{margin:2px 0}
        .defs{position:absolute}
        .dot,.swatch{display:inline-block;width:.8em;height:.8em;border-radius:50%;margin-right:.35em;vertical-align:baseline}
        .swatch{border-radius:2px}
        .dot.plain,.swatch.plain{border:2px solid var(--fg)}
        svg text.label{font-size:9px;fill:var(--muted)}
        rect.d{fill:var(--c,var(--fg))}
        .plain rect.d,rect.plain{fill:var(--fg)}
        rect.m{fill:var(--missed)}
        rect.s{fill:url(#hatch)}
        rect.o{fill:none;stroke:var(--open);stroke-width:1}
        rect.p{fill:none;stroke:var(--fg);stroke-width:1.5}
        rect.n{fill:transparent}
        .hatch-bg{fill:var(--missed)}
        .hatch-line{stroke:var(--muted);stroke-width:1.5}
        .legend{list-style:none;padding:0;margin:6px 0;display:flex;flex-wrap:wrap;gap:4px 14px;font-size:.85em;color:var(--muted)}
        .legend svg{vertical-align:-1px}
        .overall .big{font-size:2em;font-weight:600;margin-right:.3em}
        table{border-collapse:collapse;min-width:100%}
        th,td{padding:4px 8px;text-align:left;border-bottom:1px solid var(--line);white-space:nowrap;font-weight:normal}
        tbody th{white-space:normal;overflow-wrap:anywhere;min-width:9em}
        thead th{font-size:.85em;color:var(--muted)}
        .num{text-align:right}
        .bar{display:inline-block;width:100px;height:8px;background:var(--bar-bg);border-radius:4px;overflow:hidden;vertical-align:middle}
        .bar span{display:block;height:100%;background:var(--bar)}
        .timeline{display:grid;grid-template-columns:60px repeat(7,minmax(84px,1fr));min-width:640px;font-size:12px}
        .dayhead{height:22px;font-weight:600;text-align:center;white-space:nowrap}
        .col{position:relative;border-left:1px solid var(--line);background:repeating-linear-gradient(to bottom,var(--line) 0,var(--line) 1px,transparent 1px,transparent 30px)}
        .hours .col{border-left:0;background:none}
        .hour{position:absolute;right:6px;white-space:nowrap;color:var(--muted);font-size:11px;transform:translateY(-2px)}
        .block{position:absolute;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;border-radius:4px;padding:1px 4px;font-size:11px;line-height:1.2;border:1px solid var(--bg)}
        .block.plain{background:var(--bg);color:var(--fg);border:1px solid var(--fg)}
        svg.weekly line.grid{stroke:var(--line)}
        footer{margin-top:32px;font-size:.85em}
        @media (max-width:480px){body{padding:10px;font-size:14px}.bar{width:60px}.block .time{display:none}tbody th{white-space:nowrap}}
        @media print{
        :root{--bg:#fff;--fg:#000;--muted:#444;--line:#ccc;--open:#9aa0a6;--missed:#e8eaed;--card:#fff}
        *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
        body{max-width:none;padding:0;font-size:11pt}
        .scroll{overflow:visible}
        svg.heatmap,svg.weekly{max-width:100%;height:auto}
        .habit,section#insights table,.timeline{break-inside:avoid}
        .timeline{min-width:0}
        .block .time{display:none}
        .screen{display:none}
        h2,h2+p{break-after:avoid}
        }

        """
}
