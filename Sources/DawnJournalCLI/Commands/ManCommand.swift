/// `dawn-journal man`: the manual page, dawn-journal.1 in mdoc, made from the commands' specs.
enum ManCommand: Command {
    static let spec = CommandSpec(
        name: "man",
        summary: "Print the manual page (dawn-journal.1, mdoc).",
        discussion: """
            Docs/dawn-journal.1 is the same page. To read it: dawn-journal man | man -l - (or
            mandoc | less). To install it: dawn-journal man > ~/.local/share/man/man1/dawn-journal.1
            """,
        examples: ["dawn-journal man > ~/.local/share/man/man1/dawn-journal.1"],
        ignoresGlobalOptions: true)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        context.stdout.write(ManPage.render(CompletionTree.current))
        return 0
    }
}
