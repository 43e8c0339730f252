/// `workouts/ID.html`: one workout with every set and all its fields.
struct WorkoutPage: PageModel {
    /// One exercise of the workout, with its set table.
    struct Entry: Sendable {
        var name: String
        var href: String
        var type: String
        var notesHTML: String
        var superset: String
        /// Session records (best session volume, most reps in a session).
        var badges: [String]
        /// Table headings after `#` and `Kind`: `Weight`, `Reps`, `RPE`, ...
        var columns: [String]
        /// How many columns a set's record badges span: its columns and the kind.
        var badgeSpan: Int
        var sets: [SetRow]
    }

    /// One set: its number, kind, the cells under the entry's columns, and record badges.
    struct SetRow: Sendable {
        var number: Int
        var kind: String
        /// `warmup`, `drop`, `failure` or `normal`: a CSS class, never user text.
        var kindClass: String
        /// HTML: escaped values, and the notes rendered from Markdown.
        var cellsHTML: [String]
        var badges: [String]
    }

    var layout: Layout
    var name: String
    var date: String
    var isoDate: String
    var time: String
    var duration: String
    var figures: [Figure]
    var notesHTML: String
    /// The template it came from, linked to its page (`label` empty when none).
    var template: Link
    /// "Energy low · soreness high · 45 min available": the check-in at the start, or empty.
    var readiness: String
    var source: String
    var entries: [Entry]
    var recordCount: String
    var previous: Link?
    var next: Link?
}
