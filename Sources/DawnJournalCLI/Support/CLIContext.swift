import DawnJournal

/// Everything a command may learn from outside: arguments aside, this is the whole world.
///
/// main.swift fills it from the process; tests fill it with a temporary folder, a fixed clock
/// and buffers.
public struct CLIContext {
    /// The environment. The process's (`process()`) is read a name at a time, when asked.
    public var environment: EnvironmentVariables
    public var currentDirectory: String
    /// The system clock's local date-time; `DAWN_JOURNAL_NOW` in `environment` overrides it.
    /// The process's is read on first use (a command that needs no date reads no time zone).
    public var systemNow: LocalDateTime {
        get { givenNow ?? process.now }
        set { givenNow = newValue }
    }
    private var givenNow: LocalDateTime?
    /// What the running process's context reads when first asked; shared by its copies.
    private var process = ProcessValues()
    public var stdout: TextSink
    public var stderr: TextSink
    /// Whether stdout is a terminal (colour in `auto` mode).
    public var stdoutIsTerminal: Bool
    /// Whether stderr is a terminal (colour of diagnostics written there).
    public var stderrIsTerminal: Bool
    /// Whether stdin is a terminal (`ui`, and `dawn-journal` alone, need one).
    public var stdinIsTerminal = false
    /// How many columns the views may use: `COLUMNS` when set, else the terminal's width, else
    /// 80 (output to a file or a pipe). No line of a view is wider. At least `minimumWidth`.
    public var width: Int {
        get { givenWidth ?? Self.width(columns: environment["COLUMNS"], terminal: terminalWidth) }
        set { givenWidth = newValue }
    }
    private var givenWidth: Int?
    private var terminalWidth: Int?
    /// The narrowest width the views lay out for.
    public static let minimumWidth = 40
    /// The width when output goes to a file or a pipe.
    public static let defaultWidth = 80

    /// The arguments of the running command (after the program's name), as given: what the
    /// journal's lock file says is in progress while the command writes.
    public var arguments: [String] = []

    /// `width` nil: `COLUMNS` from `environment`, else 80.
    public init(
        environment: [String: String], currentDirectory: String, systemNow: LocalDateTime,
        stdout: TextSink, stderr: TextSink, stdoutIsTerminal: Bool, stderrIsTerminal: Bool = false,
        terminalWidth: Int? = nil
    ) {
        self.init(
            environment: EnvironmentVariables(environment), currentDirectory: currentDirectory, now: systemNow,
            stdout: stdout, stderr: stderr,
            stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal, terminalWidth: terminalWidth)
    }

    /// `COLUMNS` when it is a positive number, else the terminal's width, else 80; never less
    /// than `minimumWidth`.
    static func width(columns: String?, terminal: Int?) -> Int {
        let chosen =
            columns.flatMap { Int($0.trimming { $0.isWhitespace && !$0.isNewline }) }.flatMap { $0 > 0 ? $0 : nil }
            ?? terminal ?? defaultWidth
        return max(minimumWidth, min(chosen, 1000))
    }

    /// The context of the running process. Its environment and clock are read when a command
    /// first asks for them (`--version` asks for neither).
    public static func process() -> CLIContext {
        var context = CLIContext(
            environment: .process, currentDirectory: Platform.currentDirectory(), now: nil,
            stdout: FileDescriptorSink(1), stderr: FileDescriptorSink(2),
            stdoutIsTerminal: Platform.isTerminal(1), stderrIsTerminal: Platform.isTerminal(2),
            terminalWidth: Platform.terminalColumns(1))
        context.stdinIsTerminal = Platform.isTerminal(0)
        return context
    }

    /// A "now" that is nil is the process's, read on first use.
    private init(
        environment: EnvironmentVariables, currentDirectory: String, now: LocalDateTime?,
        stdout: TextSink, stderr: TextSink, stdoutIsTerminal: Bool, stderrIsTerminal: Bool, terminalWidth: Int?
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.givenNow = now
        self.stdout = stdout
        self.stderr = stderr
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.terminalWidth = terminalWidth
    }

    /// The process's clock, read once, on first use.
    private final class ProcessValues {
        lazy var now = Platform.localNow()
    }

    /// "Now": `DAWN_JOURNAL_NOW` (`2026-11-21T07:30`) when set, else the system clock.
    public func now() throws -> LocalDateTime {
        guard let text = environment["DAWN_JOURNAL_NOW"], !text.isEmpty else { return systemNow }
        guard let fixed = LocalDateTime(text) else {
            throw CLIFailure("DAWN_JOURNAL_NOW='\(text)' is not a local date-time; write it like 2026-11-21T07:30")
        }
        return fixed
    }

    /// Resolves a path given on the command line against the current directory.
    public func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return FilePath.standardized(path) }
        return FilePath.standardized(FilePath.join(currentDirectory, path))
    }
}

/// A failure that ends a command with exit 1 and one line on stderr.
public struct CLIFailure: Error {
    public var message: String
    public init(_ message: String) { self.message = message }
}
