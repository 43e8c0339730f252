/// Why `exercise merge` refuses: the two names are one exercise, or FROM's sets do not fit INTO's type.
package enum ExerciseMergeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// FROM and INTO were given as the same exercise (by its name or id).
    case sameExercise(String)
    /// FROM was given by a name that is one of INTO's aliases: most likely merged before.
    case alreadyANameOf(given: String, into: String)
    /// `misfits` of FROM's `total` sets cannot become sets of INTO's type; `example` is one of them
    /// (the set and where it was logged) and `why` says what does not fit.
    case incompatibleTypes(from: String, fromType: ExerciseType, into: String, intoType: ExerciseType,
                           misfits: Int, total: Int, example: String, why: String)
    /// FROM has no sets, but no set of its type could ever be one of INTO's.
    case typesNeverConvert(from: String, fromType: ExerciseType, into: String, intoType: ExerciseType, why: String)

    package var description: String {
        switch self {
        case .sameExercise(let name):
            "FROM and INTO are both \"\(name)\"; name two different exercises"
        case .alreadyANameOf(let given, let into):
            "no exercise \"\(given)\" apart from \"\(into)\", which already has it as a name (merged before?)"
        case .incompatibleTypes(let from, let fromType, let into, let intoType, let misfits, let total, let example, let why):
            "cannot merge \"\(from)\" (\(fromType.displayName.lowercased())) into \"\(into)\" (\(intoType.displayName.lowercased())): "
                + "\(misfits) of its \(NumberText.counted(total, "set")) would not fit — \(why); e.g. \(example)"
        case .typesNeverConvert(let from, let fromType, let into, let intoType, let why):
            "cannot merge \"\(from)\" (\(fromType.displayName.lowercased())) into \"\(into)\" (\(intoType.displayName.lowercased())): \(why)"
        }
    }
}
