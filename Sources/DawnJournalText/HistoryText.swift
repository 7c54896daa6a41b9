import DawnJournal

/// History's grid in words: what every renderer of `HistoryView` says (the page's History, the
/// terminal's, `history --json`'s `"words"`): each column's day, each state's name, glyph and
/// legend, each cell's tooltip, and the empty state.
public enum HistoryText {
    /// The states a grid tells apart, in the legend's order.
    static let states: [CellState] = [.done, .missed, .pending, .skipped, .open, .na]

    /// `history --json`'s `"words"`: `{"columns": [{"date", "day", "number", "label"}],
    /// "states": {state: {"name", "glyph", "legend"}}, "rows": {id: {"label", "tooltips": [...]}},
    /// "empty"}`: `empty` is "Your history will appear here once you start tracking habits." when
    /// the window holds no history, else null.
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
        ])
    }

    /// `history --json`'s document: `HistoryView.json` and its `"words"`.
    public static func document(_ view: HistoryView) -> JSONValue {
        guard case .object(let fields) = view.json else { return view.json }
        return .object(fields + [("words", json(view))])
    }
}
