/// `template/ID.html`: one workout template — its exercises and targets, the split days it is on,
/// how often it was done, and the workouts that came from it. It lives beside the programs' folder,
/// as an exercise's page does.
struct TemplatePageKind: PageKind {
    static let template = TemplateName.template

    /// The newest workouts from a template its page lists (as many as an exercise's page lists of its
    /// sessions); the history has the rest.
    static let workoutLimit = ExercisePageKind.sessionListLimit

    struct Inputs: Sendable {
        var site: SiteContext
        var template: WorkoutTemplate
        /// Newest first, the positions in `workoutsNewestFirst` of the workouts that came from it.
        var uses: [Int]
        var usage: TemplateUsage
    }

    /// The page's model: what its template reads.
    struct Page: PageModel {
        /// One exercise of the template and its target.
        struct Row: Sendable {
            var exercise: String
            var href: String
            var target: String
            var notesHTML: String
        }

        var layout: Layout
        var name: String
        var notesHTML: String
        var figures: [Figure]
        var exercises: [Row]
        /// The split days it is on: "Upper Lower: Monday, PPL: Push", or empty.
        var days: String
        var workouts: [WorkoutRow]
        var workoutsHeading: String
    }

    static func path(_ id: String) -> String { "template/\(id).html" }

    static func path(of inputs: Inputs) -> String { path(inputs.template.id) }

    let site: SiteContext

    /// One task for every template: which workouts came from each is one pass over the history.
    var taskCount: Int { site.data.programs.templates.isEmpty ? 0 : 1 }

    func inputs(ofTask index: Int) -> [Inputs] {
        var uses: [String: [Int]] = [:]
        for (index, workout) in site.workoutsNewestFirst.enumerated() {
            if let template = workout.template { uses[template, default: []].append(index) }
        }
        let usage = site.usageByTemplate
        return site.data.programs.templates.map { template in
            Inputs(site: site, template: template, uses: uses[template.id] ?? [], usage: usage[template.id] ?? .unused)
        }
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> Page {
        let template = inputs.template
        let site = inputs.site
        let uses = inputs.uses
        let usage = inputs.usage
        let path = path(of: inputs)
        let layout = shared.layout(path: path, title: template.name,
                                   description: "The workout template \(template.name): its exercises, targets and the workouts done from it.",
                                   section: "Programs")
        let days = shared.programs.splits.flatMap { split in
            split.days.filter { $0.templates.contains(template.id) }.map { "\(split.name): \($0.name)" }
        }
        var figures = [Figure(label: "Done", value: NumberText.counted(usage.timesUsed, "time")),
                       Figure(label: "Last 8 weeks", value: NumberText.counted(usage.timesUsedLast8Weeks, "time"))]
        if let last = usage.lastUsed { figures.append(Figure(label: "Last done", value: shared.format.date(last))) }
        return Page(
            layout: layout, name: template.name,
            notesHTML: shared.publishNotes ? template.notes.map(Markdown.html(from:)) ?? "" : "",
            figures: figures, exercises: rows(of: template, from: path, withNotes: shared.publishNotes, shared: shared),
            days: days.joined(separator: ", "),
            workouts: uses.prefix(workoutLimit).map { site.workoutRow(site.workoutsNewestFirst[$0], from: path) },
            workoutsHeading: uses.isEmpty ? "No workouts from this template yet"
                // Years of a template would be a page of a thousand rows: the newest, and the history has the rest.
                : uses.count > workoutLimit ? "The newest \(workoutLimit) of \(NumberText.counted(uses.count, "workout")) from this template"
                : "Workouts from this template")
    }

    /// A template's exercises with their targets (and notes, on its own page when they are published).
    static func rows(of template: WorkoutTemplate, from path: String, withNotes: Bool, shared: SharedInputs) -> [Page.Row] {
        template.exercises.map { planned in
            Page.Row(exercise: shared.exerciseName(planned.exercise),
                             href: SitePaths.link(from: path, to: ExercisePageKind.path(planned.exercise)),
                             target: shared.format.target(planned),
                             notesHTML: withNotes ? planned.notes.map(Markdown.html(from:)) ?? "" : "")
        }
    }
}
