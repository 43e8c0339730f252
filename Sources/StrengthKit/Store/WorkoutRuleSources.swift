/// What a workout's rules read besides the workout (`StoreValidator.WorkoutContext`, which is made
/// from this alone), as the store holds it. Its stable hash — the files' digests, generated over every
/// stored property — is the digest a store image's workouts were validated under
/// (`StoreValidator.workoutRulesDigest`): a part the rules start reading joins this value, and so the digest.
struct WorkoutRuleSources: StableHashable, Sendable {
    let library: Stored<ExerciseLibrary>
    let programs: Stored<Programs>

    /// - Parameter fileDigests: the store's (`StoreSnapshot.fileDigests()`), or nil when only the
    ///   rules are wanted, not their digest.
    init(_ data: ProjectData, fileDigests: [String: UInt64]?) {
        library = Stored(data.library, file: StoreLayout.exercisesPath, in: fileDigests)
        programs = Stored(data.programs, file: StoreLayout.programsPath, in: fileDigests)
    }
}
