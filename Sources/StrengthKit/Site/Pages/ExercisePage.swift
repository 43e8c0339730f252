/// `exercises/ID.html`: ExerciseDetailView and ExerciseAnalyticsView in one page.
public struct ExercisePage: Sendable, TemplateObject {
    /// A row of the rep-max table.
    public struct RepMaxRow: Sendable, TemplateObject {
        public var reps: String
        public var actual: String
        public var estimated: String
        public var date: String
        public var href: String

        public func value(named key: String) -> TemplateValue? {
            switch key {
            case "reps": .text(reps)
            case "actual": .text(actual)
            case "estimated": .text(estimated)
            case "date": .nonEmpty(date)
            case "href": .nonEmpty(href)
            default: nil
            }
        }
    }

    /// A session of the exercise: its workout and a one-line summary of the sets.
    public struct Session: Sendable, TemplateObject {
        public var date: String
        public var isoDate: String
        public var href: String
        public var workout: String
        public var summary: String
        public var badges: String

        public func value(named key: String) -> TemplateValue? {
            switch key {
            case "date": .text(date)
            case "isoDate": .text(isoDate)
            case "href": .text(href)
            case "workout": .text(workout)
            case "summary": .text(summary)
            case "badges": .nonEmpty(badges)
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

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(layout)
        case "name": .text(self.name)
        case "type": .text(type)
        case "categories": .nonEmpty(categories)
        case "aliases": .nonEmpty(aliases)
        case "favorite": .flag(favorite)
        case "archived": .flag(archived)
        case "formCuesHTML": .nonEmpty(formCuesHTML)
        case "figures": .list(figures)
        case "records": .list(records)
        case "hasRecords": .flag(!records.isEmpty)
        case "charts": .texts(charts)
        case "hasCharts": .flag(!charts.isEmpty)
        case "repMaxes": .list(repMaxes)
        case "hasRepMaxes": .flag(!repMaxes.isEmpty)
        case "repMaxNote": .text(repMaxNote)
        case "recentSets": .list(recentSets)
        case "hasRecentSets": .flag(!recentSets.isEmpty)
        case "sessionsHeading": .text(sessionsHeading)
        case "sessions": .list(sessions)
        case "years": .list(years)
        case "hasYears": .flag(!years.isEmpty)
        case "noHistory": .flag(noHistory)
        default: nil
        }
    }
}
