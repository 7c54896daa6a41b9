import DawnJournalCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

// Reads the arguments, runs one command, exits with its status. Nothing else lives here.
exit(DawnJournalCLI.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
