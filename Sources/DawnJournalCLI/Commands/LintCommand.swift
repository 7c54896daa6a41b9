import DawnJournal

/// `dawn-journal lint`: every mistake in the journal, placed and explained.
enum LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        summary: "Find every mistake in habits.toml and the day files, with where and how to fix it.",
        discussion: """
            Checks habits.toml and every day file at once and reports each problem with its
            position, a stable code and a hint, like a compiler:
              days/2026/2026-11-21.md:4:15: error: no habit named 'Mornin Run'
              in habits.toml [unknown-habit]
            Docs/RULES.md lists every rule with an example.

            "Today" (for entries on future dates) follows [journal] day_starts; set
            DAWN_JOURNAL_NOW=2026-11-21T07:30 to fix the clock.

            Exit status: 0 no errors (warnings allowed), 1 errors (or warnings with --strict),
            64 usage error.
            """,
        arguments: [
            ArgumentSpec(
                name: "PATH",
                help:
                    "Only report on these files (habits.toml or day files). The whole journal is still read, so that habits are known.",
                isOptional: true, isRepeating: true, completion: .files)
        ],
        options: [
            .choice(
                "--format", "FORMAT", ["text", "json", "github"],
                #"text: like a compiler, with the source line and a caret; json: one object {"diagnostics": [...], "errors": N, "warnings": N}; github: ::error/::warning lines for GitHub Actions annotations."#,
                default: "text"),
            .flag("--strict", "Exit 1 on warnings too."),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: [
            "dawn-journal lint", "dawn-journal lint --format github --strict",
            "dawn-journal lint days/2026/2026-11-21.md",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let format = args["--format"] ?? "text"
        guard ["text", "json", "github"].contains(format) else {
            throw UsageError(message: "'--format' takes text, json or github, not '\(format)'", command: spec)
        }
        let style = try Style.resolve(args["--color"], context: context, command: spec)
        let journal = try OpenJournal.open(args, context)
        let repository = repositorySetup(root: journal.location.root, context)
        let leaving = journal.storage.filesLeavingJournal(under: "days")
        let report = try journal.run(spec) { j throws(JournalRefusal) in
            try j.lint(repository: repository, linksLeavingJournal: leaving)
        }
        let location = journal.location
        var diagnostics = report.diagnostics
        var fileCount = report.fileCount
        if !args.positionals.isEmpty {
            var wanted = Set<String>()
            for written in args.positionals {
                let abs = context.absolute(written)
                guard abs.hasPrefix(location.root + "/") else {
                    throw CLIFailure("'\(written)' is not inside the journal at \(location.root)")
                }
                let rel = String(abs.dropFirst(location.root.count + 1))
                guard report.contains(rel) else {
                    throw CLIFailure("'\(written)' is not a file of the journal (habits.toml or a file under days/)")
                }
                wanted.insert(rel)
            }
            diagnostics = diagnostics.filter { wanted.contains($0.path ?? "") }
            fileCount = wanted.count
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        switch format {
        case "json":
            context.stdout.write(LintReport.json(diagnostics).rendered)
        case "github":
            for d in diagnostics { context.stdout.write(github(d, journal: location)) }
        default:
            var lines: [String: [String]] = [:]
            let renderer = DiagnosticRenderer(style: style)
            for d in diagnostics {
                let path = d.path ?? ""
                if lines[path] == nil { lines[path] = report.lines(of: path) }
                let source = lines[path].flatMap { d.range.line <= $0.count ? $0[d.range.line - 1] : nil }
                context.stdout.write(renderer.render(d, displayPath: location.display(path), sourceLine: source) + "\n")
            }
            let files = "\(fileCount) file\(fileCount == 1 ? "" : "s")"
            if diagnostics.isEmpty {
                context.stdout.write("Checked \(files): no problems.\n")
            } else {
                context.stdout.write("Checked \(files): \(count(errors, "error")), \(count(warnings, "warning")).\n")
            }
        }
        return errors > 0 || (args.has("--strict") && warnings > 0) ? 1 : 0
    }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// `::error file=…,line=…,col=…,endColumn=…,title=code::message`, escaped as GitHub asks.
    static func github(_ d: Diagnostic, journal: JournalLocation) -> String {
        func data(_ s: String) -> String {
            s.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D")
                .replacingAll("\n", with: "%0A")
        }
        func property(_ s: String) -> String {
            data(s).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
        }
        let file = property(journal.display(d.path ?? ""))
        let kind = d.severity == .error ? "error" : "warning"
        return
            "::\(kind) file=\(file),line=\(d.range.line),col=\(d.range.column),endColumn=\(d.range.column + d.range.length),title=\(property(d.code.rawValue))::\(data(d.message + ". " + d.hint))\n"
    }

    /// Whether the journal's .gitattributes names the merge driver, and if so whether Git's
    /// config sets it (git runs only then); nil when it does not name it.
    static func repositorySetup(root: String, _ context: CLIContext) -> RepositorySetup? {
        let path = FilePath.join(root, ".gitattributes")
        guard let data = FileSystem.contents(path),
            let line = Git.lineNamingDriver(in: String(decoding: data, as: UTF8.self))
        else { return nil }
        // Without git, Git cannot merge either: nothing to warn about.
        guard Git.executable(context) != nil else { return nil }
        let driver = Git.config("merge.\(Git.driverName).driver", in: root, context) ?? ""
        var missing: String? = nil
        if let program = driverProgram(driver), program.contains("/"),
            !FileSystem.isExecutableFile(context.absolute(program))
        {
            missing = program
        }
        return RepositorySetup(attributesLine: line, driverConfigured: !driver.isEmpty, missingProgram: missing)
    }

    /// The first word of a driver command as a shell reads it: `'/a/b'\''c' merge-driver …`
    /// gives `/a/b'c`; nil for an empty command.
    static func driverProgram(_ command: String) -> String? {
        var word = ""
        var quoted = false
        var escaped = false
        var started = false
        for ch in command.drop(while: { $0 == " " || $0 == "\t" }) {
            if escaped {
                word.append(ch)
                escaped = false
            } else if quoted {
                if ch == "'" { quoted = false } else { word.append(ch) }
            } else if ch == "'" {
                quoted = true
                started = true
            } else if ch == "\\" {
                escaped = true
                started = true
            } else if ch == " " || ch == "\t" {
                break
            } else {
                word.append(ch)
                started = true
            }
        }
        return started ? word : nil
    }
}
