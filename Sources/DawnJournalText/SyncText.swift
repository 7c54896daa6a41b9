import DawnJournal

/// What `sync` and `serve --sync` say: a commit's subject and body made from what changed, and
/// the sync state's sentences.
public enum SyncText {
    /// A change as the subject says it: "Drink Water +1", "Floss ticked", "Meditate 07:30".
    public static func phrase(_ what: JournalChange.What) -> String {
        switch what {
        case .logged(let habit, let start, let end): "\(habit) \(start)" + (end == start ? "-" : "-\(end)")
        case .unlogged(let habit, let start): "\(habit) \(start) removed"
        case .moved(let habit, let start, let end): "\(habit) moved to \(start)-\(end)"
        case .ticked(let habit): "\(habit) ticked"
        case .unticked(let habit): "\(habit) unticked"
        case .skipped(let habit): "\(habit) skipped"
        case .amount(let habit, let by, let down, _): "\(habit) \(down ? "−" : "+")\(by)"
        case .noted(let habit): "note on \(habit)"
        case .notes: "notes"
        case .layout: "tidied"
        case .removedDay: "day file removed"
        case .habitAdded(let name): "habit \(name) added"
        case .habitEdited(let name): "habit \(name) edited"
        case .habitRemoved(let name): "habit \(name) removed"
        case .settings: "journal settings"
        case .file(let path): "\(path) changed"
        }
    }

    /// "21 Nov" (a commit's date carries the year).
    public static func day(_ date: LocalDate) -> String { "\(date.day) \(DateText.month(date.month, .short))" }

    /// A commit's subject: the changes grouped by day, the latest first, then habits.toml's and
    /// other files' ("Drink Water +1, Meditate 07:30-07:45 on 21 Nov; Floss ticked on 20 Nov"), cut
    /// at `limit` characters with "and N more".
    public static func subject(_ changes: [JournalChange], limit: Int = 72) -> String {
        var groups: [(LocalDate?, [String])] = []
        var count = 0
        for change in changes {
            let phrase = phrase(change.what)
            if let i = groups.firstIndex(where: { $0.0 == change.date }) {
                if !groups[i].1.contains(phrase) {
                    groups[i].1.append(phrase)
                    count += 1
                }
            } else {
                groups.append((change.date, [phrase]))
                count += 1
            }
        }
        func text(_ groups: [(LocalDate?, [String])]) -> String {
            groups.map { date, phrases in
                phrases.joined(separator: ", ") + (date.map { " on " + day($0) } ?? "")
            }.joined(separator: "; ")
        }
        if groups.isEmpty { return "No change" }
        // The latest day first; habits.toml and other files after the days.
        groups = groups.enumerated().sorted { a, b in
            switch (a.element.0, b.element.0) {
            case (let x?, let y?): x != y ? x > y : a.offset < b.offset
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a.offset < b.offset
            }
        }.map(\.element)
        let whole = text(groups)
        if whole.count <= limit { return whole }
        // As many phrases as fit, then how many more.
        var kept: [(LocalDate?, [String])] = []
        var shown = 0
        for (date, phrases) in groups {
            for phrase in phrases {
                var trial = kept
                if let i = trial.firstIndex(where: { $0.0 == date }) {
                    trial[i].1.append(phrase)
                } else {
                    trial.append((date, [phrase]))
                }
                let rest = count - shown - 1
                let candidate = text(trial) + (rest > 0 ? " and \(rest) more" : "")
                guard candidate.count <= limit || shown == 0 else {
                    return text(kept) + " and \(count - shown) more"
                }
                kept = trial
                shown += 1
            }
        }
        return text(kept)
    }

    /// A commit's body: every change on a line of its own, with its file ("days/2026/…: Floss
    /// ticked").
    public static func body(_ changes: [(path: String, changes: [JournalChange])]) -> String {
        changes.flatMap { path, list in list.map { "- \(path): \(phrase($0.what))" } }.joined(separator: "\n")
    }
}
