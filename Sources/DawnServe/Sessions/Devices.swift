import DawnSource

/// A browser signed in: a device, named from its browser ("iPhone Safari"), renamable and
/// revocable (`dawn-journal devices`). The server keeps only a hash of its secret.
package struct Device: Sendable, Equatable {
    /// Eight hex digits, the part of the cookie before the dot.
    package var id: String
    /// SHA-256 of the device's secret, in hex.
    package var secretHash: String
    /// The CSRF token of this device's page (double submit: a cookie and a header).
    package var csrf: String
    package var name: String
    /// ISO 8601 with the offset.
    package var firstSeen: String
    package var lastSeen: String

    package init(id: String, secretHash: String, csrf: String, name: String, firstSeen: String, lastSeen: String) {
        (self.id, self.secretHash, self.csrf, self.name) = (id, secretHash, csrf, name)
        (self.firstSeen, self.lastSeen) = (firstSeen, lastSeen)
    }
}

/// The devices of a journal's server, as its state file keeps them: one line a device,
/// `id TAB hash TAB csrf TAB first TAB last TAB name`. Any text reads (a line that does not is
/// left out); a name holds no tab or line break.
package struct DeviceList: Sendable, Equatable {
    package var devices: [Device] = []

    package init(_ devices: [Device] = []) { self.devices = devices }

    package init(text: String) {
        for line in SourceText(text).texts {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 6, f[0].utf8.count == 8, f[1].utf8.count == 64, f[2].utf8.count >= 32, !f[5].isEmpty
            else { continue }
            devices.append(Device(id: f[0], secretHash: f[1], csrf: f[2], name: f[5], firstSeen: f[3], lastSeen: f[4]))
        }
    }

    package var text: String {
        devices.map {
            [$0.id, $0.secretHash, $0.csrf, $0.firstSeen, $0.lastSeen, $0.name].joined(separator: "\t") + "\n"
        }
        .joined()
    }

    /// The device a session cookie (`id.secret`) belongs to, or nil.
    package func device(cookie: String) -> Device? {
        let parts = cookie.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let device = devices.first(where: { $0.id == parts[0] }) else { return nil }
        return ServeConfig.secretsEqual(SHA256.hex(Array(parts[1].utf8)), device.secretHash) ? device : nil
    }

    /// The device named `name` (case-insensitively).
    package func index(named name: String) -> Int? {
        devices.firstIndex { $0.name.lowercased() == name.lowercased() }
    }

    /// `base`, or `base 2`, `base 3`… when a device has that name.
    package func unique(_ base: String) -> String {
        let taken = Set(devices.map { $0.name.lowercased() })
        var name = base
        var n = 2
        while taken.contains(name.lowercased()) {
            name = "\(base) \(n)"
            n += 1
        }
        return name
    }

    /// A name cleaned for the file: no tab, no line break, no control character, at most 60
    /// characters; nil when nothing is left.
    package static func cleanName(_ name: String) -> String? {
        let kept = String(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        let trimmed = kept.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return trimmed.isEmpty ? nil : String(trimmed.prefix(60))
    }

    /// A device's name from its browser's `User-Agent`: "iPhone Safari", "Pixel Chrome", "Mac
    /// Firefox"; "Browser" when it says nothing we know.
    package static func name(userAgent: String) -> String {
        let ua = userAgent
        func has(_ s: String) -> Bool { ua.contains(s) }
        let device: String
        if has("iPhone") {
            device = "iPhone"
        } else if has("iPad") {
            device = "iPad"
        } else if has("Android") {
            device = has("Pixel") ? "Pixel" : has("SM-") || has("Samsung") ? "Samsung" : "Android"
        } else if has("Macintosh") || has("Mac OS X") {
            device = "Mac"
        } else if has("Windows") {
            device = "Windows"
        } else if has("CrOS") {
            device = "Chromebook"
        } else if has("Linux") {
            device = "Linux"
        } else {
            device = ""
        }
        let browser: String
        if has("Edg/") || has("EdgA/") || has("EdgiOS/") {
            browser = "Edge"
        } else if has("Firefox/") || has("FxiOS/") {
            browser = "Firefox"
        } else if has("SamsungBrowser/") {
            browser = "Samsung Internet"
        } else if has("CriOS/") || has("Chrome/") || has("Chromium/") {
            browser = "Chrome"
        } else if has("Safari/") || has("AppleWebKit/") {
            browser = "Safari"
        } else if has("curl/") {
            browser = "curl"
        } else {
            browser = ""
        }
        let name = [device, browser].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? "Browser" : name
    }
}
