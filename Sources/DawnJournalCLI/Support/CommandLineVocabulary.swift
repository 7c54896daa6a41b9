import DawnJournalText

extension RefusalVocabulary {
    /// The command line's names for the ways to fix a request, in refusals' sentences:
    /// `--emoji`, `dawn-journal habit add NAME`, `fmt`.
    static let commandLine = RefusalVocabulary(
        option: { "--" + $0 }, invocation: { "dawn-journal " + $0 }, command: { $0 })
}
