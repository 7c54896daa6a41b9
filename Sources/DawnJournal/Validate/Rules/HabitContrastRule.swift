import DawnJournalModel
import DawnJournalParse

/// A custom colour on which no text colour (near-black, white, black: `HabitColor.textColor`)
/// reaches 4.5:1 (the accessibility rule for text on a pill): warned, with the nearest colour
/// that reaches it. With pure black among them every colour reaches it (black and white are
/// 21:1 apart), so this guards the rule rather than finding colours: Loop's whole palette and
/// every preset are quiet.
struct HabitContrastRule: Rule {
    let codes: [DiagnosticCode] = [.lowContrast]

    func check(journal context: RuleContext) -> [Diagnostic] {
        context.habits.habits.compactMap { habit in
            guard let text = habit.color, let color = HabitColor(text),
                color.textContrast < HabitColor.minimumContrast
            else { return nil }
            let nearest = color.nearestReadable
            let on = [HabitColor.white: "white", .black: "black"][nearest.textColor] ?? "near-black"
            return .finding(
                .lowContrast, "habits.toml", habit.fieldRanges["color"] ?? habit.range,
                "color '\(text)' of '\(habit.name)': text on it reaches at most \(Self.ratio(color.textContrast)):1, below 4.5:1",
                "The nearest colour that reaches it is \(nearest.hex) (\(on) text, \(Self.ratio(nearest.textContrast)):1): color = \"\(nearest.hex)\"."
            )
        }
    }

    /// A ratio with two decimals, never shown as 4.50 when it is below 4.5: `4.48`.
    static func ratio(_ value: Double) -> String {
        var hundredths = Int((value * 100).rounded())
        if value < HabitColor.minimumContrast { hundredths = min(hundredths, 449) }
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
