import DawnJournalCLI
import Foundation

// Reads the arguments, runs one command, exits with its status. Nothing else lives here.
exit(DawnJournalCLI.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
