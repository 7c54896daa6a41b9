import DawnJournal

/// ANSI styling that is a no-op when colour is off.
struct Style {
    var enabled: Bool

    /// Colour sequences are written with a stand-in for ESC: U+FDD0 (a noncharacter, for a
    /// program's internal use) and eight private-use characters drawn at random when the
    /// process starts, so that no file can spell it. `TerminalSafeSink` escapes every real
    /// ESC (which can only come from a file) and every other U+FDD0, and turns this into ESC.
    static let escape: String = {
        var rng = SystemRandomNumberGenerator()
        var scalars = String.UnicodeScalarView()
        scalars.append(Unicode.Scalar(0xFDD0 as UInt32)!)
        for _ in 0..<8 { scalars.append(Unicode.Scalar(0xE000 + UInt32.random(in: 0..<0x1000, using: &rng))!) }
        return String(scalars)
    }()
    static let escapeBytes = Array(escape.utf8)

    func wrap(_ s: String, _ code: String) -> String { enabled ? "\(Self.escape)[\(code)m\(s)\(Self.escape)[0m" : s }
    func bold(_ s: String) -> String { wrap(s, "1") }
    func dim(_ s: String) -> String { wrap(s, "2") }
    func red(_ s: String) -> String { wrap(s, "1;31") }
    func yellow(_ s: String) -> String { wrap(s, "1;33") }
    func green(_ s: String) -> String { wrap(s, "32") }
    func cyan(_ s: String) -> String { wrap(s, "36") }

    /// Text on a habit's colour, near-black or white by WCAG contrast (`HabitColor.textColor`);
    /// without a colour (a malformed one), the text as it is.
    func pill(_ s: String, _ color: HabitColor?) -> String {
        guard let color else { return s }
        let fg = color.textColor
        return wrap(s, "38;2;\(fg.red);\(fg.green);\(fg.blue);48;2;\(color.red);\(color.green);\(color.blue)")
    }

    /// Text in a habit's colour; without a colour, as it is.
    func colored(_ s: String, _ color: HabitColor?) -> String {
        guard let color else { return s }
        return wrap(s, "38;2;\(color.red);\(color.green);\(color.blue)")
    }

    /// Neutral grey, for the verdict-free bars of Insights.
    func grey(_ s: String) -> String { wrap(s, "38;5;246") }

    /// The one reading of `--color auto|always|never` (and `NO_COLOR`): whether to colour a stream
    /// that is (`onTerminal`) or is not a terminal.
    static func wantsColour(_ choice: String?, onTerminal: Bool, context: CLIContext, command: CommandSpec)
        throws(UsageError) -> Bool
    {
        switch choice ?? "auto" {
        case "always": return true
        case "never": return false
        case "auto": return onTerminal && (context.environment["NO_COLOR"] ?? "").isEmpty
        default:
            throw UsageError(message: "'--color' takes auto, always or never, not '\(choice!)'", command: command)
        }
    }

    /// `--color auto|always|never`; auto means colour only on a terminal and without NO_COLOR.
    /// The stream's terminal-safe sink is told whether colour is on, so that it lets the
    /// colour sequences through (and nothing else).
    static func resolve(_ choice: String?, context: CLIContext, command: CommandSpec, forStderr: Bool = false)
        throws(UsageError) -> Style
    {
        let enabled = try wantsColour(
            choice, onTerminal: forStderr ? context.stderrIsTerminal : context.stdoutIsTerminal, context: context,
            command: command)
        if enabled, let sink = (forStderr ? context.stderr : context.stdout) as? TerminalSafeSink {
            sink.allowsColour = true
        }
        return Style(enabled: enabled)
    }
}
