/// What stops a build in a journal post besides its front matter (which the store reads): a
/// paragraph in `{{` `}}` that is no directive, a trend of an exercise the library does not have, or
/// of a metric its type has no trend of. What a directive finds no workouts for is no problem here:
/// the page says so, so that deleting a workout never breaks a later build.
enum JournalCheck {
    /// The first problem of `post` by its line, if it has one.
    static func problem(in post: JournalPost, matcher: ExerciseMatcher) -> JournalPost.Failure? {
        let content: PostContent
        do throws(JournalPost.Failure) {
            content = try PostContent.of(post)
        } catch {
            return error
        }
        for entry in content.directives {
            guard case let .trend(name, metric, _) = entry.directive else { continue }
            guard let exercise = matcher.exercise(matching: name) else {
                let missing = NotFoundError(kind: "exercise", name: name, suggestions: matcher.suggestions(for: name))
                return JournalPost.Failure(line: entry.line, reason: "trend: \(missing)")
            }
            let metrics = JournalDirective.Metric.trends(of: exercise.type)
            if let metric, !metrics.contains(metric) {
                return JournalPost.Failure(
                    line: entry.line,
                    reason: "trend: \"\(exercise.name)\" has no \(metric.rawValue) trend; its trends are "
                        + metrics.map(\.rawValue).joined(separator: ", "))
            }
        }
        return nil
    }

    /// Every post of `posts` checked, the first problem thrown as the store tells one
    /// (`Data/journal/NAME.md:LINE: ...`).
    static func validate(_ posts: [JournalPost], library: ExerciseLibrary, layout: StoreLayout) throws(StoreError) {
        guard !posts.isEmpty else { return }
        let matcher = ExerciseMatcher(library: library)
        for post in posts {
            guard let problem = problem(in: post, matcher: matcher) else { continue }
            throw StoreError(path: layout.display(StoreLayout.postPath(name: post.name)) + (problem.line.map { ":\($0)" } ?? ""),
                             reason: .invalid(field: "", problem.reason))
        }
    }
}
