/// A lift's progress status as a page shows it (`ProgressWording`): the Progress page's rows and the
/// line beside an exercise page's trend chart. Made of words only, so that it is a page's input as it is
/// (a status a new day leaves as it was leaves the page as it was).
struct ProgressLine: TemplateObject, StableHashable, Sendable {
    /// `stalled`, `notEnoughData` (`ProgressStatus.key`): the group, and a CSS class, never user text.
    var group: String
    /// "Stalled": the status in words, so that no colour alone says it.
    var label: String
    /// "Since Sat 12 Sep 2026: 9 sessions without beating its best of 140 kg e1RM."
    var detail: String
    /// What changed around a stall: "2.1 → 1.2 sessions a week; …"; empty for every other status.
    var change: String

    init(_ status: ProgressStatus, type: ExerciseType, change: StallChange?, wording: ProgressWording) {
        group = status.key
        label = ProgressWording.label(status)
        detail = wording.detail(status, type: type)
        self.change = change.map(ProgressWording.changeLine) ?? ""
    }
}
