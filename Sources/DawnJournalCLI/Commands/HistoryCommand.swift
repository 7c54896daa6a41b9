import DawnJournal
import Foundation

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
        habit's colour on a terminal.
        """,
        options: [
            .value("--days", "N", "How many days, 1 or more: 7, 30, 90.", default: "30"),
            CommonOptions.dateOption("--to", "The newest day"),
            CommonOptions.json(#"Print the matrix as JSON: {"dates": [newest first], "habits": [{"id", "cells": [...]}]}."#),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: ["dawn-journal history --days 90", "dawn-journal history --to 2026-10-31"])

    static let glyphs: [CellState: String] = [.done: "●", .missed: "○", .pending: "◌", .skipped: "–", .open: "◦", .na: "·"]

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let style = try Style.resolve(args["--color"], context: context, command: spec)
        let window = try DateArgument.window(args, command: spec)
        let journal = try OpenJournal.open(args, context)
        let history = try journal.run(spec) { j throws(JournalRefusal) in try j.historyView(window) }
        journal.warnUnreadable(history.unreadable, context)
        if args.has("--json") {
            context.stdout.write(history.json.rendered)
            return 0
        }
        let dates = history.dates
        var out = style.bold("History") + style.dim("  \(history.from) – \(history.to), newest first") + "\n\n"
        guard !history.rows.isEmpty else {
            context.stdout.write(out + ViewText.noHabits + "\n")
            return 0
        }
        if history.isEmpty {
            context.stdout.write(out + ViewText.noHistory + "\n")
            return 0
        }
        let nameWidth = 12
        // Header: the first date of each group of 7 columns.
        var header = String(repeating: " ", count: nameWidth + 2)
        for start in stride(from: 0, to: dates.count, by: 7) {
            let d = dates[start]
            let label = (d.month < 10 ? "0" : "") + "\(d.month)-" + (d.day < 10 ? "0" : "") + "\(d.day)"
            let group = min(7, dates.count - start)
            header += label.padding(group + 1)
        }
        out += style.dim(String(header.reversed().drop { $0 == " " }.reversed())) + "\n"
        for (h, row) in history.rows {
            let name = DisplayWidth.padded(DisplayWidth.truncated(h.name, to: nameWidth), to: nameWidth)
            var line = name + "  "
            let color = ViewText.color(h)
            for (k, state) in row.enumerated() {
                if k > 0 && k % 7 == 0 { line += " " }
                let glyph = glyphs[state]!
                if state == .done, style.enabled {
                    line += style.wrap(glyph, "38;2;\(color.red);\(color.green);\(color.blue)")
                } else if state == .na || state == .skipped || state == .open {
                    line += style.dim(glyph)
                } else {
                    line += glyph
                }
            }
            out += line + "\n"
        }
        let open = history.rows.contains { $0.states.contains(.open) } ? "  ◦ open (a target habit's day: not a miss)" : ""
        out += "\n" + style.dim("● done  ○ missed  ◌ pending  – skipped\(open)  · not applicable") + "\n"
        context.stdout.write(out)
        return 0
    }
}
