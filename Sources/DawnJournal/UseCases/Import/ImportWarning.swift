/// Something an import read but did not import, or imported approximately.
public enum ImportWarning: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// One sentence, lower-case, quoting what it is about.
    case text(String)
    /// A habit of the export (its name there) that was not added, and the refusal that says why;
    /// a front end words it ("'X' was not added: …").
    case notAdded(habit: String, JournalRefusal)
    /// Loop records (`records` of them) that would tick an item or add a note in the day file
    /// at `path`, left out because the file could not be changed so; the refusal says why.
    case recordsNotAdded(path: String, records: Int, JournalRefusal)

    /// A warning that is one sentence.
    public init(stringLiteral value: String) { self = .text(value) }
}
