extension Array where Element == Workout {
    /// The workouts oldest first (`Workout.oldestFirst`). The store loads them in that order, so
    /// this is usually the array itself: checked in one pass instead of sorting, which copied
    /// 5,000 workouts (every reference in them retained) for each caller on every build.
    func sortedOldestFirst() -> [Workout] {
        isOldestFirst ? self : sorted(by: Workout.oldestFirst)
    }

    /// The workouts newest first (`Workout.newestFirst`, the reverse of oldest first: starts and
    /// ids together never tie).
    func sortedNewestFirst() -> [Workout] {
        isOldestFirst ? reversed() : sorted(by: Workout.newestFirst)
    }

    var isOldestFirst: Bool {
        indices.dropFirst().allSatisfy { !Workout.oldestFirst(self[$0], self[$0 - 1]) }
    }
}
