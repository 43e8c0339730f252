/// `workouts/ID.html`: one workout with every set and all its fields.
public struct WorkoutPage: PageModel {
    /// One exercise of the workout, with its set table.
    public struct Entry: Sendable {
        public var name: String
        public var href: String
        public var type: String
        public var notesHTML: String
        public var superset: String
        /// Session records (best session volume, most reps in a session).
        public var badges: [String]
        /// Table headings after `#` and `Kind`: `Weight`, `Reps`, `RPE`, ...
        public var columns: [String]
        /// How many columns a set's record badges span: its columns and the kind.
        public var badgeSpan: Int
        public var sets: [SetRow]
    }

    /// One set: its number, kind, the cells under the entry's columns, and record badges.
    public struct SetRow: Sendable {
        public var number: Int
        public var kind: String
        /// `warmup`, `drop`, `failure` or `normal`: a CSS class, never user text.
        public var kindClass: String
        public var cells: [String]
        public var badges: [String]
    }

    public var layout: Layout
    public var name: String
    public var date: String
    public var isoDate: String
    public var time: String
    public var duration: String
    public var figures: [Figure]
    public var notesHTML: String
    public var template: String
    public var source: String
    public var entries: [Entry]
    public var recordCount: String
    public var previous: Link?
    public var next: Link?
}
