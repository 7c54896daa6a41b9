import DawnJournal
import DawnServe
import DawnSource

/// `dawn-journal devices`: the browsers signed in to `serve` (Docs/SERVE.md).
enum DevicesCommand: Command {
    static let spec = CommandSpec(
        name: "devices",
        summary: "List, rename or revoke the devices signed in to serve's page.",
        discussion: """
            Each sign-in with serve's URL is a device, named from its browser ("iPhone Safari",
            "Pixel Chrome"). serve keeps them, with only a hash of each one's secret, outside the
            journal in $XDG_STATE_HOME/dawn-journal/serve/ (~/.local/state when unset). A revoke
            ends that device's session at once, while the server runs: its next request is refused
            and its page asks for the sign-in URL. serve --new-token ends every device's session.
            """,
        examples: ["dawn-journal devices", #"dawn-journal devices rename "iPhone Safari" "Ana's phone""#])

    static var subcommands: [any Command.Type] {
        [DevicesListCommand.self, DevicesRenameCommand.self, DevicesRevokeCommand.self]
    }
    static var defaultSubcommand: String? { "list" }

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 { 0 }

    /// The state of the journal's server; nil when it has never run.
    static func state(_ args: ParsedArguments, _ context: CLIContext) throws -> ServeState? {
        let location = try JournalLocation.locate(option: args["--journal"], context: context, from: nil)
        return try ServeState.at(journal: location.root, create: false, context)
    }

    /// The device named `name`, or a refusal listing the names there are.
    static func index(_ name: String, in list: DeviceList) throws -> Int {
        if let i = list.index(named: name) { return i }
        let names = list.devices.map { "'\($0.name)'" }.joined(separator: ", ")
        throw CLIFailure(
            "no device named '\(name)'" + (names.isEmpty ? "; none is signed in" : "; there are \(names)")
                + "; nothing was changed")
    }
}

enum DevicesListCommand: Command {
    static let spec = CommandSpec(
        name: "devices list",
        summary: "List the devices signed in to serve's page, with when each was first and last seen.",
        options: [CommonOptions.json("Print the devices as JSON."), CommonOptions.journal],
        examples: ["dawn-journal devices list --json"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let devices = try DevicesCommand.state(args, context)?.devices().devices ?? []
        if args.has("--json") {
            let rows: [JSONValue] = devices.map {
                .object([
                    ("name", .string($0.name)), ("firstSeen", .string($0.firstSeen)),
                    ("lastSeen", .string($0.lastSeen)),
                ])
            }
            context.stdout.write(JSONValue.object([("devices", .array(rows))]).rendered)
            return 0
        }
        guard !devices.isEmpty else {
            context.stdout.write("No device is signed in. Open the URL `dawn-journal serve` prints to sign one in.\n")
            return 0
        }
        // "2026-11-21T21:00:03+01:00" shown as "2026-11-21 21:00".
        func shown(_ time: String) -> String { String(time.prefix(16)).replacingAll("T", with: " ") }
        let width = max(6, devices.map { DisplayWidth.of($0.name) }.max() ?? 0)
        func pad(_ s: String) -> String { s + String(repeating: " ", count: max(0, width - DisplayWidth.of(s))) }
        var out = "\(pad("DEVICE"))  FIRST SEEN        LAST SEEN\n"
        for d in devices { out += "\(pad(d.name))  \(shown(d.firstSeen))  \(shown(d.lastSeen))\n" }
        context.stdout.write(out)
        return 0
    }
}

enum DevicesRenameCommand: Command {
    static let spec = CommandSpec(
        name: "devices rename",
        summary: "Give a signed-in device another name.",
        arguments: [
            ArgumentSpec(name: "OLD", help: "The device's name now (any case)."),
            ArgumentSpec(name: "NEW", help: "Its new name: one line, at most 60 characters."),
        ],
        options: [CommonOptions.journal],
        examples: [#"dawn-journal devices rename "iPhone Safari" "Ana's phone""#])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard args.positionals.count == 2 else { throw UsageError(message: "missing NEW", command: spec) }
        guard let new = DeviceList.cleanName(args.positionals[1]) else {
            throw UsageError(message: "the new name is empty", command: spec)
        }
        guard let state = try DevicesCommand.state(args, context) else {
            throw CLIFailure("no device is signed in (serve has not run for this journal); nothing was changed")
        }
        var old = ""
        _ = try state.updateDevices { list in
            let i = try DevicesCommand.index(args.positionals[0], in: list)
            if let other = list.index(named: new), other != i {
                throw CLIFailure("a device is already named '\(list.devices[other].name)'; nothing was changed")
            }
            old = list.devices[i].name
            list.devices[i].name = new
        }
        context.stdout.write("Renamed \(old) to \(new).\n")
        return 0
    }
}

enum DevicesRevokeCommand: Command {
    static let spec = CommandSpec(
        name: "devices revoke",
        summary: "End a device's session at once, while serve runs.",
        arguments: [ArgumentSpec(name: "NAME", help: "The device's name (any case).")],
        options: [CommonOptions.journal],
        examples: [#"dawn-journal devices revoke "Pixel Chrome""#])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        guard let state = try DevicesCommand.state(args, context) else {
            throw CLIFailure("no device is signed in (serve has not run for this journal); nothing was changed")
        }
        var gone = ""
        _ = try state.updateDevices { list in
            let i = try DevicesCommand.index(name, in: list)
            gone = list.devices.remove(at: i).name
        }
        context.stdout.write("Revoked \(gone): its session has ended; it signs in again with serve's URL.\n")
        return 0
    }
}
