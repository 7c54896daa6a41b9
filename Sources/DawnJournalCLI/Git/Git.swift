import DawnJournal
import DawnSource

/// Runs `git` for `git-setup`, `init --git` and lint's merge-driver check.
enum Git {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `git` on the PATH (the context's, else the process's), or nil.
    static func executable(_ context: CLIContext) -> String? {
        let path = context.environment["PATH"] ?? Platform.variable("PATH") ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where FileSystem.isExecutableFile("\(dir)/git") {
            return "\(dir)/git"
        }
        return nil
    }

    /// Runs git with `arguments` in `directory` (`git -C`), in the process's environment with
    /// the context's on top, its output captured as bytes (a blob of `git show`); nil when git
    /// is not installed or could not be started.
    static func runCapturing(_ arguments: [String], in directory: String, _ context: CLIContext) -> Subprocess.Output? {
        guard let git = executable(context) else { return nil }
        let environment = Platform.environment().merging(context.environment.values) { _, new in new }
        return Subprocess.run([git, "-C", directory] + arguments, environment: environment, capture: true)
    }

    /// `runCapturing`, its output as text.
    static func run(_ arguments: [String], in directory: String, _ context: CLIContext) -> Output? {
        guard let r = runCapturing(arguments, in: directory, context) else { return nil }
        return Output(
            status: r.status, stdout: String(decoding: r.stdout, as: UTF8.self),
            stderr: String(decoding: r.stderr, as: UTF8.self))
    }

    /// The top folder of the work tree `directory` lies in, or nil outside a repository.
    static func topLevel(of directory: String, _ context: CLIContext) -> String? {
        guard let r = run(["rev-parse", "--show-toplevel"], in: directory, context), r.status == 0 else { return nil }
        let top = r.stdout.trimming { $0.isNewline }
        return top.isEmpty ? nil : top
    }

    /// A repository config value, or nil when unset.
    static func config(_ key: String, in directory: String, _ context: CLIContext) -> String? {
        guard let r = run(["config", "--get", key], in: directory, context), r.status == 0 else { return nil }
        return r.stdout.trimming { $0.isNewline }
    }

    /// The name of the merge driver in .gitattributes and config.
    static let driverName = "dawn-journal"

    /// The lines `git-setup` puts in the journal's .gitattributes.
    static let attributeLines = ["days/**/*.md merge=\(driverName)", "habits.toml merge=\(driverName)"]

    /// Whether a .gitattributes text names the driver; the 1-based line that does, or nil.
    static func lineNamingDriver(in attributes: String) -> Int? {
        // Git's lines (LF only), where a CR is a blank as a space is (Git's attr.c).
        let bytes = Array(attributes.utf8)
        let lines = LineTable.gitLines(bytes)
        for i in 0..<lines.count {
            let line = String(decoding: bytes[lines.ranges[i]], as: UTF8.self)
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || LineEnding.isLineBreak($0) })
            if words.first?.hasPrefix("#") == false, words.dropFirst().contains("merge=\(driverName)") { return i + 1 }
        }
        return nil
    }
}
