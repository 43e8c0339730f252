/// A post's live figures (`JournalDirective`) worked out from the build's analytics as its page
/// shows them (`PostPart`), with the components the other pages draw them with. A trend's window
/// and `{{progress}}` end on the post's date, so that a review reads as it was written; days without
/// workouts give "No workouts in …", never an error, so that deleting a workout breaks no later build.
struct JournalFigures {
    let site: SiteContext
    /// The post's page, which links are relative to.
    let page: String
    let date: LocalDay

    private var format: DisplayFormatter { site.format }

    /// The post's parts in order: its text's runs, and each directive's figure (`figure-1`, `figure-2`, …).
    func parts(_ content: PostContent) -> [PostPart] {
        var count = 0
        return content.segments.map { segment in
            switch segment {
            case let .html(html):
                return .text(html)
            case let .figure(entry):
                count += 1
                return part(entry.directive, id: "figure-\(count)")
            }
        }
    }

    func part(_ directive: JournalDirective, id: String) -> PostPart {
        switch directive {
        case let .trend(name, metric, weeks): trend(name, metric: metric, weeks: weeks, id: id)
        case let .records(range): records(range, id: id)
        case let .workout(day): workouts(on: day, id: id)
        case let .compare(first, second): compare(first, second, id: id)
        case .progress: progress(id: id)
        }
    }

    /// The days a range names, as a figure reads them.
    private struct Days {
        var start: LocalDay
        var end: LocalDay
        /// The deload week a block ends with, apart from the big lifts' e1RMs (`BlockFigures`).
        var deloadWeek: LocalDay?
        /// "Block 3", or "Mon 5 Jan 2026 – Sat 28 Feb 2026": a column's heading.
        var label: String
        /// "Block 3 (Mon 5 Jan 2026 – Sun 1 Mar 2026)", or the days: in a figure's title.
        var title: String
        /// "in Block 3", "from Mon 5 Jan 2026 to Sat 28 Feb 2026": where a figure found nothing.
        var within: String
    }

    /// The days of `range`: a block's, or the range's own; nil for a `block:START` no block starts on (any more).
    private func days(_ range: BlockRange) -> Days? {
        switch range {
        case let .days(start, end):
            let label = "\(format.date(start)) – \(format.date(end))"
            return Days(start: start, end: end, deloadWeek: nil, label: label, title: label,
                        within: "from \(format.date(start)) to \(format.date(end))")
        case let .block(start):
            guard let numbered = BlocksPageKind.numbered(site).first(where: { $0.block.start == start }) else { return nil }
            let block = numbered.block
            return Days(start: block.start, end: block.end, deloadWeek: block.deloadWeek, label: numbered.label,
                        title: "\(numbered.label) (\(format.date(block.start)) – \(format.date(block.end)))",
                        within: "in \(numbered.label)")
        }
    }

    /// A range's words in a title, found (`days`) or not.
    private func title(_ range: BlockRange, _ days: Days?) -> String {
        days?.title ?? "the block of \(range.blockStart.map(format.date) ?? "")"
    }

    private func noBlock(_ range: BlockRange) -> String {
        "No block starts on \(range.blockStart.map(format.date) ?? "") any more."
    }

    private func hasWorkouts(_ start: LocalDay, _ end: LocalDay) -> Bool {
        !site.analytics.workouts.indices(sortedBy: \.day, in: start...end).isEmpty
    }

    private func trend(_ name: String, metric: JournalDirective.Metric?, weeks: Int, id: String) -> PostPart {
        let first = site.shared.weeks.weekStart(of: date.adding(days: -7 * (weeks - 1)))
        let span = "the \(NumberText.counted(weeks, "week")) to \(format.date(date))"
        guard let exerciseID = site.journal.exerciseID(named: name), let exercise = site.shared.exercises[exerciseID] else {
            var part = PostPart.figure(id: id, title: "\(name), \(span)")
            part.empty = "No exercise \"\(name)\" in the library any more."
            return part
        }
        let shown = metric ?? JournalDirective.Metric.trends(of: exercise.type)[0]
        var part = PostPart.figure(id: id, title: "\(exercise.name): \(shown.title), \(span)")
        if shown == .volume, exercise.type == .bodyweightReps, !site.shared.settings.privacy.publishBodyWeight {
            part.empty = "Left out: a bodyweight exercise's volume counts body weight, which this site keeps private."
            return part
        }
        let chart = site.exerciseAnalytics[exerciseID].flatMap { entry in
            SiteCharts.trend(site.shared, entry: entry, metric: shown, id: "\(id)-trend", from: first, through: date)
        }
        if let chart { part.html = chart } else { part.empty = "No sessions of \(exercise.name) in \(span)." }
        return part
    }

    private func records(_ range: BlockRange, id: String) -> PostPart {
        let days = days(range)
        var part = PostPart.figure(id: id, title: "Records, \(title(range, days))")
        guard let days else {
            part.empty = noBlock(range)
            return part
        }
        let events = site.headlineRecords.filter { (days.start...days.end).contains($0.day) }
        if events.isEmpty {
            part.empty = (hasWorkouts(days.start, days.end) ? "No records " : "No workouts ") + days.within + "."
        }
        part.records = events.map { site.shared.recordRow($0, from: page) }
        return part
    }

    private func workouts(on day: LocalDay, id: String) -> PostPart {
        let ids = site.workoutIDsByDay[day] ?? []
        var part = PostPart.figure(id: id, title: (ids.count > 1 ? "Workouts of " : "Workout of ") + format.date(day))
        part.workouts = ids.compactMap { site.workoutPositions[$0] }.map { site.workoutRow(site.workoutsNewestFirst[$0], from: page) }
        if part.workouts.isEmpty { part.empty = "No workouts on \(format.date(day))." }
        return part
    }

    private func compare(_ first: BlockRange, _ second: BlockRange, id: String) -> PostPart {
        let (firstDays, secondDays) = (days(first), days(second))
        var part = PostPart.figure(id: id, title: "\(title(first, firstDays)) beside \(title(second, secondDays))")
        guard let before = firstDays, let after = secondDays else {
            part.empty = [(first, firstDays), (second, secondDays)].filter { $0.1 == nil }.map { noBlock($0.0) }.joined(separator: " ")
            return part
        }
        let missing = [before, after].filter { !hasWorkouts($0.start, $0.end) }.map { "No workouts \($0.within)." }
        guard missing.isEmpty else {
            part.empty = missing.joined(separator: " ")
            return part
        }
        // The big lifts the blocks follow: the dashboard's.
        let lifts = BlocksPageKind.numbered(site).last?.figures.bigLifts.map(\.exerciseID) ?? []
        func figures(_ range: Days) -> BlockFigures {
            BlockFigures.of(range.start, range.end, analytics: site.analytics, library: site.data.library, bigLifts: lifts,
                            apartFrom: range.deloadWeek)
        }
        part.tables = BlockComparisonTables(format: format, page: page, idPrefix: "\(id)-", headingLevel: 3)
            .tables(figures(after), label: after.label, before: figures(before), beforeLabel: before.label,
                    figuresHeading: "Weekly figures")
        return part
    }

    private func progress(id: String) -> PostPart {
        var part = PostPart.figure(id: id, title: "Progress as it stood on \(format.date(date))")
        let newest = site.analytics.workouts.lazy.map(\.day).filter { $0 <= date }.max()
        guard newest != nil else {
            part.empty = "No workouts by \(format.date(date))."
            return part
        }
        let window = RecentWindow(today: date, newestWorkout: newest)
        let weeks = site.shared.weeks
        let found = site.analytics.exercises.compactMap { entry in
            ProgressEvaluator.status(of: entry, window: window, weeks: weeks).map { (exercise: entry.exercise, status: $0) }
        }
        part.lifts = ProgressPageKind.lines(ProgressPageKind.ordered(found), window: window, site: site,
                                            wording: ProgressWording(format: format)).map { lift in
            PostProgressRow(name: lift.exercise.name, href: SitePaths.link(from: page, to: ExercisePageKind.path(lift.exercise.id)),
                            line: lift.line)
        }
        if part.lifts.isEmpty { part.empty = "No lift was trained in \(window.phrase(date: format.date))." }
        return part
    }
}
