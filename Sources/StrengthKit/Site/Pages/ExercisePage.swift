import Mustache

/// `exercises/ID.html`: ExerciseDetailView and ExerciseAnalyticsView in one page.
public struct ExercisePage: Sendable, MustacheParent, Encodable {
    /// A row of the rep-max table.
    public struct RepMaxRow: Sendable, MustacheParent, Encodable {
        public var reps: String
        public var actual: String
        public var estimated: String
        public var date: String
        public var href: String

        public func child(named name: String) -> Any? {
            switch name {
            case "reps": reps
            case "actual": actual
            case "estimated": estimated
            case "date": date.isEmpty ? false : date
            case "href": href.isEmpty ? false : href
            default: nil
            }
        }
    }

    /// A session of the exercise: its workout and a one-line summary of the sets.
    public struct Session: Sendable, MustacheParent, Encodable {
        public var date: String
        public var isoDate: String
        public var href: String
        public var workout: String
        public var summary: String
        public var badges: String

        public func child(named name: String) -> Any? {
            switch name {
            case "date": date
            case "isoDate": isoDate
            case "href": href
            case "workout": workout
            case "summary": summary
            case "badges": badges.isEmpty ? false : badges
            default: nil
            }
        }
    }

    public var layout: Layout
    public var name: String
    public var type: String
    public var categories: [Link]
    public var aliases: String
    public var favorite: Bool
    public var archived: Bool
    public var formCuesHTML: String
    public var figures: [Figure]
    public var records: [RecordRow]
    /// Pre-rendered chart figures, trusted markup.
    public var charts: [String]
    public var repMaxes: [RepMaxRow]
    public var repMaxNote: String
    public var recentSets: [Link]
    public var sessionsHeading: String
    public var sessions: [Session]
    /// Year pages of the sessions list, when it is split.
    public var years: [Link]
    public var noHistory: Bool

    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "name": self.name
        case "type": type
        case "categories": categories.isEmpty ? false : categories
        case "aliases": aliases.isEmpty ? false : aliases
        case "favorite": favorite
        case "archived": archived
        case "formCuesHTML": formCuesHTML.isEmpty ? false : formCuesHTML
        case "figures": figures
        case "records": records
        case "hasRecords": !records.isEmpty
        case "charts": charts
        case "hasCharts": !charts.isEmpty
        case "repMaxes": repMaxes
        case "hasRepMaxes": !repMaxes.isEmpty
        case "repMaxNote": repMaxNote
        case "recentSets": recentSets
        case "hasRecentSets": !recentSets.isEmpty
        case "sessionsHeading": sessionsHeading
        case "sessions": sessions
        case "years": years
        case "hasYears": !years.isEmpty
        case "noHistory": noHistory
        default: nil
        }
    }
}
