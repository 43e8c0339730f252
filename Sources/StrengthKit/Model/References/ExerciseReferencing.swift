/// A stored value that holds exercise ids: a workout's entries, a template's lines, a goal, the pinned
/// big lifts, and what holds those, up to `ProjectData`. Each declares the ids it holds once, in
/// `walkExerciseIDs`, and merge, delete, validation and import go through that walk only, so a field
/// that holds an id cannot be missed by one of them (`ExerciseReferenceTests` holds every type to it).
protocol ExerciseReferencing {
    /// Calls `visit` with each exercise id the value holds and the field that holds it (a path from
    /// this value, made only when asked), and holds what `visit` returns there: the same id, another
    /// (a merge), or `nil` to drop the reference (a delete). Dropping takes what cannot stand without
    /// the id with it: a template's line, a workout's entry, a pinned big lift; a goal says `.dropped`,
    /// so that whatever holds it drops the goal.
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk
}

extension ExerciseReferencing {
    /// Whether the value holds the exercise id anywhere.
    func refers(to exerciseID: String) -> Bool {
        var found = false
        forEachExerciseID { id, _ in found = found || id == exerciseID }
        return found
    }

    /// Calls `body` with each exercise id the value holds and the field that holds it; changes nothing.
    func forEachExerciseID(_ body: (_ id: String, _ field: () -> String) throws -> Void) rethrows {
        var walked = self
        try walked.walkExerciseIDs { id, field in
            try withoutActuallyEscaping(field) { field in try body(id, field) }
            return id
        }
    }

    /// Every exercise id it holds, in the order walked.
    var exerciseIDs: [String] {
        var ids: [String] = []
        forEachExerciseID { id, _ in ids.append(id) }
        return ids
    }

    /// Each exercise id it holds through `transform` (`nil` drops the reference); whether it still stands.
    @discardableResult
    mutating func mapExerciseIDs(_ transform: (String) throws -> String?) rethrows -> ExerciseIDWalk {
        try walkExerciseIDs { id, _ in try transform(id) }
    }
}
