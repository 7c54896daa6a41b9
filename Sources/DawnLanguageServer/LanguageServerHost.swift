import DawnJournal

/// What the language server needs from outside, brought by the command line: it reads no
/// file, clock or environment itself.
package protocol LanguageServerHost {
    /// Whether anything (a file, a folder, what a link points to) is at this absolute path:
    /// how the server finds a document's journal (`JournalFolder`).
    func exists(_ path: String) -> Bool
    /// The storage of the journal whose root folder is `root` (an absolute path).
    func storage(root: String) -> any JournalStorage
    /// "Now", asked again for each check.
    func now() -> LocalDateTime
    /// A line for the log (stderr): what was skipped and why.
    func log(_ message: String)
    /// A library refusal in the host's words (the command line's, so that it reads as the
    /// command would say it).
    func words(_ refusal: JournalRefusal) -> String
}

extension LanguageServerHost {
    /// Without words of the host's: the refusal's code.
    package func words(_ refusal: JournalRefusal) -> String { "[\(refusal.code)]" }
}
