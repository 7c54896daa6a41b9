/// The signed-in devices of a running server, kept where the command line says (`serve`'s state
/// file, outside the journal) so that a restart keeps every session: a sign-in adds a device,
/// each request finds its device by the cookie, and `dawn-journal devices revoke` (another
/// process) removes one, seen by the next request. Used from the server's one thread.
package final class Sessions: @unchecked Sendable {
    /// Where the list is kept. `update` reads the list as it is now, changes it and writes it,
    /// under a lock other processes take too; `changed` says whether another process wrote it
    /// since (a `stat`).
    package struct Store {
        package var read: () -> String?
        package var changed: () -> Bool
        package var update: (_ change: (inout DeviceList) -> Void) -> DeviceList?

        package init(
            read: @escaping () -> String?, changed: @escaping () -> Bool,
            update: @escaping (_ change: (inout DeviceList) -> Void) -> DeviceList?
        ) {
            (self.read, self.changed, self.update) = (read, changed, update)
        }
    }

    private let store: Store?
    private var list: DeviceList
    /// New random secrets (the kernel's), as hex.
    private let random: () -> String
    /// The wall clock as ISO 8601 (first and last seen) and as seconds (how often to write).
    private let now: () -> String
    private let seconds: () -> Double
    private var written: [String: Double] = [:]
    /// How often a device's "last seen" is written to the file, at most.
    static let seenEvery = 60.0

    /// Sessions kept by `store` (nil: in memory only).
    package init(
        store: Store?, random: @escaping () -> String, now: @escaping () -> String,
        seconds: @escaping () -> Double
    ) {
        self.store = store
        self.random = random
        self.now = now
        self.seconds = seconds
        list = DeviceList(text: store?.read() ?? "")
    }

    /// Every device, as the file says now.
    package var devices: [Device] {
        reload()
        return list.devices
    }

    private func reload() {
        guard let store, store.changed() else { return }
        list = DeviceList(text: store.read() ?? "")
    }

    /// The device a session cookie belongs to (a revoked one is gone at once); its last seen
    /// moves on (written at most once a minute).
    package func device(cookie: String) -> Device? {
        reload()
        guard var device = list.device(cookie: cookie) else { return nil }
        let t = seconds()
        if t - (written[device.id] ?? -.infinity) >= Self.seenEvery {
            written[device.id] = t
            let seen = now()
            device.lastSeen = seen
            change { list in
                if let i = list.devices.firstIndex(where: { $0.id == device.id }) { list.devices[i].lastSeen = seen }
            }
            // Revoked meanwhile (the list read again under the lock): no session.
            guard list.devices.contains(where: { $0.id == device.id }) else { return nil }
        }
        return device
    }

    /// The most devices kept: a sign-in past it ends the session of the one seen longest ago.
    package static let most = 64

    /// A sign-in: a new device named from `userAgent`; its cookie (`id.secret`) and itself.
    package func signIn(userAgent: String, cookie existing: String? = nil) -> (cookie: String, device: Device) {
        // A browser that is signed in already keeps its device (a sign-in link opened again).
        if let existing, let device = device(cookie: existing) { return (existing, device) }
        let secret = random()
        let id = String(random().prefix(8))
        let seen = now()
        var device = Device(
            id: id, secretHash: SHA256.hex(Array(secret.utf8)), csrf: random(),
            name: DeviceList.name(userAgent: userAgent), firstSeen: seen, lastSeen: seen)
        change { list in
            device.name = list.unique(device.name)
            list.devices.append(device)
            if list.devices.count > Self.most {
                let oldest = list.devices.indices.min { list.devices[$0].lastSeen < list.devices[$1].lastSeen }!
                list.devices.remove(at: oldest)
            }
        }
        written[id] = seconds()
        return (id + "." + secret, device)
    }

    /// Ends every device's session (`--new-token`); false when the list could not be written.
    package func revokeAll() -> Bool {
        change { $0.devices = [] }
    }

    /// Changes the list where it is kept (read again under its lock); false when it could not be
    /// written, and then the list here is what the file holds.
    @discardableResult
    private func change(_ body: (inout DeviceList) -> Void) -> Bool {
        guard let store else {
            body(&list)
            return true
        }
        if let updated = store.update(body) {
            list = updated
            return true
        }
        list = DeviceList(text: store.read() ?? "")
        return false
    }
}
