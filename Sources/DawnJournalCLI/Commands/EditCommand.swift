import DawnJournal
import DawnJournalText

/// `dawn-journal edit [DATE]`: the day's file in $VISUAL or $EDITOR, then lint on it.
enum EditCommand: Command {
    static let spec = CommandSpec(
        name: "edit",
        summary: "Open a day's file in your editor, then check it.",
        discussion: """
            Opens the day's file in $VISUAL, else $EDITOR, else vi. A missing file is first created
            from a template: the day's heading, an empty timeline, and every habit due that day as
            an unticked checklist item. When the editor exits, the file is checked as
            'dawn-journal lint' would, and what it finds is printed (exit 1 when there are errors). A
            template saved unchanged is removed again, so no empty day files are left behind. A
            future day can't be edited.
            """,
        arguments: [CommonOptions.dateArgument(default: "today (after [journal] day_starts)")],
        options: [CommonOptions.journal, CommonOptions.color],
        examples: ["dawn-journal edit", "EDITOR=\"code --wait\" dawn-journal edit yesterday"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let style = try Style.resolve(args["--color"], context: context, command: spec, forStderr: true)
        let date = try DateArgument.optional(args.positionals.first, command: spec)
        let journal = try OpenJournal.open(args, context)
        let plan = try journal.run(spec) { j throws(JournalRefusal) in try j.editPlan(date) }
        let created = try journal.run(spec) { j throws(JournalRefusal) in try j.createTemplate(plan) }
        let file = journal.location.root + "/" + plan.path
        let status = runEditor(on: file, context)
        var removed = false
        if created {
            do { removed = try journal.service.removeUnchangedTemplate(plan) } catch {
                context.stderr.write(
                    "Warning: \(RefusalText.text(error, .commandLine, showingPath: journal.location.display))\n")
            }
        }
        if status != 0 {
            context.stderr.write(
                "Error: the editor exited with status \(status)\(removed ? "; the new file was left unchanged and removed" : "")\n"
            )
            return 1
        }
        if removed {
            context.stdout.write("\(journal.location.display(plan.path)): unchanged; the new file was removed.\n")
            return 0
        }
        let found = try journal.run(spec) { j throws(JournalRefusal) in try j.lintDay(plan.path) }
        // Lines as lint reads them (LF, CRLF or a lone CR), so a CRLF file shows its lines too.
        let lines = ((try? journal.storage.read(plan.path)) ?? nil).map { SourceText($0).texts } ?? []
        let renderer = DiagnosticRenderer(style: style)
        for d in found {
            context.stderr.write(
                renderer.render(
                    d, displayPath: journal.location.display(plan.path),
                    sourceLine: d.range.line <= lines.count ? lines[d.range.line - 1] : nil))
        }
        let errors = found.filter { $0.severity == .error }.count
        let summary =
            found.isEmpty
            ? "no problems"
            : "\(errors) error\(errors == 1 ? "" : "s"), \(found.count - errors) warning\(found.count - errors == 1 ? "" : "s")"
        context.stdout.write("\(journal.location.display(plan.path)): \(summary).\n")
        return errors > 0 ? 1 : 0
    }

    /// $VISUAL, else $EDITOR, else vi: the editor `edit` and `ui` run.
    static func editor(_ environment: [String: String]) -> String {
        [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    }

    /// Runs $VISUAL, else $EDITOR, else vi, on `path` through the shell (so that an editor
    /// given with arguments, `code --wait`, works); its exit status, or 127 when it could not
    /// be started.
    static func runEditor(on path: String, _ context: CLIContext) -> Int32 {
        let environment = context.environment.values
        return ShellCommand.run(
            editor(environment), argument: path, environment: environment.isEmpty ? nil : environment)
    }
}
