import DawnJournal

/// A write's JSON body, one object, read field by field into the values of a library request.
/// A missing required field, a value of the wrong type or a field the call does not take is a
/// malformed request (400): a typo never silently does less than asked.
package struct APIBody {
    private let fields: [(String, JSONValue)]

    /// Reads `bytes` as one JSON object whose keys are all in `allowed`.
    package init(_ bytes: [UInt8], allowed: [String]) throws(APIError) {
        let value: JSONValue
        do { value = try JSONReader.parse(bytes) } catch { throw .malformed("the body is not JSON: \(error)") }
        guard case .object(let pairs) = value else { throw .malformed("the body must be a JSON object") }
        for (key, _) in pairs where !allowed.contains(key) {
            throw .malformed(
                "unknown field '\(key)'; this call takes \(allowed.map { "'\($0)'" }.joined(separator: ", "))")
        }
        var seen: Set<String> = []
        for (key, _) in pairs where !seen.insert(key).inserted { throw .malformed("field '\(key)' given twice") }
        fields = pairs
    }

    private func value(_ key: String) -> JSONValue? {
        guard let v = fields.first(where: { $0.0 == key })?.1, !v.isNull else { return nil }
        return v
    }

    /// A string field; nil when absent or null.
    package func string(_ key: String) throws(APIError) -> String? {
        guard let v = value(key) else { return nil }
        guard let s = v.string else { throw .malformed("'\(key)' must be a string") }
        return s
    }

    /// A string field that must be there.
    package func required(_ key: String) throws(APIError) -> String {
        guard let s = try string(key) else { throw .malformed("missing '\(key)'") }
        return s
    }

    package func bool(_ key: String) throws(APIError) -> Bool {
        guard let v = value(key) else { return false }
        guard let b = v.bool else { throw .malformed("'\(key)' must be true or false") }
        return b
    }

    /// A checklist box as the page showed it: `"done"`, `"not-done"` or `"skipped"`.
    package func box(_ key: String) throws(APIError) -> ChecklistItem.State? {
        guard let s = try string(key) else { return nil }
        guard let state = ChecklistItem.State(rawValue: s) else {
            throw .malformed("'\(key)' takes a box: \"done\", \"not-done\" or \"skipped\"")
        }
        return state
    }

    /// A whole number field.
    package func int(_ key: String) throws(APIError) -> Int? {
        guard let v = value(key) else { return nil }
        guard let i = v.int else { throw .malformed("'\(key)' must be a whole number") }
        return i
    }

    /// A day: `YYYY-MM-DD`, `today`, `yesterday`, `-N`, `+N`, as the commands' `--date` takes.
    package func date(_ key: String = "date") throws(APIError) -> DateChoice? {
        guard let s = try string(key) else { return nil }
        guard let d = DateChoice(s) else { throw .malformed("'\(key)': \(DateChoice.syntax), not '\(s)'") }
        return d
    }

    /// A time `HH:MM`, 00:00 to 31:59 (past 24:00 the night after the day, as day files write
    /// it), or a whole number of minutes of the journal day, 0 to 1919 (as the day's document
    /// gives every position: `from`, `to`, `first`), so that a page sends back what it was given.
    /// An end (`end`, `until`) may also be 32:00 (1920), the latest night's end.
    package func time(_ key: String, end: Bool = false) throws(APIError) -> TimeOfDay? {
        guard let v = value(key) else { return nil }
        let latest = end ? TimeOfDay.latestMinutes : TimeOfDay.latestMinutes - 1
        let syntax =
            "'\(key)' takes a time HH:MM from 00:00 to \(TimeOfDay(minutes: latest)!) or a minute of the day from 0 to \(latest)"
        if let m = v.int {
            guard m <= latest, let t = TimeOfDay(minutes: m) else { throw .malformed("\(syntax), not \(m)") }
            return t
        }
        guard let s = v.string else { throw .malformed(syntax) }
        guard let t = TimeOfDay(s), t.minutes <= latest else { throw .malformed("\(syntax), not '\(s)'") }
        return t
    }

    /// A duration: `"1h30m"`, or a number of minutes.
    package func minutes(_ key: String) throws(APIError) -> Int? {
        guard let v = value(key) else { return nil }
        if let m = v.int, m > 0, m <= 24 * 60 { return m }
        if let s = v.string, let m = DurationSyntax.minutes(s) { return m }
        throw .malformed("'\(key)' takes a duration like 15m, 1h or 1h30m, or minutes")
    }

    /// An amount: a number or its text (`2`, `0.5`), not negative, at most three decimals.
    package func amount(_ key: String) throws(APIError) -> Amount? {
        guard let v = value(key) else { return nil }
        let text: String
        switch v {
        case .string(let s): text = s
        case .int(let i): text = String(i)
        case .number(let d) where d.isFinite: text = String(d)
        default: throw .malformed("'\(key)' must be an amount such as 2 or 0.5")
        }
        guard let a = Amount(text) else {
            throw .malformed(
                "'\(key)' takes an amount such as 2 or 0.5 (not negative, at most three decimals), not '\(text)'")
        }
        return a
    }
}
