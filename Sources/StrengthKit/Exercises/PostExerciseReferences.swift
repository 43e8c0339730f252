/// The exercises journal posts name: a trend directive's (`{{trend "Squat"}}`), found in the library
/// as `log` finds a name (`ExerciseMatcher`: id, name, alias or the catalogue's names). A post is a
/// reference like a template or a goal: `exercise merge` rewrites it, `exercise delete` refuses
/// while one names the exercise.
enum PostExerciseReferences {
    /// The names of the posts whose directives name the exercise `id`, oldest first.
    static func posts(naming id: String, in data: ProjectData) -> [String] {
        let matcher = ExerciseMatcher(library: data.library)
        return data.posts.filter { post in
            PostDirectiveLines.of(post).contains { $0.directive.exercise.flatMap(matcher.exercise(matching:))?.id == id }
        }.map(\.name)
    }

    /// Each post of `data` whose directives name the exercise `fromID` (in `data`'s library), with
    /// those directives naming `name` instead, and the names of the posts rewritten. A directive's
    /// other words stay; its line is written anew (`JournalDirective.source`).
    static func renaming(_ fromID: String, to name: String, in data: ProjectData) throws(JournalPost.Failure) -> (posts: [JournalPost], rewritten: [String]) {
        let matcher = ExerciseMatcher(library: data.library)
        var posts = data.posts
        var rewritten: [String] = []
        for index in posts.indices {
            let post = posts[index]
            let text = PostDirectiveLines.rewriting(post.text, PostDirectiveLines.of(post)) { directive in
                guard case let .trend(exercise, metric, weeks) = directive, matcher.exercise(matching: exercise)?.id == fromID else { return nil }
                return .trend(exercise: name, metric: metric, weeks: weeks)
            }
            guard text != post.text else { continue }
            posts[index] = try JournalPost(name: post.name, text: text)
            rewritten.append(post.name)
        }
        return (posts, rewritten)
    }
}
