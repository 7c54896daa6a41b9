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
          PATH                A day file, or a folder of them (hidden files and folders are
                              skipped). Default: the whole journal.

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

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let errStyle = try Style.resolve(args["--color"], context: context, command: spec, forStderr: true)
        let check = args.has("--check"), diff = args.has("--diff")
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
                context.stderr.write("\(display): left unchanged because of \(errors.count == 1 ? "this error" : "these \(errors.count) errors")\n")
                failed = true
            case .wouldChangeMeaning:
                context.stderr.write("Error: \(display): formatting would change its meaning; left unchanged (please report this)\n")
                failed = true
            case .formatted(let formatted):
                changed += 1
                if diff {
                    let old = String(decoding: original, as: UTF8.self)
                    context.stdout.write(UnifiedDiff.diff(old: old, new: formatted, oldName: "a/" + display, newName: "b/" + display))
                } else {
                    context.stdout.write(display + "\n")
                }
            }
        }

        if args.positionals.isEmpty {
            // The journal's day files; a run that writes takes the journal's lock.
            let journal = try OpenJournal.open(args, context, usesClock: false)
            let files = try journal.run(spec) { j throws(JournalRefusal) in try j.formatDays(write: write) }
            let location = journal.location
            for file in files {
                if let e = file.readError ?? file.writeError {
                    // A write that fails stops the run, as every file after it is left as it was.
                    context.stderr.write("Error: \(location.path(e.path)): \(e.reason)\n")
                    if file.writeError != nil { return 1 }
                    failed = true
                } else if let original = file.original {
                    report(location.display(file.path), original, file.result)
                }
            }
        } else {
            // Files and folders named on the command line, wherever they are.
            let files = FolderStorage(root: "/")
            for written in args.positionals {
                let path = context.absolute(written)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                    context.stderr.write("Error: \(written): no such file or folder\n")
                    failed = true
                    continue
                }
                var targets: [(display: String, path: String)] = [(written, path)]
                if isDir.boolValue {
                    let found = FolderStorage(root: path).files(under: "", dayFolders: false).filter { $0.hasSuffix(".md") }
                    let prefix = written.hasSuffix("/") ? written : written + "/"
                    targets = found.map { (prefix + $0, (path as NSString).appendingPathComponent($0)) }
                }
                for target in targets {
                    let bytes: [UInt8]?
                    do { bytes = try files.read(target.path) } catch {
                        context.stderr.write("Error: \(target.path): \(error.reason)\n")
                        failed = true
                        continue
                    }
                    guard let bytes else {
                        context.stderr.write("Error: \(target.path): no such file\n")
                        failed = true
                        continue
                    }
                    let result = DayFormatting.format(bytes)
                    if write, case .formatted(let text) = result {
                        do { try FolderStorage.writeAtomically(Array(text.utf8), to: target.path) } catch {
                            context.stderr.write("Error: \(error.path): \(error.reason)\n")
                            return 1
                        }
                    }
                    report(target.display, bytes, result)
                }
            }
        }
        if failed { return 1 }
        return (check || diff) && changed > 0 ? 1 : 0
    }
}
