import DawnJournal

/// Numbers as sentences say them: the one percent format, decimals, counts of times, amounts
/// with their unit.
public enum NumberText {
    /// A percentage rounded to a whole number, halves away from zero: "67%" for 66.67, "–"
    /// when there is nothing to divide by (nil). The one percent format of every front end.
    public static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "–" }
        return "\(Int(value.rounded()))%"
    }

    /// A number with at most one decimal: "6.3", "8".
    public static func decimal(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "–" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return tenths % 10 == 0 ? String(tenths / 10) : "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// How often: "once", "4 times".
    public static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

    /// An amount with its unit: "183 glasses", "2.5 km", "4" without a unit.
    public static func amount(_ amount: Amount, _ unit: String?) -> String {
        amount.description + (unit.map { " " + $0 } ?? "")
    }
}
