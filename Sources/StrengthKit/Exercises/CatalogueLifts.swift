/// Which of the library's weight × reps exercises is which lift, by the catalogue entry its name finds
/// ("Back Squat" and "Squat (Barbell)" are the catalogue's Squat): the mapping the dashboard's DOTS
/// score (`PowerliftingLift`) and its big lifts (`MainLift`) both use.
enum CatalogueLifts {
    /// Exercise id → the lift among `lifts` whose `catalogueNames` hold the entry the exercise's name finds.
    static func map<Lift>(_ lifts: [Lift], in library: ExerciseLibrary, catalogueNames: (Lift) -> [String]) -> [String: Lift] {
        var found: [String: Lift] = [:]
        for exercise in library.exercises where exercise.type == .weightReps {
            guard let entry = ExerciseCatalogue.builtIn.entry(named: exercise.name),
                  let lift = lifts.first(where: { catalogueNames($0).contains(entry.name) }) else { continue }
            found[exercise.id] = lift
        }
        return found
    }
}
