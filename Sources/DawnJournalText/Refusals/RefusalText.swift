// The place for refusal sentences (issue 23, item 2): once `JournalRefusal` is a catalog of
// typed cases with their parameters, the sentence each case is said in belongs here, one
// function per case (or one switch), tested in DawnJournalTextTests, so that the command line,
// the language server and the interactive app word a refusal alike. The flag or command a
// sentence points to is the command line's own addition, not this target's.
