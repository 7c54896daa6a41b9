/// A length of time as every view shows it: "5h 30m", "5h", "45m". (What a person types,
/// `1h30m`, is `DurationSyntax`, the command line's and habits.toml's spelling.)
public enum DurationText {
    /// Whole hours and the minutes left: "9h 15m", "5h", "45m", "0m".
    public static func minutes(_ minutes: Int) -> String {
        guard minutes >= 60 else { return "\(minutes)m" }
        return "\(minutes / 60)h" + (minutes % 60 > 0 ? " \(minutes % 60)m" : "")
    }
}
