// swift-tools-version:6.0
import PackageDescription

// No package dependencies: the toolchain (Foundation, XCTest) only.
//
// The library is one product, `DawnJournal`, built from targets that are its layers, so that the
// compiler enforces the direction of every dependency (Docs/ARCHITECTURE.md):
//
//   DawnSource ← DawnTOML ← Model ← Parse ← Validate | Format | Edit | Summarise ← DawnJournal (use cases)
//   DawnArchive (ZIP and inflate) ←──────────────────────────────────┘
//   DawnJournal ← DawnJournalText ← DawnLanguageServer ← DawnJournalCLI
//   DawnJournal, DawnJournalText ← DawnJournalUI (the interactive view's core) ← DawnJournalCLI
//   DawnJournal, DawnJournalText ← DawnServe (the server's core: HTTP, gate, API) ← DawnJournalCLI
//
// `DawnJournalText` is the product's words in English (PRODUCT.md's sentences, percentages,
// durations, names of days and months, habit kinds): its own product, so that an app can take
// the library without them and word it in its own language.
//
// Cross-layer helpers are `package`, not `public`: an app sees only Docs/API.md.
let package = Package(
    name: "dawn-journal",
    products: [
        .library(name: "DawnJournal", targets: ["DawnJournal"]),
        .library(name: "DawnTOML", targets: ["DawnTOML"]),
        .library(name: "DawnJournalText", targets: ["DawnJournalText"]),
        .executable(name: "dawn-journal", targets: ["dawn-journal"]),
    ],
    targets: [
        // A file as text: bytes, byte-order mark, lines and their endings, positions (bytes,
        // characters, UTF-16, display width) and UTF-8 validation. Depends on nothing.
        .target(name: "DawnSource"),
        // TOML 1.0 decoding with positions. Depends on DawnSource only.
        .target(name: "DawnTOML", dependencies: ["DawnSource"]),
        // ZIP reading and inflate (RFC 1951), for importers. Depends on nothing.
        .target(name: "DawnArchive"),
        // The library's layers, one target each, bottom up. None prints, exits, or reads the
        // clock, the environment or the file system.
        .target(name: "DawnJournalModel", dependencies: ["DawnTOML"], path: "Sources/DawnJournal/Model"),
        .target(name: "DawnJournalParse", dependencies: ["DawnJournalModel"], path: "Sources/DawnJournal/Parse"),
        .target(name: "DawnJournalValidate", dependencies: ["DawnJournalParse"], path: "Sources/DawnJournal/Validate"),
        .target(name: "DawnJournalFormat", dependencies: ["DawnJournalParse"], path: "Sources/DawnJournal/Format"),
        .target(name: "DawnJournalEdit", dependencies: ["DawnJournalFormat"], path: "Sources/DawnJournal/Edit"),
        .target(name: "DawnJournalSummarise", dependencies: ["DawnJournalParse"], path: "Sources/DawnJournal/Summarise"),
        // The use cases: what every command decides, over a storage the caller brings.
        .target(name: "DawnJournal",
                dependencies: ["DawnJournalValidate", "DawnJournalFormat", "DawnJournalEdit", "DawnJournalSummarise", "DawnArchive"],
                path: "Sources/DawnJournal/UseCases"),
        // The product's words, once, for every front end: sentences, numbers, durations, names
        // of days and months, habit kinds, cell states. No Foundation, no I/O.
        .target(name: "DawnJournalText", dependencies: ["DawnJournal"]),
        // The language server (`dawn-journal lsp`): JSON-RPC framing, a JSON reader, and a state
        // machine from messages in to messages out. No I/O: the command line runs the stdio loop.
        .target(name: "DawnLanguageServer", dependencies: ["DawnSource", "DawnJournal", "DawnJournalText"]),
        // The interactive view (`dawn-journal ui`) without a terminal: events and a state in, a new
        // state, use cases run and a screen buffer out. No I/O but through a JournalStorage; the
        // command line runs the terminal loop.
        .target(name: "DawnJournalUI", dependencies: ["DawnSource", "DawnJournal", "DawnJournalText"]),
        // The server of `dawn-journal serve` without sockets: the HTTP parser, the security gate,
        // the router and the JSON API over the use cases, the page's files, the QR code. No I/O:
        // the command line runs the socket loop.
        // The page's source is files/ (HTML, CSS, JavaScript); scripts/embed-page.py makes them
        // string constants (Page/PageFiles.swift), so the binary reads no file to serve them.
        .target(name: "DawnServe", dependencies: ["DawnSource", "DawnJournal", "DawnJournalText"], exclude: ["Page/files"]),
        // The command line: arguments, files, terminal. Testable in-process.
        .target(
            name: "DawnJournalCLI",
            dependencies: [
                "DawnSource", "DawnJournal", "DawnJournalText", "DawnLanguageServer", "DawnJournalUI", "DawnServe",
            ]),
        // main.swift only: reads arguments, calls the CLI, exits.
        .executableTarget(name: "dawn-journal", dependencies: ["DawnJournalCLI"]),
        // A development tool for scripts/toml-differential.py: TOML on stdin, toml-test's tagged JSON out.
        .executableTarget(name: "toml-test-decoder", dependencies: ["DawnJournal"]),
        // A development tool for scripts/benchmark.py: the day-file parser alone, in-process, and
        // the interactive view replaying keys without a terminal (`ui-replay`).
        .executableTarget(name: "dawn-journal-bench", dependencies: ["DawnJournal", "DawnJournalUI"]),
        // Test-only helpers the test targets share (the `«»` position markers, golden files, an
        // in-memory storage); in no product.
        .target(name: "DawnJournalTestSupport", dependencies: ["DawnJournal"], path: "Tests/DawnJournalTestSupport"),
        .testTarget(name: "DawnSourceTests", dependencies: ["DawnSource"]),
        .testTarget(name: "DawnTOMLTests", dependencies: ["DawnTOML", "DawnJournalTestSupport"]),
        .testTarget(name: "DawnArchiveTests", dependencies: ["DawnArchive"], exclude: ["Fixtures", "make-fixtures.py"]),
        .testTarget(name: "DawnJournalTests", dependencies: ["DawnJournal", "DawnJournalTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DawnJournalCLITests", dependencies: ["DawnJournalCLI", "DawnJournal", "DawnJournalText", "DawnJournalUI", "DawnJournalTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DawnJournalTextTests", dependencies: ["DawnJournalText", "DawnJournal", "DawnJournalTestSupport"]),
        .testTarget(
            name: "DawnJournalUITests",
            dependencies: ["DawnJournalUI", "DawnSource", "DawnJournal", "DawnJournalText", "DawnJournalTestSupport"],
            exclude: ["Golden"]),
        .testTarget(name: "DawnServeTests", dependencies: ["DawnServe", "DawnJournal", "DawnJournalText", "DawnJournalTestSupport"]),
        .testTarget(name: "DawnLanguageServerTests", dependencies: ["DawnLanguageServer", "DawnJournal", "DawnJournalTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
