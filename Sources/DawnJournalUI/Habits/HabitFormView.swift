import DawnJournal
import DawnJournalText
import DawnSource

/// The add/edit form of the Habits tab: the fields of `habit add` as a person types them. It
/// checks nothing itself: Save runs `addHabit` or `editHabit`, which validate every field as the
/// commands do, and a refusal comes back in their words, beside its field.
struct HabitFormState: Equatable {
    /// The fields, in the form's order.
    enum Field: Int, CaseIterable {
        case name, emoji, color, duration, description, days, target, unit, goal, limit

        var label: String {
            switch self {
            case .name: return InteractiveText.formName
            case .emoji: return InteractiveText.formEmoji
            case .color: return InteractiveText.formColor
            case .duration: return InteractiveText.formDuration
            case .description: return InteractiveText.formDescription
            case .days: return InteractiveText.formDays
            case .target: return InteractiveText.formTarget
            case .unit: return InteractiveText.formUnit
            case .goal: return InteractiveText.formGoal
            case .limit: return InteractiveText.formLimit
            }
        }

        var placeholder: String {
            switch self {
            case .name: return InteractiveText.formNamePlaceholder
            case .emoji: return InteractiveText.formEmojiPlaceholder
            case .color: return InteractiveText.formColorPlaceholder
            case .duration: return InteractiveText.formDurationPlaceholder
            case .description: return InteractiveText.formDescriptionPlaceholder
            case .days: return InteractiveText.formDaysPlaceholder
            case .target: return InteractiveText.formTargetPlaceholder
            case .unit: return InteractiveText.formUnitPlaceholder
            case .goal: return InteractiveText.formGoalPlaceholder
            case .limit: return InteractiveText.formLimitPlaceholder
            }
        }
    }

    /// The durations ←/→ offer (PRODUCT.md's 15 to 120 minutes), "" for none.
    static let durations = ["", "15m", "30m", "45m", "1h", "1h30m", "2h"]
    /// The colours ←/→ offer: "" (a free preset when adding, none when editing), then the presets.
    static let colors = [""] + HabitColor.presets.map(\.name)

    /// The habit edited (its id), or nil when adding one.
    var editing: String?
    var title: String
    var texts: [String]
    /// The texts the form opened with: an edit sends only the fields changed.
    var original: [String]
    var focus: Field = .name
    /// The field the last refusal was about, and its words.
    var error: Field?
    var errorText: String?
    /// Opened from Today's tray: Save and Esc go back there.
    var returnToToday = false

    /// An empty form, to add a habit; from Today's tray its duration is the seed's 30 minutes
    /// (a habit added to be placed on the timeline is timed).
    init(adding fromToday: Bool) {
        title = InteractiveText.addHabit
        texts = Array(repeating: "", count: Field.allCases.count)
        if fromToday { texts[Field.duration.rawValue] = "30m" }
        original = texts
        returnToToday = fromToday
    }

    /// The form filled with a habit's fields as habits.toml writes them (the name is `r`'s).
    init(editing habit: Habit) {
        editing = habit.id
        title = InteractiveText.editHabit(habit)
        texts = Array(repeating: "", count: Field.allCases.count)
        texts[Field.name.rawValue] = habit.name
        texts[Field.emoji.rawValue] = habit.emoji ?? ""
        texts[Field.color.rawValue] = habit.color ?? ""
        texts[Field.duration.rawValue] = habit.duration.map { DurationSyntax.text(minutes: $0) } ?? ""
        texts[Field.description.rawValue] = habit.description ?? ""
        texts[Field.days.rawValue] = habit.days?.shortNames.joined(separator: ",") ?? ""
        texts[Field.target.rawValue] = habit.target?.description ?? ""
        texts[Field.unit.rawValue] = habit.unit ?? ""
        texts[Field.goal.rawValue] = habit.goal?.description ?? ""
        texts[Field.limit.rawValue] = habit.limit?.description ?? ""
        original = texts
        focus = .emoji
    }

    subscript(_ field: Field) -> String {
        get { texts[field.rawValue] }
        set { texts[field.rawValue] = newValue }
    }

    /// Whether the field takes text: an edit's name is changed by `r` (a rename across the day
    /// files), not here.
    func isEditable(_ field: Field) -> Bool { field != .name || editing == nil }

    /// Save is disabled while the name is empty.
    var canSave: Bool { editing != nil || !HabitName.normalised(self[.name]).isEmpty }

    mutating func focusNext(_ step: Int) {
        let all = Field.allCases.filter(isEditable)
        let i = all.firstIndex(of: focus) ?? 0
        focus = all[(i + step + all.count) % all.count]
    }

    /// ←/→ on the colour or the duration: the previous or next choice.
    mutating func choose(_ step: Int) {
        let choices: [String]
        switch focus {
        case .color: choices = Self.colors
        case .duration: choices = Self.durations
        default: return
        }
        let now = self[focus].lowercased()
        let i =
            choices.firstIndex(of: now)
            ?? (focus == .duration
                ? DurationSyntax.minutes(now).flatMap { m in
                    choices.firstIndex { DurationSyntax.minutes($0) == m }
                } : nil)
        let next = i.map { ($0 + step + choices.count) % choices.count } ?? (step > 0 ? 0 : choices.count - 1)
        edit(choices[next])
    }

    mutating func type(_ text: String) { edit(self[focus] + text) }
    mutating func deleteBackward() { edit(String(self[focus].dropLast())) }
    mutating func clear() { edit("") }

    private mutating func edit(_ text: String) {
        guard isEditable(focus) else { return }
        self[focus] = text
        if error == focus {
            error = nil
            errorText = nil
        }
    }

    /// What `habit add` is given: the fields typed; the colour left out when none is chosen (a
    /// free preset is picked).
    var addValues: HabitFieldValues {
        func given(_ f: Field) -> String? { self[f].isEmpty ? nil : self[f] }
        return HabitFieldValues(
            emoji: given(.emoji), color: given(.color), duration: given(.duration), description: given(.description),
            days: given(.days), target: given(.target), unit: given(.unit), goal: given(.goal), limit: given(.limit))
    }

    /// What `habit edit` is given: the fields changed, an emptied one as "" (its line removed).
    var changedValues: HabitFieldValues {
        func changed(_ f: Field) -> String? { self[f] == original[f.rawValue] ? nil : self[f] }
        return HabitFieldValues(
            emoji: changed(.emoji), color: changed(.color), duration: changed(.duration),
            description: changed(.description), days: changed(.days), target: changed(.target),
            unit: changed(.unit), goal: changed(.goal), limit: changed(.limit))
    }

    /// The field a refusal of `habit add` or `habit edit` is about, to show it beside.
    static func field(of reason: RefusalReason) -> Field? {
        func key(_ k: String) -> Field? {
            switch k {
            case "emoji": return .emoji
            case "color": return .color
            case "duration": return .duration
            case "description": return .description
            case "days": return .days
            case "target": return .target
            case "unit": return .unit
            case "goal": return .goal
            case "limit": return .limit
            default: return nil
            }
        }
        switch reason {
        case .emptyName, .nameTooLong, .multilineName, .nameWithNote, .unreadableName, .nameTaken, .formerNameTaken:
            return .name
        case .invalidEmoji: return .emoji
        case .invalidColor: return .color
        case .invalidDuration, .durationOffGrid: return .duration
        case .descriptionTooLong, .multilineDescription: return .description
        case .invalidWeekday: return .days
        case .invalidTarget: return .target
        case .invalidUnit: return .unit
        case .invalidAmount(let k, _): return key(k)
        case .zeroGoal: return .goal
        case .conflictingKeys(_, let b): return key(b)
        case .conflictsWithExisting(_, let k, _): return key(k)
        case .unitStillNeeded, .unitNeeded: return .unit
        default: return nil
        }
    }
}

/// Where the form's fields, swatches and buttons are: for the view and the mouse.
struct HabitFormLayout {
    static let labelColumn = 2
    static let valueColumn = 16
    /// The colour's text takes this much; then a preview of its text colour, then the swatches.
    static let colorWidth = 9
    static let previewColumn = valueColumn + colorWidth + 1
    static let swatchColumn = previewColumn + 5
    static let swatchWidth = 3

    var size: TerminalSize
    /// The rows the router gives the tab.
    var area: Rect
    init(_ size: TerminalSize) {
        self.size = size
        area = Router.body(size)
    }

    /// The form's title, on the first row of the tab's area; its fields from two rows below.
    var titleRow: Int { area.row }
    var firstFieldRow: Int { area.row + 2 }

    func row(of field: HabitFormState.Field) -> Int { firstFieldRow + field.rawValue }
    var buttonsRow: Int { firstFieldRow + HabitFormState.Field.allCases.count + 1 }
    var save: Range<Int> { Self.valueColumn..<(Self.valueColumn + DisplayWidth.of(InteractiveText.formSave) + 2) }
    var cancel: Range<Int> {
        (save.upperBound + 2)..<(save.upperBound + 4 + DisplayWidth.of(InteractiveText.formCancel))
    }

    /// The preset whose swatch is at a column.
    func swatch(atColumn column: Int) -> Int? {
        guard column >= Self.swatchColumn else { return nil }
        let k = (column - Self.swatchColumn) / Self.swatchWidth
        return HabitColor.presets.indices.contains(k) ? k : nil
    }
}

enum HabitFormView {
    static func view(_ form: HabitFormState, _ ctx: Context, _ p: Palette, _ b: inout ScreenBuffer) {
        let l = HabitFormLayout(ctx.size)
        let width = ctx.size.columns
        b.put(form.title, column: 0, row: l.titleRow, style: CellStyle(bold: true), maxWidth: width)
        for field in HabitFormState.Field.allCases {
            let row = l.row(of: field)
            let focused = form.focus == field
            if focused { b.put("▸", column: 0, row: row, style: p.focus) }
            b.put(field.label, column: HabitFormLayout.labelColumn, row: row, style: CellStyle(bold: focused))
            var x = HabitFormLayout.valueColumn
            let text = form[field]
            let room = field == .color ? HabitFormLayout.colorWidth : max(4, width - x - 12)
            if text.isEmpty {
                let placeholder = form.editing != nil && field == .color ? "none" : field.placeholder
                b.put(
                    TextLayout.fit(placeholder, width: room), column: x, row: row,
                    style: CellStyle(dim: true, underline: focused))
                if focused { b.cursor = CellPosition(column: x, row: row) }
                x += field == .color ? room : DisplayWidth.of(TextLayout.fit(placeholder, width: room))
            } else {
                let shown = TextLayout.fitEnd(text, width: room)
                let style = form.isEditable(field) ? CellStyle(underline: focused) : p.dim
                let w = b.put(shown, column: x, row: row, style: style, maxWidth: room)
                if focused { b.cursor = CellPosition(column: min(width - 1, x + w), row: row) }
                x += field == .color ? room : w
            }
            switch field {
            case .name where form.editing != nil:
                b.put("  " + InteractiveText.formRenameWithR, column: x, row: row, style: p.dim, maxWidth: width - x)
            case .color:
                colorChoices(form, row, p, &b)
                x = HabitFormLayout.swatchColumn + HabitColor.presets.count * HabitFormLayout.swatchWidth
            case .duration where focused:
                b.put(
                    "  " + InteractiveText.formDurationChoices, column: x, row: row, style: p.dim,
                    maxWidth: width - x)
            case .description:
                let count = String(text.count) + "/" + String(HabitDescriptionRule.maximumLength)
                b.put(count, column: width - DisplayWidth.of(count), row: row, style: p.dim)
            default:
                break
            }
            if form.error == field, let error = form.errorText {
                b.put("  " + error, column: x, row: row, style: p.warning, maxWidth: max(0, width - x))
            }
        }
        let saveStyle = form.canSave ? CellStyle(bold: true, reverse: true) : CellStyle(dim: true, reverse: true)
        b.put(" " + InteractiveText.formSave + " ", column: l.save.lowerBound, row: l.buttonsRow, style: saveStyle)
        b.put(" " + InteractiveText.formCancel + " ", column: l.cancel.lowerBound, row: l.buttonsRow, style: p.focus)
    }

    /// The colour's preview (text in the colour the contrast rule picks on it) and the eight
    /// presets as swatches, the one chosen marked.
    static func colorChoices(_ form: HabitFormState, _ row: Int, _ p: Palette, _ b: inout ScreenBuffer) {
        if let c = HabitColor(form[.color]) {
            let style =
                p.color
                ? CellStyle(foreground: Palette.rgb(c.textColor), background: Palette.rgb(c)) : CellStyle(reverse: true)
            b.put(" Aa ", column: HabitFormLayout.previewColumn, row: row, style: style)
        }
        let chosen = form[.color].lowercased()
        for (k, preset) in HabitColor.presets.enumerated() {
            let c = HabitColor(preset.hex)!
            let isChosen = chosen == preset.name || HabitColor(chosen) == c
            // Without colour, each swatch is its initial in reverse video.
            let mark = isChosen ? "✓ " : p.color ? "  " : String(preset.name.prefix(1)) + " "
            let style =
                p.color
                ? CellStyle(foreground: Palette.rgb(c.textColor), background: Palette.rgb(c))
                : CellStyle(reverse: true)
            b.put(mark, column: HabitFormLayout.swatchColumn + k * HabitFormLayout.swatchWidth, row: row, style: style)
        }
        if form.focus == .color {
            let x = HabitFormLayout.swatchColumn + HabitColor.presets.count * HabitFormLayout.swatchWidth
            b.put(
                "  " + InteractiveText.formColorChoices, column: x, row: row, style: p.dim, maxWidth: b.size.columns - x
            )
        }
    }
}
