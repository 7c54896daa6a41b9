@_exported import DawnArchive
@_exported import DawnJournalEdit
@_exported import DawnJournalFormat
@_exported import DawnJournalModel
@_exported import DawnJournalParse
@_exported import DawnJournalSummarise
@_exported import DawnJournalValidate
// An app imports one module, DawnJournal: the layers below are part of it.
@_exported import DawnSource
@_exported import DawnTOML
