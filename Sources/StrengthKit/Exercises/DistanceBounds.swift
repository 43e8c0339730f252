/// The rule that keeps an impossible cardio row from becoming "Best pace 0:03 /km": a set is beyond
/// what a person covers when its pace is faster than its kind of travel allows, or its distance longer
/// than a day's travel (`DistanceTravel`). `log` refuses such a set as it refuses a typo; `import` holds it.
enum DistanceBounds {
    /// Why `set` is beyond what a person covers `travel`ling, or `nil` when it is not. `exercise`
    /// names it in the message.
    static func problem(with set: WorkoutSet, travel: DistanceTravel, exercise: String, format: DisplayFormatter) -> String? {
        guard let meters = set.distanceMeters, meters > 0 else { return nil }
        if meters > travel.longestMeters {
            return "\(exercise): \(format.distance(meters)) in one set is more than anyone covers \(travel.phrase) in a day "
                + "(\(format.distance(travel.longestMeters)))"
        }
        guard let seconds = set.durationSeconds, seconds > 0, let pace = Pace.secondsPerKilometer(seconds: seconds, meters: meters),
              pace < travel.fastestSecondsPerKm else { return nil }
        return "\(exercise): \(format.distance(meters)) in \(format.clock(seconds)) is a pace of \(format.pace(secondsPerKilometer: pace)), "
            + "faster than anyone goes \(travel.phrase) (\(format.pace(secondsPerKilometer: travel.fastestSecondsPerKm)))"
    }
}
