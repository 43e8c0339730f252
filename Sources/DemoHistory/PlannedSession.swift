/// A session on the calendar: its kind, and how many days it moved from its usual weekday.
struct PlannedSession: Sendable {
    var kind: SessionKind
    var dayShift = 0
}
