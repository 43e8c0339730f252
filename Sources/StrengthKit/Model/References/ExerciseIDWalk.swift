/// What walking a value's exercise ids did to it. A holder writes a part back only when it was
/// `rewritten`, so a walk that changes nothing copies nothing, and removes a part that was `dropped`.
enum ExerciseIDWalk: Sendable {
    case unchanged
    case rewritten
    /// The value cannot stand without a reference that was dropped (a goal without its exercise, a
    /// template line without its exercise): its holder removes it.
    case dropped

    /// What a walk calls for each id: the id and its field (made only when asked) in, the id to hold out.
    typealias Visit = (_ id: String, _ field: () -> String) throws -> String?

    /// Walks the one id a value holds in `id`, its field `field`.
    static func walk(_ id: inout String, field: String, _ visit: Visit) rethrows -> ExerciseIDWalk {
        guard let kept = try visit(id, { field }) else { return .dropped }
        guard kept != id else { return .unchanged }
        id = kept
        return .rewritten
    }

    /// Walks a part of a holder, whose fields are `prefix` followed by the part's own (`exercises[2].exercise`).
    static func walk<Part: ExerciseReferencing>(_ part: inout Part, behind prefix: String, _ visit: Visit) rethrows -> ExerciseIDWalk {
        try part.walkExerciseIDs { id, field in
            try withoutActuallyEscaping(field) { field in try visit(id, { prefix + field() }) }
        }
    }

    /// A holder's walk after one of its parts' walks: rewritten when any part changed.
    func and(_ other: ExerciseIDWalk) -> ExerciseIDWalk {
        self == .unchanged && other == .unchanged ? .unchanged : .rewritten
    }
}
