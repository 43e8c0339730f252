/// What `Data/` holds that the privacy settings keep off the site. The site leaves it out, but
/// anyone who can read a repository holding `Data/` reads it there.
package enum WithheldData {
    /// Each kind the settings keep off the site that the store has, as `publish` names it: "body
    /// weight (publish-body-weight no)", then "notes (publish-notes no)", then the journal's drafts.
    package static func kinds(in data: ProjectData) -> [String] {
        let privacy = data.settings.privacy
        var kinds: [String] = []
        if !data.bodyWeight.entries.isEmpty && !privacy.publishBodyWeight || data.goals.contains(where: { !privacy.publishes($0) }) {
            kinds.append("body weight (publish-body-weight no)")
        }
        if !privacy.publishNotes, hasNotes(data) {
            kinds.append("notes (publish-notes no)")
        }
        // A draft is never built into the site, whatever the settings say; its file is in `Data/` all the same.
        if data.posts.contains(where: \.draft) {
            kinds.append("journal drafts (draft: true)")
        }
        return kinds
    }

    /// Notes of any kind the site shows when notes are published: a workout's, an exercise's in it,
    /// a set's, a template's and an exercise's in a template.
    static func hasNotes(_ data: ProjectData) -> Bool {
        func written(_ note: String?) -> Bool { note.map { !$0.allSatisfy(\.isWhitespace) } ?? false }
        return data.workouts.contains { workout in
            written(workout.notes) || workout.exercises.contains { exercise in
                written(exercise.notes) || exercise.sets.contains { written($0.notes) }
            }
        } || data.programs.templates.contains { template in
            written(template.notes) || template.exercises.contains { written($0.notes) }
        }
    }
}
