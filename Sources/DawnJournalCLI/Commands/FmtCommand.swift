import DawnJournal
import Foundation

/// `dawn-journal fmt`: rewrites day files in their canonical form, like gofmt.
enum FmtCommand: Command {
    static let spec = CommandSpec(
        name: "fmt",
        synopsis: "fmt [--check] [--diff] [--journal DIR] [--color WHEN] [PATH…]",
        summary: "Rewrite day files in their one canonical form.",
        help: """
        Formats every day file of the journal (days/YYYY/YYYY-MM-DD.md), or the files and
        folders named, in place. Entries, checklist items, headings and blank lines get one
        spelling; your notes, front matter and code blocks are kept byte for byte (see
        Docs/FORMAT.md). A file that is already canonical is not touched; a file with errors is
        left exactly as it was and its errors are reported. Writes are atomic.

        Prints the path of each file it changed (or would change).

        Arguments:
          PATH                A day file or a folder of them. Default: the whole journal.

        Options:
          --check             Change nothing; list the files that are not canonical and
                              exit 1 if there are any.
          --diff              Change nothing; print a unified diff of what would change.
        \(CommonOptions.journalHelp)
        \(CommonOptions.colorHelp)

        Exit status: 0 done (or nothing to do), 1 a file has errors or (with --check or
        --diff) is not canonical, 64 usage error.

        Examples:
          dawn-journal fmt
          dawn-journal fmt --check --journal samples/demo
          dawn-journal fmt --diff days/2026/2026-11-21.md
        """,
        flags: ["--check", "--diff"],
        options: ["--journal", "--color"],
        maxPositionals: nil)

    struct Target {
        var path: String
        var display: String
    }

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let errStyle = try Style.resolve(args["--color"], context: context, command: spec, forStderr: true)
        let check = args.has("--check"), diff = args.has("--diff")
        var failed = false
        var targets: [Target] = []
        var lock: JournalLock? = nil
        defer { withExtendedLifetime(lock) {} }
        if args.positionals.isEmpty {
            let journal = try JournalLocation.locate(option: args["--journal"], context: context)
            if !check && !diff { lock = try JournalLock(journal) } // read-only runs take no lock
            targets = FileStore.dayFiles(in: journal).map { Target(path: journal.path($0), display: journal.display($0)) }
        } else {
            for written in args.positionals {
                let path = context.absolute(written)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                    context.stderr.write("Error: \(written): no such file or folder\n")
                    failed = true
                    continue
                }
                if isDir.boolValue {
                    let walker = FileManager.default.enumerator(atPath: path)
                    var found: [String] = []
                    while let rel = walker?.nextObject() as? String {
                        if rel.hasSuffix(".md") { found.append(rel) }
                    }
                    let prefix = written.hasSuffix("/") ? written : written + "/"
                    targets += found.sorted().map { Target(path: (path as NSString).appendingPathComponent($0), display: prefix + $0) }
                } else {
                    targets.append(Target(path: path, display: written))
                }
            }
        }
        let renderer = DiagnosticRenderer(style: errStyle)
        var changed = 0
        for target in targets {
            let bytes: [UInt8]
            do { bytes = try FileStore.read(target.path) } catch let e as CLIFailure {
                context.stderr.write("Error: \(e.message)\n")
                failed = true
                continue
            }
            let parsed = DayParser.parse(bytes)
            let errors = parsed.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty {
                for d in errors {
                    let source = d.range.line <= parsed.day.lines.count ? parsed.day.lines[d.range.line - 1].text : nil
                    context.stderr.write(renderer.render(d, displayPath: target.display, sourceLine: source))
                }
                context.stderr.write("\(target.display): left unchanged because of \(errors.count == 1 ? "this error" : "these \(errors.count) errors")\n")
                failed = true
                continue
            }
            let formatted = DayFormatter.format(parsed.day)
            if Array(formatted.utf8) == bytes { continue }
            // Safety: the canonical text must mean exactly what the file meant.
            let check2 = DayParser.parse(formatted)
            guard !check2.diagnostics.hasErrors, check2.day.meaning == parsed.day.meaning else {
                context.stderr.write("Error: \(target.display): formatting would change its meaning; left unchanged (please report this)\n")
                failed = true
                continue
            }
            changed += 1
            if diff {
                let old = String(decoding: bytes, as: UTF8.self)
                context.stdout.write(UnifiedDiff.diff(old: old, new: formatted, oldName: "a/" + target.display, newName: "b/" + target.display))
            } else if check {
                context.stdout.write(target.display + "\n")
            } else {
                try FileStore.writeJournalFile(Array(formatted.utf8), to: target.path, context: context)
                context.stdout.write(target.display + "\n")
            }
        }
        if failed { return 1 }
        return (check || diff) && changed > 0 ? 1 : 0
    }
}
