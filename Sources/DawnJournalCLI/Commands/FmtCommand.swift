import DawnJournal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `dawn-journal fmt`: rewrites day files in their canonical form, like gofmt.
enum FmtCommand: Command {
    static let spec = CommandSpec(
        name: "fmt",
        summary: "Rewrite day files in their one canonical form.",
        discussion: """
            Formats every day file of the journal (days/YYYY/YYYY-MM-DD.md), or the files and
            folders named, in place. Entries, checklist items, headings and blank lines get one
            spelling; your notes, front matter and code blocks are kept byte for byte (see
            Docs/FORMAT.md). A file that is already canonical is not touched; a file with errors is
            left exactly as it was and its errors are reported. Writes are atomic and take the
            journal's lock.

            Prints the path of each file it changed (or would change).

            Exit status: 0 done (or nothing to do), 1 a file has errors or (with --check or
            --diff) is not canonical, 64 usage error.
            """,
        arguments: [
            ArgumentSpec(
                name: "PATH",
                help:
                    "A day file of the journal, or a folder in its days/ (the day files in it are formatted; hidden files and folders are skipped); any other file is refused. Without --journal, the journal is the one that holds the first PATH.",
                isOptional: true, isRepeating: true, defaultValue: "every day file of the journal", completion: .files)
        ],
        options: [
            .flag("--check", "Change nothing; list the files that are not canonical and exit 1 if there are any."),
            .flag("--diff", "Change nothing; print a unified diff of what would change."),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: [
            "dawn-journal fmt", "dawn-journal fmt --check --journal samples/demo",
            "dawn-journal fmt --diff days/2026/2026-11-21.md",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let errStyle = try Style.resolve(args["--color"], context: context, command: spec, forStderr: true)
        let check = args.has("--check")
        let diff = args.has("--diff")
        let write = !check && !diff
        let renderer = DiagnosticRenderer(style: errStyle)
        var failed = false
        var changed = 0

        /// Reports one file as soon as it is done: its errors, or its path (or diff) when it
        /// changed or would change.
        func report(_ display: String, _ original: [UInt8], _ result: FormatResult) {
            switch result {
            case .canonical:
                break
            case .errors(let errors, let lines):
                for d in errors {
                    let source = d.range.line <= lines.count ? lines[d.range.line - 1] : nil
                    context.stderr.write(renderer.render(d, displayPath: display, sourceLine: source))
                }
                context.stderr.write(
                    "\(display): left unchanged because of \(errors.count == 1 ? "this error" : "these \(errors.count) errors")\n"
                )
                failed = true
            case .wouldChangeMeaning:
                context.stderr.write(
                    "Error: \(display): formatting would change its meaning; left unchanged (please report this)\n")
                failed = true
            case .formatted(let formatted):
                changed += 1
                if diff {
                    let old = String(decoding: original, as: UTF8.self)
                    context.stdout.write(
                        UnifiedDiff.diff(old: old, new: formatted, oldName: "a/" + display, newName: "b/" + display))
                } else {
                    context.stdout.write(display + "\n")
                }
            }
        }

        // The files to format: the journal's day files, or those named (day files, and the
        // day files in the folders named, inside the journal's days/).
        var only: [String]? = nil
        var typed: [String: String] = [:] // a named file's path from the root → as the person wrote it
        let journal: OpenJournal
        if args.positionals.isEmpty {
            journal = try OpenJournal.open(args, context, usesClock: false)
        } else {
            // Without --journal, the journal is found from the first path named.
            let first = context.absolute(args.positionals[0])
            let start = FileSystem.kind(first) == .folder ? first : FilePath.parent(first)
            journal = try OpenJournal.open(args, context, usesClock: false, from: start)
            var named: [String] = []
            for written in args.positionals {
                let path = context.absolute(written)
                var lstatBuffer = stat()
                guard lstat(path, &lstatBuffer) == 0 else {
                    context.stderr.write("Error: \(written): no such file or folder\n")
                    failed = true
                    continue
                }
                guard let relative = journal.location.relative(path) else {
                    context.stderr.write(
                        "Error: \(written): outside the journal at \(journal.location.root); fmt formats only the journal's day files\n"
                    )
                    failed = true
                    continue
                }
                if FileSystem.kind(path) == .folder,
                    !JournalService.isFormatted(relative)
                {
                    guard relative.isEmpty || relative == "days" || relative.hasPrefix("days/") else {
                        context.stderr.write(
                            "Error: \(written): not the journal's days/ folder or a folder in it; fmt formats only day files\n"
                        )
                        failed = true
                        continue
                    }
                    let under = relative.isEmpty ? "days" : relative
                    let found = FolderStorage(root: journal.location.root).files(under: under).filter(
                        JournalService.isFormatted)
                    let prefix =
                        written == "." || written == "./" ? "" : written.hasSuffix("/") ? written : written + "/"
                    for path in found {
                        named.append(path)
                        typed[path] = relative.isEmpty ? prefix + path : prefix + path.dropFirst(under.count + 1)
                    }
                } else if JournalService.isFormatted(relative) {
                    named.append(relative)
                    typed[relative] = written
                } else {
                    context.stderr.write(
                        "Error: \(written): not a day file; fmt formats only files named YYYY-MM-DD.md under the journal's days/ folder\n"
                    )
                    failed = true
                }
            }
            var seen = Set<String>()
            only = named.filter { seen.insert($0).inserted }
        }
        // A run that writes takes the journal's lock.
        let files =
            only == []
            ? [] : try journal.run(spec) { j throws(JournalRefusal) in try j.formatDays(write: write, only: only) }
        let location = journal.location
        func display(_ path: String) -> String { typed[path] ?? location.display(path) }
        for file in files {
            if let e = file.writeRefused {
                // Refused before writing (read-only, outside the journal): the others go on.
                context.stderr.write("Error: \(display(file.path)): \(e.reason)\n")
                failed = true
            } else if let e = file.readError ?? file.writeError {
                // A write that fails stops the run, as every file after it is left as it was.
                context.stderr.write("Error: \(location.path(e.path)): \(e.reason)\n")
                if file.writeError != nil { return 1 }
                failed = true
            } else if let original = file.original {
                report(display(file.path), original, file.result)
            }
        }
        if failed { return 1 }
        return (check || diff) && changed > 0 ? 1 : 0
    }
}
