import DawnJournal
import DawnJournalText
import DawnLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `dawn-journal lsp`: the language server on stdin and stdout, for any editor.
enum LSPCommand: Command {
    static let spec = CommandSpec(
        name: "lsp",
        summary: "Run the language server (LSP 3.17) on stdin and stdout, for editors.",
        discussion: """
            Editors start this command and talk to it in the Language Server Protocol: as you
            type in a day file or habits.toml, it shows lint's findings (same codes, messages and
            hints), formats day files as fmt does, completes habit names, times on the slot grid,
            weekdays and colours, offers fixes for an unknown habit (the habit it most likely
            meant, or adding it to habits.toml), and shows a habit's description and last 30 days
            on hover. Docs/EDITORS.md shows how to set up VS Code, Neovim, Helix and Emacs.

            The journal is the nearest folder above the file with a habits.toml. Open files count
            as they are in the editor, saved or not. Nothing is written: edits are offered to the
            editor. A message that cannot be read is logged on stderr and skipped.
            DAWN_JOURNAL_NOW=2026-11-21T07:30 fixes the clock.

            Exit status: 0 after the editor's shutdown (then exit, or the end of the input), 1
            when the editor exits without shutting down or the input ends first.
            """,
        examples: ["dawn-journal lsp"],
        ignoresGlobalOptions: true)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        _ = try context.now() // a malformed DAWN_JOURNAL_NOW is refused before serving
        Platform.ignoreBrokenPipe() // a closed stdout is logged and ends with 1, below
        let host = ProcessHost(context: context)
        let server = LanguageServer(host: host, version: DawnJournalCLI.version)
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Platform.readSome(0, $0) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 {
                if let event = framer.finish(), case .problem(let p) = event { host.log(p) }
                host.log("stdin ended before 'exit'")
                return server.isShutDown ? 0 : 1
            }
            framer.append(chunk[0..<n])
            while let event = framer.next() {
                switch event {
                case .problem(let problem): host.log(problem)
                case .message(let body):
                    let replies = server.handle(body)
                    if server.lastMessageWasUnreadable, framer.resynchronise() {
                        host.log("read again from a Content-Length inside the skipped message")
                    }
                    for reply in replies {
                        let json = Array(reply.compact.utf8)
                        let message = Array("Content-Length: \(json.count)\r\n\r\n".utf8) + json
                        guard message.withUnsafeBytes({ Platform.writeAll(1, $0) }) else {
                            host.log("stdout is closed")
                            return 1
                        }
                    }
                    if let code = server.exitCode { return code }
                }
            }
        }
    }
}

/// The process's side of the language server: files through `FolderStorage`, the clock
/// (or `DAWN_JOURNAL_NOW`), and stderr.
struct ProcessHost: LanguageServerHost {
    let context: CLIContext

    func exists(_ path: String) -> Bool { JournalLocation.exists(path) }

    func storage(root: String) -> any JournalStorage { FolderStorage(root: root) }

    func now() -> LocalDateTime {
        if let text = context.environment["DAWN_JOURNAL_NOW"], let fixed = LocalDateTime(text) { return fixed }
        return Platform.localNow()
    }

    func log(_ message: String) { context.stderr.write("dawn-journal lsp: \(message)\n") }

    func words(_ refusal: JournalRefusal) -> String { RefusalText.sentence(refusal, .commandLine) }
}
