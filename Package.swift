// swift-tools-version:6.0
import PackageDescription

// No package dependencies: the toolchain (Foundation, XCTest) only.
let package = Package(
    name: "dawn-journal",
    products: [
        .library(name: "DawnJournal", targets: ["DawnJournal"]),
        .executable(name: "dawn-journal", targets: ["dawn-journal"]),
    ],
    targets: [
        // The library: model, TOML, parsing, formatting. Never prints, exits or reads the clock.
        .target(name: "DawnJournal"),
        // The command line: arguments, files, terminal. Testable in-process.
        .target(name: "DawnJournalCLI", dependencies: ["DawnJournal"]),
        // main.swift only: reads arguments, calls the CLI, exits.
        .executableTarget(name: "dawn-journal", dependencies: ["DawnJournalCLI"]),
        // A development tool for scripts/toml-differential.py: TOML on stdin, toml-test's tagged JSON out.
        .executableTarget(name: "toml-test-decoder", dependencies: ["DawnJournal"]),
        .testTarget(name: "DawnJournalTests", dependencies: ["DawnJournal"], exclude: ["Fixtures"]),
        .testTarget(name: "DawnJournalCLITests", dependencies: ["DawnJournalCLI", "DawnJournal"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
