/// The two sections of a day file whose list items carry meaning.
public enum DaySection: String, Sendable, Hashable, Codable {
    /// `## Timeline`: list items are timeline entries.
    case timeline
    /// `## Checklist`: list items are checklist items.
    case checklist

    /// The canonical heading title.
    public var title: String { self == .timeline ? "Timeline" : "Checklist" }

    /// The section a level-2 heading title opens, matched case-insensitively.
    public init?(title: some StringProtocol) {
        switch title.lowercased() {
        case "timeline": self = .timeline
        case "checklist": self = .checklist
        default: return nil
        }
    }
}
