import DawnJournal

/// The shapes of a day-file line before the cursor that completion answers.
enum LinePattern {
    /// `- [ ] Mor` → `Mor` (any box, any bullet, indented or not).
    static func habitAfterBox(_ s: String) -> Substring? {
        var r = bullet(s[...])
        guard let rest = r, rest.count >= 4, rest.first == "[", rest.dropFirst(2).first == "]",
            rest.dropFirst(3).first == " "
        else { return nil }
        r = rest.dropFirst(4)
        return r
    }

    /// `- 06:30-07:00 Mor` or `- 06:30 +30m Mor` → `Mor`.
    static func habitAfterTimes(_ s: String) -> Substring? {
        guard var rest = bullet(s[...]), time(&rest) != nil else { return nil }
        if rest.first == "-" {
            rest = rest.dropFirst()
            guard time(&rest) != nil else { return nil }
        } else if rest.hasPrefix(" +") {
            rest = rest.dropFirst(2)
            let duration = rest.prefix { $0 != " " }
            guard !duration.isEmpty, duration.first!.isNumber else { return nil }
            rest = rest.dropFirst(duration.count)
        } else {
            return nil
        }
        guard rest.first == " " else { return nil }
        return rest.drop { $0 == " " }
    }

    /// A line with nothing but a bullet (or nothing) so far: the bullet to replace.
    static func newEntry(_ s: String) -> Substring? {
        let t = s.drop { $0 == " " }
        return t.isEmpty || t == "-" || t == "- " || t == "*" || t == "* " ? s[...] : nil
    }

    /// `- 07` or `- 07:00-` → the time typed so far (possibly empty).
    static func times(_ s: String) -> Substring? {
        guard let rest = bullet(s[...]) else { return nil }
        return rest.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ":" || $0 == "-") } ? rest : nil
    }

    /// What follows `- ` (or `* `, `+ `), after any indentation.
    static func bullet(_ s: Substring) -> Substring? {
        let t = s.drop { $0 == " " || $0 == "\t" }
        guard let f = t.first, f == "-" || f == "*" || f == "+", t.dropFirst().first == " " else { return nil }
        return t.dropFirst(2)
    }

    /// `HH:MM` or `H:MM` at the start; consumed.
    static func time(_ s: inout Substring) -> TimeOfDay? {
        for length in [5, 4] where s.count >= length {
            let text = s.prefix(length)
            guard text.allSatisfy({ $0 == ":" || ($0.isASCII && $0.isNumber) }), let t = TimeOfDay(text) else {
                continue
            }
            s = s.dropFirst(length)
            return t
        }
        return nil
    }
}
