import DawnJournal
import DawnJournalText

/// `dawn-journal init [DIR]`: a new journal with an example habits.toml and an empty days/.
enum InitCommand: Command {
    static let spec = CommandSpec(
        name: "init",
        summary: "Create a journal: habits.toml with two example habits, and days/.",
        discussion: """
            Creates DIR if needed, writes habits.toml with one timed and one checkbox habit to edit
            (Morning exercise, Journal before bed; commented out, suggestions to add: Read for 30
            minutes, Drink 8 glasses of water), creates days/, and a .gitignore for the lock and
            temporary files writers use and for report's report.html (unless one exists). Refuses
            to touch a folder that already holds a habits.toml.

            With --git, also makes the folder a Git repository (unless it is inside one already) and
            runs git-setup, so that day files merge by meaning (Docs/SYNC.md).
            """,
        arguments: [
            ArgumentSpec(
                name: "DIR", help: "Where to create the journal.", isOptional: true,
                defaultValue: "the current folder", completion: .directories)
        ],
        options: [
            .flag("--git", "Also `git init` the folder (unless it is in a repository already) and run git-setup.")
        ],
        examples: [
            "dawn-journal init ~/journal", "dawn-journal init && dawn-journal fmt --check",
            "dawn-journal init --git ~/journal",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let written = args.positionals.first ?? "."
        let root = context.absolute(written)
        let habitsPath = FilePath.join(root, "habits.toml")
        if let kind = FileSystem.kind(root), kind != .folder {
            throw CLIFailure("'\(written)' is a file, not a folder; nothing was created")
        }
        if FileSystem.exists(habitsPath) {
            throw CLIFailure("'\(written)' is already a journal (it has a habits.toml); nothing was changed")
        }
        let now = try context.now()
        if args.has("--git"), Git.executable(context) == nil {
            throw CLIFailure("--git needs git, which is not installed (not found on the PATH); nothing was created")
        }
        do throws(FileSystem.Failure) {
            try FileSystem.createFolders(FilePath.join(root, "days"))
        } catch {
            throw CLIFailure("cannot create '\(written)/days': \(error.message)")
        }
        try FolderStorage.writeAtomically(NewJournal.habitsFile(now: now), to: habitsPath)
        let gitignore = FilePath.join(root, ".gitignore")
        if !FileSystem.exists(gitignore) {
            try FolderStorage.writeAtomically(NewJournal.gitignore, to: gitignore)
        }
        let shown = written == "." ? "the current folder" : "'\(written)'"
        // Next steps that work from where the person stands: from the journal, after a cd.
        let cd = root == context.currentDirectory ? "" : "  cd \(shellQuoted(written))\n"
        context.stdout.write(
            """
            Created a journal in \(shown):
              habits.toml   two example habits (Morning exercise, timed; Journal before bed,
                            a checkbox) to edit
              days/         one Markdown file per day, days/YYYY/YYYY-MM-DD.md

            \(OnboardingText.lines.map { "  " + $0 + "\n" }.joined())
            Next:
            \(cd)  dawn-journal ui                       (today on the screen: tick, place, plan)
              dawn-journal habit add "Read for 30 minutes" --emoji 📚 --duration 30m
              dawn-journal log "Morning exercise"   (now, on today's timeline)
              dawn-journal log journal              (ticked in today's checklist)
              dawn-journal lint
              export DAWN_JOURNAL=\(shellQuoted(root))   (in your shell's profile: every command
                                    then works from any folder)

            """)
        if args.has("--git") {
            if Git.topLevel(of: root, context) == nil {
                guard let r = Git.run(["init", "--quiet"], in: root, context), r.status == 0 else {
                    throw CLIFailure(
                        "`git init` failed in \(shown); the journal was created, run `git init` and `dawn-journal git-setup` there"
                    )
                }
                context.stdout.write("Initialised a Git repository in \(shown).\n")
            }
            try GitSetupCommand.setUp(root: root, context)
        }
        return 0
    }

    /// A path as a shell reads it: as it is when that is safe, else in single quotes.
    static func shellQuoted(_ path: String) -> String {
        let safe = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+".contains($0)) }
        return safe && !path.isEmpty ? path : "'" + path.replacingAll("'", with: "'\\''") + "'"
    }
}
