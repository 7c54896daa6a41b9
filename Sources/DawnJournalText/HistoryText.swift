import DawnJournal
import DawnSource

/// History's grid in words: what every renderer of `HistoryView` says (the page's History, the
/// terminal's, `history --json`'s `"words"`): each column's day, each state's name, glyph and
/// legend, each cell's tooltip, and the empty state.
public enum HistoryText {
    /// The months over a grid's columns, as `history` and the view's History tab head them: a
    /// month where the columns start and where it changes, with its year at the start and where
    /// the year changes ("Nov 2026", "Dec"); a label that would run into the next is dropped.
    /// `columns[k]` is where `dates[k]`'s label may start.
    public static func months(_ dates: [LocalDate], columns: [Int]) -> [(column: Int, label: String)] {
        var months: [(column: Int, label: String)] = []
        for (k, d) in dates.enumerated() where k == 0 || d.month != dates[k - 1].month {
            let label = DateText.month(d.month, .short) + (k == 0 || d.year != dates[k - 1].year ? " \(d.year)" : "")
            if let last = months.last, last.column + DisplayWidth.of(last.label) + 1 > columns[k] {
                months.removeLast()
            }
            months.append((columns[k], label))
        }
        return months
    }

    /// The states a grid tells apart, in the legend's order.
    static let states: [CellState] = [.done, .missed, .pending, .skipped, .open, .na]

    /// `history --json`'s `"words"`: `{"columns": [{"date", "day", "number", "label", "open"}],
    /// "states": {state: {"name", "glyph", "legend"}}, "rows": {id: {"label", "tooltips": [...]}},
    /// "empty", "nothing"}`: `empty` is "Your history will appear here once you start tracking
    /// habits." when the window holds no history, else null; `nothing` what a cell's detail says
    /// when the day holds none of the habit's lines.
    public static func json(_ view: HistoryView) -> JSONValue {
        .object([
            (
                "columns",
                .array(
                    view.dates.map { d in
                        .object([
                            ("date", .string(d.description)),
                            ("day", .string(DateText.weekday(d.weekday, .short))),
                            ("number", .string("\(d.day)")),
                            ("label", .string(DayScreenText.longDate(d))),
                            ("open", .string(InteractiveText.openDay(d))),
                        ])
                    })
            ),
            (
                "states",
                .object(
                    states.map { s in
                        (
                            s.rawValue,
                            .object([
                                ("name", .string(CellStateText.name(s))), ("glyph", .string(CellStateText.glyph(s))),
                                ("legend", .string(CellStateText.description(s))),
                            ])
                        )
                    })
            ),
            (
                "rows",
                .object(
                    view.rows.map { row in
                        (
                            row.habit.id,
                            .object([
                                ("label", .string(row.habit.label)),
                                (
                                    "tooltips",
                                    .array(
                                        zip(view.dates, row.states).map {
                                            .string(row.habit.name + ", " + CellStateText.tooltip($0, $1))
                                        })
                                ),
                            ])
                        )
                    })
            ),
            ("empty", view.isEmpty ? .string(EmptyStateText.noHistory) : .null),
            ("nothing", .string(InteractiveText.historyNothingWritten)),
        ])
    }

    /// `history --json`'s document: `HistoryView.json` and its `"words"`.
    public static func document(_ view: HistoryView) -> JSONValue {
        guard case .object(let fields) = view.json else { return view.json }
        return .object(fields + [("words", json(view))])
    }
}
