/// Folders and files that pin down the one rule locating a journal (`JournalFolder`): every
/// front end's tests (the library's rule, the command line, the language server, the merge
/// driver) run this same table, each with its own way of looking at files.
public enum JournalLayouts {
    public struct Layout: Sendable {
        /// What the case shows.
        public var name: String
        /// Files to make, relative to a base folder; each habits.toml holds `habits(for:)` of
        /// its folder.
        public var files: [String]
        /// Empty folders to make (a folder named habits.toml makes a journal all the same,
        /// whose habits.toml cannot be read).
        public var folders: [String] = []
        /// The folder the search starts from, relative to the base ("" the base itself).
        public var start: String
        /// The journal found, relative to the base; nil for none.
        public var journal: String?

        public init(name: String, files: [String], folders: [String] = [], start: String, journal: String?) {
            (self.name, self.files, self.folders, self.start, self.journal) = (name, files, folders, start, journal)
        }
    }

    public static let all: [Layout] = [
        Layout(name: "the journal's own folder", files: ["habits.toml"], start: "", journal: ""),
        Layout(
            name: "from a day's folder", files: ["habits.toml", "days/2026/2026-11-21.md"], start: "days/2026",
            journal: ""),
        Layout(
            name: "a folder named habits.toml makes one, to be reported", files: ["habits.toml"],
            folders: ["sub/habits.toml"], start: "sub/days", journal: "sub"),
        Layout(
            name: "the nearest of two journals", files: ["habits.toml", "sub/habits.toml"], start: "sub/days/2026",
            journal: "sub"),
        Layout(
            name: "the nearest, whatever its folder is called", files: ["habits.toml", "days/2026/habits.toml"],
            start: "days/2026", journal: "days/2026"),
        Layout(
            name: "a journal inside a bigger repository", files: ["journal/habits.toml", "notes.md"],
            start: "journal/days/2026", journal: "journal"),
        Layout(name: "no journal", files: ["notes.md"], folders: ["days/2026"], start: "days/2026", journal: nil),
    ]

    /// The habits.toml of a journal in `folder`: one habit whose id names the folder, so that a
    /// test can tell which journal was read.
    public static func habits(for folder: String) -> String {
        "[habits.\(id(folder))]\nname = \"Habit of \(id(folder))\"\n"
    }

    /// The id `habits(for:)` gives the habit of the journal in `folder`.
    public static func id(_ folder: String) -> String {
        folder.isEmpty ? "base" : String(folder.map { $0 == "/" ? "-" : $0 })
    }

    /// `folder/name`: `name` in the base (folder ""), the folder itself for name "".
    public static func path(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : name.isEmpty ? folder : folder + "/" + name
    }
}
