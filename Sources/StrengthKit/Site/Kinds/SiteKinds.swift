/// Every kind of output of the site, in the order the build lists their outputs: the one place a
/// kind of page or file is registered. The planner asks each for its outputs (`SitePlanner.plan`), and
/// a test holds their templates to the theme's (every page template serves a kind, every kind's
/// template exists).
enum SiteKinds {
    static let all: [any SiteKind.Type] = [
        DashboardPageKind.self, ExerciseLibraryPageKind.self, AboutPageKind.self, NotFoundPageKind.self,
        StylesheetFile.self, BuildInfoFile.self, NoJekyllFile.self,
        HistoryPageKind.self, RecordsPageKind.self, RecordTimelinePageKind.self,
        MusclesPageKind.self, MuscleGroupPageKind.self, ProgressPageKind.self, BlocksPageKind.self, BlockPageKind.self, CalendarPageKind.self,
        JournalPageKind.self, JournalPostPageKind.self,
        ProgramsPageKind.self, YearReviewPageKind.self,
        StatsFile.self, FeedFile.self, SummaryCardFile.self, HeatmapCardFile.self,
        WorkoutPageKind.self, CalendarYearPageKind.self, HistoryYearPageKind.self,
        // Apart from the programs page, which is planned first and makes their usage (`SiteContext.usageByTemplate`).
        TemplatePageKind.self,
        ExercisePageKind.self, ExerciseYearPageKind.self,
    ]

    /// Every page kind's menu entry, shown or not (`SharedInputs.menu`).
    static var menu: [MenuEntry] {
        all.compactMap { ($0 as? any PageKind.Type)?.menuEntry }
    }

    /// The templates the page kinds are rendered with.
    static var templates: Set<TemplateName> {
        Set(all.compactMap { ($0 as? any PageKind.Type)?.template })
    }
}
