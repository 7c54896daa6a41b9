import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

/// The command line and the merge driver find a journal by the one rule (`JournalFolder`),
/// over the table of layouts every front end's tests run, on real folders.
final class JournalLocationTests: XCTestCase {
    /// A temporary base folder holding `layout`'s files and folders.
    func make(_ layout: JournalLayouts.Layout) throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("locate-\(UUID().uuidString)").path
        for folder in layout.folders + [base] {
            try FileManager.default.createDirectory(
                atPath: folder == base ? base : base + "/" + folder, withIntermediateDirectories: true)
        }
        for file in layout.files {
            let path = base + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let folder = (file as NSString).deletingLastPathComponent
            let text = file.hasSuffix("habits.toml") ? JournalLayouts.habits(for: folder) : "notes\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return base
    }

    func context(_ directory: String) -> CLIContext {
        CLIContext(
            environment: [:], currentDirectory: directory, systemNow: LocalDateTime("2026-11-21T07:30")!,
            stdout: BufferSink(), stderr: BufferSink(), stdoutIsTerminal: false)
    }

    func testEveryCommandFindsTheJournalOfTheLayouts() throws {
        for layout in JournalLayouts.all {
            let base = try make(layout)
            defer { try? FileManager.default.removeItem(atPath: base) }
            let start = JournalLayouts.path(base, layout.start)
            let found = try? JournalLocation.locate(option: nil, context: context(start))
            XCTAssertEqual(found?.root, layout.journal.map { JournalLayouts.path(base, $0) }, layout.name)
            // A command run there reads that journal's habits (or says it cannot).
            if let journal = layout.journal, layout.files.contains(JournalLayouts.path(journal, "habits.toml")) {
                let out = BufferSink()
                let code = DawnJournalCLI.run(
                    ["habit", "list"],
                    context: CLIContext(
                        environment: [:], currentDirectory: start, systemNow: LocalDateTime("2026-11-21T07:30")!,
                        stdout: out, stderr: BufferSink(), stdoutIsTerminal: false))
                XCTAssertEqual(code, 0, layout.name)
                XCTAssertTrue(
                    out.text.contains("Habit of \(JournalLayouts.id(journal))"), "\(layout.name): \(out.text)")
            }
        }
    }

    func testTheMergeDriverFindsTheJournalOfTheLayouts() throws {
        for layout in JournalLayouts.all {
            let base = try make(layout)
            defer { try? FileManager.default.removeItem(atPath: base) }
            // Git runs the driver in the repository's top folder with the file's path from there.
            let habits = MergeDriverCommand.habitsFile(
                for: JournalLayouts.path(layout.start, "2026-11-21.md"), context(base))
            // A journal whose habits.toml cannot be read gives no order.
            let readable = layout.journal.flatMap {
                layout.files.contains(JournalLayouts.path($0, "habits.toml")) ? [JournalLayouts.id($0)] : nil
            }
            XCTAssertEqual(habits?.habits.map(\.id), readable, layout.name)
        }
    }

    /// The nearest journal's habits.toml with errors gives no order; an outer journal's is not
    /// borrowed (it used to be: the driver tried the folders above until one read).
    func testTheMergeDriverBorrowsNoOuterJournal() throws {
        let base = try make(
            JournalLayouts.Layout(
                name: "nested", files: ["habits.toml", "inner/habits.toml"], start: "inner", journal: "inner"))
        defer { try? FileManager.default.removeItem(atPath: base) }
        try Data("[habits.x\n".utf8).write(to: URL(fileURLWithPath: base + "/inner/habits.toml"))
        XCTAssertNil(MergeDriverCommand.habitsFile(for: "inner/days/2026/2026-11-21.md", context(base)))
        XCTAssertEqual(
            MergeDriverCommand.habitsFile(for: "days/2026/2026-11-21.md", context(base))?.habits.map(\.id), ["base"])
    }
}
