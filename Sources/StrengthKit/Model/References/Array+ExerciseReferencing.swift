/// A list of holders walks each in turn, `[index].` before its fields, and removes the ones dropped.
extension Array: ExerciseReferencing where Element: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        var result = ExerciseIDWalk.unchanged
        var dropped: [Int] = []
        for index in indices {
            // A copy, written back only when rewritten: a walk that changes nothing leaves the list shared.
            var element = self[index]
            switch try ExerciseIDWalk.walk(&element, behind: "[\(index)].", visit) {
            case .unchanged: continue
            case .rewritten: self[index] = element
            case .dropped: dropped.append(index)
            }
            result = .rewritten
        }
        for index in dropped.reversed() { remove(at: index) }
        return result
    }
}
