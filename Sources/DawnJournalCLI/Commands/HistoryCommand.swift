import DawnJournal
import DawnJournalText

/// `dawn-journal history`: the habits × days matrix.
enum HistoryCommand: Command {
    static let spec = CommandSpec(
        name: "history",
        summary: "The habits × days matrix, newest day first.",
        discussion: """
            One row per habit in habits.toml order, one column per date, newest first, grouped by
            weeks under the date that starts each group:
              ● done   ○ missed   ◌ pending (today, not done yet)   – skipped
              · not applicable   ◦ open: a day of a target habit (3 a week) that was
                not done, which is not a miss
            A habit kept on some weekdays is not applicable on the others. Done cells take the
            habit's colour on a terminal. A name longer than 12 columns is cut with "…" (--json
            has it whole), so that three weeks fit beside the names at 80 columns.
            """,
        options: ViewPreamble.options(
            [
                .value(
                    "--days", "N", "How many days, 1 or more: 7, 30, 90.",
                    default: "30, from the journal's first day when it began later"),
                CommonOptions.dateOption("--to", "The newest day"),
            ],
            json:
                #"Print the matrix as JSON: {"dates": [newest first], "habits": [{"id", "name", "cells": [...]}]}."#
        ),
        examples: ["dawn-journal history --days 90", "dawn-journal history --to 2026-10-31"])

    /// How wide a row's name is at most, in terminal columns: longer names end in "…", as the
    /// checklist app cuts its row headers.
    static let nameColumns = 12

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try ViewPreamble.run(
            args, context, command: spec, window: DateArgument.window,
            view: { j, window throws(JournalRefusal) in try j.historyView(window) },
            output: { history, style, width in text(history, style: style, width: width) })
    }

    /// The matrix as text, no line wider than `width`: as many whole weeks (groups of seven
    /// days, newest first) as fit side by side, the rest in further blocks below, each block
    /// under its own header: a line with the month where a block starts and where the month
    /// changes, and a line with each column's day of the month.
    static func text(_ history: HistoryView, style: Style, width: Int) -> String {
        var out =
            (TextLine("History", style.bold)
            + TextLine(
                "  \(history.from) – \(history.to), newest first"
                    + (history.startsWithJournal ? ", since the journal began" : ""), style.dim))
            .fitted(to: width) + "\n\n"
        guard !history.rows.isEmpty else { return out + EmptyStateText.noHabits + "\n" }
        if history.isEmpty { return out + EmptyStateText.noHistory + "\n" }
        let dates = history.dates
        // A day is two columns and a space; a week seven days and one more space.
        let weekWidth = 7 * 3 + 1
        // Row names are cut to `nameColumns` (the full name is in --json), so that three weeks
        // fit beside them at 80 columns.
        let longest = history.rows.map { DisplayWidth.of($0.habit.name) }.max() ?? 0
        let nameWidth = max(1, min(longest, nameColumns, width - 2 - (weekWidth - 2)))
        let weeksPerBlock = max(1, (width - nameWidth - 2 + 2) / weekWidth)
        let perBlock = weeksPerBlock * 7
        let indent = String(repeating: " ", count: nameWidth + 2)
        for blockStart in stride(from: 0, to: dates.count, by: perBlock) {
            if blockStart > 0 { out += "\n" }
            let block = Array(dates[blockStart..<min(dates.count, blockStart + perBlock)])
            // The column where each day starts.
            let columns = block.indices.map { $0 * 3 + $0 / 7 }
            var monthLine = ""
            for m in HistoryText.months(block, columns: columns) {
                monthLine += String(repeating: " ", count: max(0, m.column - monthLine.count)) + m.label
            }
            var dayLine = ""
            for (k, d) in block.enumerated() {
                dayLine +=
                    String(repeating: " ", count: columns[k] - dayLine.count) + (d.day < 10 ? " " : "") + "\(d.day)"
            }
            out += TextLine(indent + monthLine, style.dim).fitted(to: width) + "\n"
            out += TextLine(indent + dayLine, style.dim).fitted(to: width) + "\n"
            for (h, row) in history.rows {
                let name = DisplayWidth.padded(
                    DisplayWidth.of(h.name) > nameWidth ? TextLayout.fit(h.name, width: nameWidth) : h.name,
                    to: nameWidth)
                var line = name + " "
                let color = ViewText.color(h)
                for (k, state) in row[blockStart..<blockStart + block.count].enumerated() {
                    // Each glyph under the last digit of its day.
                    line += k == 0 ? "  " : k % 7 == 0 ? "   " : "  "
                    let glyph = CellStateText.glyph(state)
                    if state == .done {
                        line += style.colored(glyph, color)
                    } else if state == .na || state == .skipped || state == .open {
                        line += style.dim(glyph)
                    } else {
                        line += glyph
                    }
                }
                out += line + "\n"
            }
        }
        let legend = CellStateText.legend(withOpen: history.rows.contains { $0.states.contains(.open) })
        out +=
            "\n"
            + TextLayout.flow(legend, width: width, separator: "  ").map {
                style.dim(TextLayout.fit($0, width: width)) + "\n"
            }.joined()
        return out
    }
}
