import DawnJournal

/// `dawn-journal git-setup`: makes Git merge the journal's day files and habits.toml with
/// `merge-driver` (Docs/SYNC.md).
enum GitSetupCommand: Command {
    static let spec = CommandSpec(
        name: "git-setup",
        summary: "Make Git merge day files and habits.toml by meaning, with this program as its merge driver.",
        discussion: """
            Run it in a journal kept in a Git repository (the journal may be a folder of it). It adds
              days/**/*.md merge=dawn-journal
              habits.toml merge=dawn-journal
            to the journal's .gitattributes (keeping its other lines; commit it), and sets
            merge.dawn-journal.name and merge.dawn-journal.driver in the repository's config, the
            driver being this program's absolute path. Config is not pushed or cloned: run git-setup
            once in every clone, on every device. Running it again changes nothing, or updates the
            path after the program moved.

            Without it, Git merges these files line by line, and two devices that logged on the same
            day conflict. lint warns (merge-driver-missing) when .gitattributes names the driver but
            the config lacks it.
            """,
        options: [CommonOptions.journal],
        examples: ["dawn-journal git-setup", "dawn-journal init --git ~/journal"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let location = try JournalLocation.locate(option: args["--journal"], context: context, from: nil)
        try setUp(root: location.root, context)
        return 0
    }

    /// Writes .gitattributes and the config for the journal at `root`, saying what it did.
    static func setUp(root: String, _ context: CLIContext) throws {
        let said = try configure(root: root, context)
        context.stdout.write(
            "Git merges this journal's day files and habits.toml with dawn-journal:\n"
                + said.map { "  \($0)\n" }.joined()
                + "Run `dawn-journal git-setup` in every clone (config is not cloned). See Docs/SYNC.md.\n")
    }

    /// Writes .gitattributes and the config for the journal at `root`; what it did, a line each.
    static func configure(root: String, _ context: CLIContext) throws -> [String] {
        guard Git.executable(context) != nil else {
            throw CLIFailure("git is not installed (not found on the PATH); nothing was changed")
        }
        guard Git.topLevel(of: root, context) != nil else {
            throw CLIFailure(
                "the journal at \(root) is not in a Git repository; run `git init` there first (or `dawn-journal init --git`); nothing was changed"
            )
        }
        var said: [String] = []
        // .gitattributes in the journal's folder: its patterns are relative to where it sits.
        let attributesPath = FilePath.join(root, ".gitattributes")
        let existing =
            FileSystem.contents(attributesPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let source = SourceText(existing)
        let present = Set(
            source.texts.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") })
        let missing = Git.attributeLines.filter { !present.contains($0) }
        if missing.isEmpty {
            said.append(".gitattributes already names the merge driver")
        } else {
            // The file's own line ending: CRLF when it has one.
            let eol = source.lines.crlfCount > 0 ? LineEnding.crlf.text : LineEnding.lf.text
            var text = existing
            if let last = text.utf8.last, last != 10 { text += eol }
            if text.isEmpty {
                text += "# Day files and habits.toml merge by meaning: dawn-journal git-setup (Docs/SYNC.md)." + eol
            }
            text += missing.map { $0 + eol }.joined()
            do {
                try FolderStorage.writeAtomically(Array(text.utf8), to: attributesPath)
            } catch {
                throw CLIFailure("cannot write \(attributesPath): \(error.reason)")
            }
            said.append(
                "\(existing.isEmpty ? "wrote" : "added to") .gitattributes: \(missing.joined(separator: ", ")) (commit it)"
            )
        }
        let driver = "\(shellQuoted(executablePath())) merge-driver %O %A %B --marker-size %L --path %P"
        let settings = [
            ("merge.dawn-journal.name", "dawn-journal: day files and habits.toml by meaning"),
            ("merge.dawn-journal.driver", driver),
        ]
        for (key, value) in settings {
            if Git.config(key, in: root, context) == value {
                said.append("\(key) is already set")
                continue
            }
            guard let r = Git.run(["config", "--local", key, value], in: root, context), r.status == 0 else {
                throw CLIFailure("`git config --local \(key)` failed; .gitattributes may be written, the config is not")
            }
            said.append("set \(key) = \(value)")
        }
        return said
    }

    /// This program's absolute path, links resolved.
    static func executablePath() -> String {
        if let path = Platform.executablePath() { return path }
        let path = CommandLine.arguments[0]
        return Platform.realPath(path) ?? path
    }

    /// A path as the shell Git runs the driver with reads it: in single quotes.
    static func shellQuoted(_ path: String) -> String {
        "'" + path.replacingAll("'", with: "'\\''") + "'"
    }
}
