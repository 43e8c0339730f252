/// The exercise library `init` gives a new project: the common lifts with sensible types and
/// muscle groups, so a first `log` works without setting anything up. They are the catalogue's
/// entries marked `starter` (Catalogue/exercises.json).
package enum StarterLibrary {
    package static let library: ExerciseLibrary = ExerciseCatalogue.builtIn.starterLibrary
}
