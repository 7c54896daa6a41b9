import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 24, item 7: in every command, an invalid option value (or argument, or a combination
/// of them) is a usage error, exit 64, with the command's usage; a well-formed request the
/// journal as it is refuses exits 1, without a usage. One table over every command and
/// subcommand; a command added later fails the coverage check until it has its rows.
final class ExitStatusTests: XCTestCase {
    /// (arguments, exit status, a part of the first line of standard error)
    static let table: [([String], Int32, String)] = [
        (["init", "."], 1, "is already a journal"),
        (["init", "a", "b"], 64, "unexpected argument"),
        (["log", "run", "--at", "25:99"], 64, "'--at' takes a time"),
        (["log", "run", "--for", "5x"], 64, "'--for' takes a duration"),
        (["log", "water", "--set", "x"], 64, "'--set' takes an amount"),
        (["log", "run", "--date", "soon"], 64, "'soon' is not a date"),
        (["log", "run", "--at", "9:00"], 1, "can't log a start later than now"),
        (["log", "run", "--date", "tomorrow"], 1, "can't log a future date"),
        (["log", "nosuch"], 1, "no habit named 'nosuch'"),
        (["unlog", "run", "--at", "xx"], 64, "'--at' takes a time"),
        (["unlog", "nosuch"], 1, "no habit named 'nosuch'"),
        (["move", "run", "--at", "6:00", "--to", "99"], 64, "'--to' takes a time"),
        (["move", "run", "--at", "6:00", "--to", "9:00"], 1, "later than now"),
        (["resize", "run", "--at", "6:00", "--for", "0m"], 64, "'--for' takes a duration"),
        (["resize", "run", "--at", "8:00", "--for", "1h"], 1, "no entry at 08:00"),
        (["toggle", "run", "--date", "soon"], 64, "'soon' is not a date"),
        (["toggle", "water"], 1, "no box to toggle"),
        (["start", "run", "--at", "25:99"], 64, "'--at' takes a time"),
        (["start", "water"], 1, "is a checkbox habit"),
        (["start", "run", "--date", "tomorrow"], 1, "a timer runs on today"),
        (["stop", "--at", "xx"], 64, "'--at' takes a time"),
        (["stop"], 1, "nothing is running"),
        (["habit", "add", "X", "--duration", "2x"], 64, "'--duration' takes a duration"),
        (["habit", "add", "X", "--duration", "20m"], 64, "multiple of the 15-minute slot"),
        (["habit", "add", "X", "--target", "8/week"], 64, "'--target' takes"),
        (["habit", "add", "X", "--goal", "3"], 64, "a goal needs a unit"),
        (["habit", "add", "X", "--goal", "3", "--limit", "4"], 64, "give --goal or --limit, not both"),
        (["habit", "add", "X", "--color", "blue"], 64, "'--color' takes"),
        (["habit", "add", "Run"], 1, "is already"),
        (["habit", "edit", "run", "--duration", "20m"], 64, "multiple of the 15-minute slot"),
        (["habit", "edit", "run", "--target", "3/week", "--days", "mon"], 64, "not both"),
        (["habit", "edit", "water", "--unit", ""], 1, "has a goal, which needs a unit"),
        (["habit", "edit", "nosuch", "--emoji", "🏃"], 1, "no habit named 'nosuch'"),
        (["habit", "rename", "run", ""], 64, "NEW cannot be empty"),
        (["habit", "rename", "nosuch", "Y"], 1, "no habit named 'nosuch'"),
        (["habit", "move", "run", "--to", "x"], 64, "'--to' takes a position"),
        (["habit", "move", "nosuch", "--to", "1"], 1, "no habit named 'nosuch'"),
        (["habit", "archive", "run", "--bogus"], 64, "unknown option '--bogus'"),
        (["habit", "archive", "nosuch"], 1, "no habit named 'nosuch'"),
        (["habit", "unarchive", "run"], 1, "is not archived"),
        (["habit", "remove", "nosuch"], 1, "no habit named 'nosuch'"),
        (["habit", "list", "--by", "name"], 64, "'--by' takes"),
        (["habit", "frobnicate"], 64, "'habit' has 'add', 'list'"),
        (["day", "soon"], 64, "'soon' is not a date"),
        (["today", "--days", "3"], 64, "unknown option '--days'"),
        (["due", "--date", "soon"], 64, "'soon' is not a date"),
        (["week", "soon"], 64, "'soon' is not a date"),
        (["history", "--days", "0"], 64, "'--days' takes a number of days"),
        (["summary", "--to", "soon"], 64, "'soon' is not a date"),
        (["insights", "--days", "0"], 64, "'--days' takes a number of days"),
        (["ui", "soon"], 64, "'soon' is not a date"),
        (["ui"], 64, "'ui' needs a terminal"),
        (["report", "--year", "26"], 64, "'--year' takes a year"),
        (["report", "--from", "2026-11-21", "--to", "2026-11-20"], 64, "is after the last day"),
        (["report", "-o", "no/such/folder/r.html"], 1, "cannot write"),
        (["edit", "soon"], 64, "'soon' is not a date"),
        (["edit", "2026-12-01"], 1, "can't edit a future date"),
        (["import", "csv", "x"], 64, "unknown subcommand 'import csv'; 'import' has 'loop'"),
        (["import", "loop"], 64, "missing PATH"),
        (["import", "loop", "/nonexistent/loop.zip"], 1, "does not exist"),
        (["lint", "--format", "xml"], 64, "'--format' takes text, json or github"),
        (["fmt", "--bogus"], 64, "unknown option '--bogus'"),
        (["fmt", "days/nosuch.md"], 1, "no such file"),
        (["export", "xml"], 64, "unknown subcommand 'export xml'; 'export' has"),
        (["export", "csv", "--from", "soon"], 64, "'soon' is not a date"),
        (["export", "csv", "--from", "2026-11-21", "--to", "2026-11-20"], 64, "comes after the last"),
        (["export", "json", "--bogus"], 64, "unknown option '--bogus'"),
        (["export", "loop"], 64, "missing DIR"),
        (["export", "loop", "habits.toml"], 1, "is a file; give a new folder"),
        (["git-setup", "--bogus"], 64, "unknown option '--bogus'"),
        (["git-setup"], 1, "is not in a Git repository"),
        (["sync", "--bogus"], 64, "unknown option '--bogus'"),
        (["devices", "list", "--bogus"], 64, "unknown option '--bogus'"),
        (["devices", "rename", "phone"], 64, "missing NEW"),
        (["devices", "rename", "phone", " "], 64, "the new name is empty"),
        (["devices", "rename", "phone", "tablet"], 1, "no device is signed in"),
        (["devices", "revoke"], 64, "missing NAME"),
        (["devices", "revoke", "phone"], 1, "no device is signed in"),
        (["sync"], 1, "is not in a Git repository"),
        (["merge-driver", "a", "b"], 64, "missing THEIRS"),
        (["lsp", "--bogus"], 64, "unknown option '--bogus'"),
        (["serve", "--listen", "8417"], 64, "'--listen' takes ADDR:PORT"),
        (["serve", "--allow", "all"], 64, "--allow"),
        (["serve", "--sync", "--sync-every", "1s"], 64, "'--sync-every' takes a duration from 2s to 24h"),
        (["serve", "--sync", "--sync-every", "soon"], 64, "such as 30s, 1m or 5m, not 'soon'"),
        (["serve", "--sync-every", "1m"], 64, "'--sync-every' goes with --sync"),
        (["serve", "--sync", "--listen", "127.0.0.1:0"], 1, "--sync: the journal at"),
        (["serve", "--listen", "203.0.113.1:1"], 1, "cannot listen on 203.0.113.1:1"),
        // A FIFO would hold the server before it prints its URL: refused at once, like a folder.
        (["serve", "--token-file", "token.fifo"], 1, "token.fifo: not a plain file of your own"),
        (["help", "nosuch"], 64, "unknown command 'nosuch'"),
        (["completions", "tcsh"], 64, "SHELL takes bash, zsh or fish"),
        (["man", "--bogus"], 64, "unknown option '--bogus'"),
        (["frobnicate"], 64, "unknown command 'frobnicate'"),
    ]

    func testEveryCommandsInvalidValuesExit64AndRefusalsExit1() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T07:30"
        h.environment["GIT_CEILING_DIRECTORIES"] = h.root.deletingLastPathComponent().path
        try h.write(
            "habits.toml",
            """
            [habits.run]
            name = "Run"
            duration = "30m"
            since = 2026-11-01

            [habits.water]
            name = "Water"
            unit = "glasses"
            goal = 8
            since = 2026-11-01

            """)
        try h.write("days/2026/2026-11-21.md", "## Timeline\n\n- 06:00-06:30 Run\n")
        XCTAssertEqual(mkfifo(h.path("token.fifo"), 0o600), 0)
        for (args, code, message) in Self.table {
            let r = h.run(args)
            XCTAssertEqual(r.code, code, "\(args): \(r.stderr)")
            let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(first.hasPrefix("Error: "), "\(args): \(r.stderr)")
            XCTAssertTrue(first.contains(message), "\(args): \(first)")
            XCTAssertEqual(r.stderr.contains("\nUsage: "), code == 64, "\(args): \(r.stderr)")
        }
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "## Timeline\n\n- 06:00-06:30 Run\n", "nothing written")
        // Every command and subcommand has a row (a usage error at least).
        var covered: Set<String> = []
        for row in Self.table {
            covered.insert(row.0[0])
            covered.insert(row.0.prefix(2).joined(separator: " "))
        }
        for command in DawnJournalCLI.commands where !command.spec.isHidden {
            var names: [String] = []
            for sub in command.subcommands { names.append(sub.spec.name) }
            if names.isEmpty { names.append(command.spec.name) }
            for name in names {
                XCTAssertTrue(covered.contains(name), "no row for '\(name)'")
            }
        }
    }
}
