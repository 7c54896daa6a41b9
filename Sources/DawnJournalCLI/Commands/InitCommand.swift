import DawnJournal
import Foundation

/// `dawn-journal init [DIR]`: a new journal with an example habits.toml and an empty days/.
enum InitCommand: Command {
    static let spec = CommandSpec(
        name: "init",
        synopsis: "init [DIR]",
        summary: "Create a journal: habits.toml with two example habits, and days/.",
        help: """
        Creates DIR (default: the current folder) if needed, writes habits.toml with one timed
        and one checkbox habit to edit, creates days/, and a .gitignore for the lock and
        temporary files writers use (unless one exists). Refuses to touch a folder that already
        holds a habits.toml.

        Arguments:
          DIR                 Where to create the journal. Default: the current folder.

        Examples:
          dawn-journal init ~/journal
          dawn-journal init && dawn-journal fmt --check
        """,
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let written = args.positionals.first ?? "."
        let root = context.absolute(written)
        let fm = FileManager.default
        let habitsPath = (root as NSString).appendingPathComponent("habits.toml")
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: root, isDirectory: &isDir), !isDir.boolValue {
            throw CLIFailure("'\(written)' is a file, not a folder; nothing was created")
        }
        if fm.fileExists(atPath: habitsPath) {
            throw CLIFailure("'\(written)' is already a journal (it has a habits.toml); nothing was changed")
        }
        let now = try context.now()
        do {
            try fm.createDirectory(atPath: (root as NSString).appendingPathComponent("days"), withIntermediateDirectories: true)
        } catch {
            throw CLIFailure("cannot create '\(written)/days': \(error.localizedDescription)")
        }
        try FolderStorage.writeAtomically(NewJournal.habitsFile(now: now), to: habitsPath)
        let gitignore = (root as NSString).appendingPathComponent(".gitignore")
        if !fm.fileExists(atPath: gitignore) {
            try FolderStorage.writeAtomically(NewJournal.gitignore, to: gitignore)
        }
        let shown = written == "." ? "the current folder" : "'\(written)'"
        context.stdout.write("""
        Created a journal in \(shown):
          habits.toml   two example habits (Morning Run, timed; Floss, a checkbox) to edit
          days/         one Markdown file per day, days/YYYY/YYYY-MM-DD.md

        Next:
          dawn-journal habit add "Read" --emoji 📚 --duration 30m
          dawn-journal log "Morning Run"        (now, on today's timeline)
          dawn-journal log floss                (ticked in today's checklist)
          dawn-journal lint

        """)
        return 0
    }
}
