/// `home` (the seed's HomeDashboardView): the active split and its days with the next one, the
/// templates done lately, the live workout if one is running, and this week so far. Its JSON is
/// `home --json`, documented in docs/HOME.md: kilograms and ISO dates, every key present.
package struct HomeDashboard: Encodable, Sendable {
    struct Day: Encodable, Sendable {
        var id: String
        var name: String
        var templates: [NamedReference]
        var isNext: Bool
    }

    struct ActiveSplit: Encodable, Sendable {
        var id: String
        var name: String
        var days: [Day]
    }

    /// The split's next day and why: the day after the last workout that came from the split.
    struct NextDay: Encodable, Sendable {
        var id: String
        var name: String
        var templates: [NamedReference]
        /// The workout it follows, or `null` when none came from the split yet (then the first day is next).
        var after: Nullable<LastWorkout>
    }

    struct LastWorkout: Encodable, Sendable {
        var id: String
        var name: String
        var date: LocalDay
        var day: String
    }

    struct RecentTemplate: Encodable, Sendable {
        var id: String
        var name: String
        var lastDone: LocalDay
        var timesDone: Int
    }

    /// The workout under way (`Data/session.json`), summarised.
    struct LiveWorkout: Encodable, Sendable {
        var name: String
        /// ISO 8601 with offset.
        var start: String
        var minutes: Int
        var exercises: Int
        var sets: Int
        var template: Nullable<String>

        init(_ session: LiveSession, now: Timestamp) {
            name = session.name
            start = session.start.description
            minutes = max(0, Int(now.secondsSinceEpoch - session.start.secondsSinceEpoch) / 60)
            exercises = session.exercises.count
            sets = session.setCount
            template = Nullable(session.template)
        }
    }

    struct Week: Encodable, Sendable {
        var weekStart: LocalDay
        var workouts: Int
        var sets: Int
        var volumeKg: Double
    }

    var today: LocalDay
    var activeSplit: Nullable<ActiveSplit>
    var nextDay: Nullable<NextDay>
    var recentTemplates: [RecentTemplate]
    var liveWorkout: Nullable<LiveWorkout>
    var thisWeek: Week
    /// Display unit of the text form; not in the JSON.
    private var unit: WeightUnit

    enum CodingKeys: String, CodingKey { case today, activeSplit, nextDay, recentTemplates, liveWorkout, thisWeek }

    /// How many templates "recent" lists, newest first.
    static let recentTemplateLimit = 5

    /// - Parameter now: the moment `home` runs, for the live workout's elapsed time.
    package init(data: ProjectData, analytics: TrainingAnalytics, now: Timestamp) {
        let programs = data.programs
        let names = programs.templateNamesByID
        func references(_ ids: [String]) -> [NamedReference] {
            ids.map { NamedReference(id: $0, name: names[$0] ?? $0) }
        }
        today = analytics.today
        unit = data.settings.units
        let split = programs.split(id: programs.activeSplit)
        let progress = split.flatMap { SplitProgress.of($0, workouts: data.workouts) }
        activeSplit = Nullable(split.map { split in
            ActiveSplit(id: split.id, name: split.name, days: split.days.enumerated().map { index, day in
                Day(id: day.id, name: day.name, templates: references(day.templates), isNext: progress?.nextDayIndex == index)
            })
        })
        if let split, let progress {
            let day = split.days[progress.nextDayIndex]
            let last = progress.lastWorkoutID.flatMap { id in data.workouts.first { $0.id == id } }
            nextDay = Nullable(NextDay(id: day.id, name: day.name, templates: references(day.templates), after: Nullable(last.map { workout in
                LastWorkout(id: workout.id, name: workout.name, date: analytics.day(of: workout),
                            day: progress.lastDayIndex.map { split.days[$0].name } ?? "")
            })))
        } else {
            nextDay = Nullable(nil)
        }

        let usage = TemplateUsage.byTemplate(data.workouts, today: analytics.today, timeZone: data.timeZone)
        recentTemplates = usage.compactMap { id, use in
            use.lastUsed.map { RecentTemplate(id: id, name: names[id] ?? id, lastDone: $0, timesDone: use.timesUsed) }
        }
        .sorted { ($0.lastDone, $1.id) > ($1.lastDone, $0.id) }
        .prefix(Self.recentTemplateLimit).map { $0 }
        liveWorkout = Nullable(data.session.map { LiveWorkout($0, now: now) })

        let weekStart = analytics.weeks.weekStart(of: analytics.today)
        let week = analytics.weekly.first { $0.weekStart == weekStart }
        thisWeek = Week(weekStart: weekStart, workouts: week?.workouts ?? 0, sets: week?.workingSets ?? 0,
                        volumeKg: StatsDocument.kilograms(week?.volumeKg ?? 0))
    }

    /// What `home` prints.
    package var text: StyledText {
        let format = DisplayFormatter(unit: unit)
        var text = StyledText()
        if let live = liveWorkout.value {
            text.append("Live workout\n", tone: .heading)
            text.append("  \(live.name): started \(live.minutes) min ago, \(NumberText.counted(live.exercises, "exercise")), "
                        + "\(NumberText.counted(live.sets, "set")) so far — `strength-site workout show`\n\n")
        }
        if let split = activeSplit.value {
            text.append("\(split.name) (active split)\n", tone: .heading)
            for (index, day) in split.days.enumerated() {
                text.append("  \(index + 1). " + ProgramText.dayText(day.name, templates: day.templates.map(\.name)))
                text.append(day.isNext ? "   ← next\n" : "\n", tone: day.isNext ? .record : .plain)
            }
            if let next = nextDay.value {
                let because = next.after.value.map { "after \($0.day) on \(format.date($0.date))" }
                    ?? "no workout from this split yet"
                text.append("  Next: \(next.name) (\(because)) — `strength-site workout start --next`\n")
            }
        } else {
            text.append("No active split. Make one with `strength-site split add`, then `strength-site split activate NAME`.\n")
        }
        if !recentTemplates.isEmpty {
            text.append("\nRecent templates\n", tone: .heading)
            text.append(TerminalText.indented(TerminalText.table(recentTemplates.map { template in
                [template.name, "last \(format.date(template.lastDone))",
                 NumberText.counted(template.timesDone, "time")]
            }, rightAligned: [2])))
        }
        text.append("\nThis week (since \(format.date(thisWeek.weekStart)))\n", tone: .heading)
        text.append("  \(NumberText.counted(thisWeek.workouts, "workout")), \(NumberText.counted(thisWeek.sets, "working set"))"
                    + (thisWeek.volumeKg > 0 ? ", \(format.volume(thisWeek.volumeKg))" : "") + "\n")
        return text
    }
}
