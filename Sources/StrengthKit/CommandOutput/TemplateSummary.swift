/// A template as `template list --json` prints it: one row with its usage.
package struct TemplateSummary: Hashable, Sendable, Encodable {
    var id: String
    var name: String
    var exerciseCount: Int
    /// "Push (Upper Lower)" for each split day it is on.
    var splitDays: [String]
    var usage: TemplateUsage

    /// Every template in the programs' order, with usage counted up to `today`.
    package static func all(in data: ProjectData, today: LocalDay) -> [TemplateSummary] {
        let usage = TemplateUsage.byTemplate(data.workouts, today: today, timeZone: data.timeZone)
        return data.programs.templates.map { template in
            TemplateSummary(id: template.id, name: template.name, exerciseCount: template.exercises.count,
                            splitDays: ProgramEditor.users(ofTemplate: template.id, in: data).days,
                            usage: usage[template.id] ?? .unused)
        }
    }
}
