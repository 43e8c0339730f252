extension SitePlanner {
    /// `programs/index.html` and a page per template; nothing when there are no templates.
    func programPages() -> [PlannedPage] {
        let programs = context.data.programs
        guard !programs.templates.isEmpty else { return [] }
        let uses = templateUses()
        let usage = TemplateUsage.byTemplate(context.data.workouts, today: context.today, timeZone: context.data.timeZone)
        var pages = [programsIndex(usage: usage)]
        pages += programs.templates.map { templatePage($0, uses: uses[$0.id] ?? [], usage: usage[$0.id] ?? .unused) }
        return pages
    }

    /// The day's templates, linked, each but the last followed by ", ".
    private func templateLinks(_ day: SplitDay, from path: String) -> [Link] {
        day.templates.enumerated().map { position, id in
            Link(label: context.templateNames[id] ?? id, href: SitePaths.link(from: path, to: SitePaths.template(id)),
                 detail: position < day.templates.count - 1 ? ", " : "")
        }
    }

    /// Newest first, the positions in `workoutsNewestFirst` of the workouts that came from each template.
    private func templateUses() -> [String: [Int]] {
        var uses: [String: [Int]] = [:]
        for (index, workout) in context.workoutsNewestFirst.enumerated() {
            if let template = workout.template { uses[template, default: []].append(index) }
        }
        return uses
    }

    private func programsIndex(usage: [String: TemplateUsage]) -> PlannedPage {
        let path = SitePaths.programs
        let programs = context.data.programs
        let layout = context.layout(path: path, title: "Programs",
                                    description: "The splits and workout templates this training follows.", section: "Programs")
        // The active split first, then the others by name.
        let splits = programs.splits.sorted { lhs, rhs in
            let lhsActive = lhs.id == programs.activeSplit
            let rhsActive = rhs.id == programs.activeSplit
            if lhsActive != rhsActive { return lhsActive }
            return (lhs.name, lhs.id) < (rhs.name, rhs.id)
        }
        let sections = splits.map { split -> ProgramsPage.SplitSection in
            let isActive = split.id == programs.activeSplit
            let progress = isActive ? SplitProgress.of(split, workouts: context.data.workouts) : nil
            let days = split.days.enumerated().map { index, day in
                ProgramsPage.Day(name: day.name, isNext: progress?.nextDayIndex == index, templates: templateLinks(day, from: path))
            }
            let next = progress.map { "Next: \(split.days[$0.nextDayIndex].name)" } ?? ""
            return ProgramsPage.SplitSection(name: split.name, status: isActive ? "active" : "", next: next, days: days)
        }
        let cards = programs.templates.sorted { ($0.name, $0.id) < ($1.name, $1.id) }.map { template in
            ProgramsPage.TemplateCard(name: template.name, href: SitePaths.link(from: path, to: SitePaths.template(template.id)),
                                      exercises: rows(of: template, from: path, withNotes: false),
                                      usage: usageText(usage[template.id] ?? .unused))
        }
        let summary = [NumberText.counted(programs.splits.count, "split"), NumberText.counted(programs.templates.count, "template")]
            .joined(separator: " · ")
        let model = ProgramsPage(layout: layout, summary: summary, splits: sections, templates: cards)
        return PlannedPage(path: path, template: "programs", model: model)
    }

    private func templatePage(_ template: WorkoutTemplate, uses: [Int], usage: TemplateUsage) -> PlannedPage {
        let path = SitePaths.template(template.id)
        let layout = context.layout(path: path, title: template.name,
                                    description: "The workout template \(template.name): its exercises, targets and the workouts done from it.",
                                    section: "Programs")
        let programs = context.data.programs
        let days = programs.splits.flatMap { split in
            split.days.filter { $0.templates.contains(template.id) }.map { "\(split.name): \($0.name)" }
        }
        var figures = [Figure(label: "Done", value: NumberText.counted(usage.timesUsed, "time")),
                       Figure(label: "Last 8 weeks", value: NumberText.counted(usage.timesUsedLast8Weeks, "time"))]
        if let last = usage.lastUsed { figures.append(Figure(label: "Last done", value: context.format.date(last))) }
        let model = TemplatePage(
            layout: layout, name: template.name,
            notesHTML: context.publishNotes ? template.notes.map(Markdown.html(from:)) ?? "" : "",
            figures: figures, exercises: rows(of: template, from: path, withNotes: context.publishNotes),
            days: days.joined(separator: ", "),
            workouts: uses.prefix(Self.sessionListLimit).map { context.workoutRow(context.workoutsNewestFirst[$0], from: path) },
            workoutsHeading: uses.isEmpty ? "No workouts from this template yet"
                // Years of a template would be a page of a thousand rows: the newest, and the history has the rest.
                : uses.count > Self.sessionListLimit ? "The newest \(Self.sessionListLimit) of \(NumberText.grouped(uses.count)) workouts from this template"
                : "Workouts from this template")
        return PlannedPage(path: path, template: "template", model: model)
    }

    private func rows(of template: WorkoutTemplate, from path: String, withNotes: Bool) -> [TemplatePage.Row] {
        template.exercises.map { planned in
            TemplatePage.Row(exercise: context.exerciseName(planned.exercise),
                             href: SitePaths.link(from: path, to: SitePaths.exercise(planned.exercise)),
                             target: context.format.target(planned),
                             notesHTML: withNotes ? planned.notes.map(Markdown.html(from:)) ?? "" : "")
        }
    }

    /// "Done 12 times · 3 in the last 8 weeks · last 20 Nov 2026", or "Not done yet".
    private func usageText(_ usage: TemplateUsage) -> String {
        guard let last = usage.lastUsed else { return "Not done yet" }
        return "Done \(NumberText.counted(usage.timesUsed, "time")) · \(usage.timesUsedLast8Weeks) in the last 8 weeks · last \(context.format.date(last))"
    }
}
