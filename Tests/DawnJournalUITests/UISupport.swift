import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalUI

/// A copy of samples/demo in memory, the app over it, and ways to drive it.
enum Demo {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// samples/demo's habits.toml and day files, in memory.
    static func storage() -> MemoryStorage {
        let root = repo.appendingPathComponent("samples/demo")
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)!
        while let rel = walker.nextObject() as? String {
            guard rel == "habits.toml" || (rel.hasPrefix("days/") && rel.hasSuffix(".md")) else { continue }
            files[rel] = try! String(contentsOf: root.appendingPathComponent(rel), encoding: .utf8)
        }
        return MemoryStorage(files)
    }

    /// The demo's last day, 2026-11-21, at 14:05.
    static let now = LocalDateTime("2026-11-21T14:05")!

    static func app(
        _ storage: MemoryStorage, date: LocalDate? = nil, now: LocalDateTime = now, columns: Int = 80, rows: Int = 24,
        color: ColorMode = .trueColor
    ) -> UIApp {
        UIApp(
            storage: storage, date: date, now: now, size: TerminalSize(columns: columns, rows: rows), colorMode: color)
    }
}

extension UIApp {
    /// Sends keys: each character as a key, or named keys.
    mutating func press(_ keys: KeyPress..., now: LocalDateTime = Demo.now) {
        for k in keys { _ = handle(.key(k), now: now) }
    }

    mutating func type(_ text: String, now: LocalDateTime = Demo.now) {
        for c in text { _ = handle(.key(KeyPress(.character(c))), now: now) }
    }

    /// The screen's text alone, row by row.
    var screenText: String { render().snapshot().components(separatedBy: "\n--\n")[0] }

    // The driver's readouts: what a test looks at besides the screen, in one place, so that a
    // change of the model's shape changes these lines and not every test.

    /// The status line's text, and whether it is a refusal.
    var status: String? { model.status }
    var statusIsError: Bool { model.statusIsError }
    /// The tab shown, and whether the help is open.
    var tab: Tab { model.tab }
    var helpShown: Bool { model.helpShown }
    var size: TerminalSize { model.size }
    /// Each tab's state as it stands (read only).
    var today: TodayState { model.day }
    var historyTab: HistoryState { model.history }
    var insightsTab: InsightsState { model.insights }
    var habitsTab: HabitsState { model.habitsTab }
    /// What the tabs are given: the size, the clock, the palette.
    var context: Context { model.context }

    /// Sends keys and returns what they asked of the host (quit, suspend, open the editor).
    mutating func hostRequests(of keys: KeyPress..., now: LocalDateTime = Demo.now) -> [HostRequest] {
        keys.flatMap { handle(.key($0), now: now) }
    }

    /// A mouse event of the left button at a cell (0-based).
    mutating func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, now: LocalDateTime = Demo.now) {
        _ = handle(.mouse(MouseEvent(kind, column: column, row: row)), now: now)
    }
}

/// The lines of `after` not in `before`, and those of `before` not in `after`.
func lineDifference(_ before: String?, _ after: String?) -> (added: [String], removed: [String]) {
    let a = (before ?? "").split(separator: "\n").map(String.init)
    let b = (after ?? "").split(separator: "\n").map(String.init)
    return (b.filter { !a.contains($0) }, a.filter { !b.contains($0) })
}

extension KeyPress {
    static let up = KeyPress(.up)
    static let down = KeyPress(.down)
    static let left = KeyPress(.left)
    static let right = KeyPress(.right)
    static let enter = KeyPress(.enter)
    static let escape = KeyPress(.escape)
    static let tab = KeyPress(.tab)
    static let space = KeyPress(.character(" "))
    static func char(_ c: Character) -> KeyPress { KeyPress(.character(c)) }
}
