/// The exercises a name that matched none may have meant, for "did you mean".
package struct ExerciseCandidates: Equatable, Sendable {
    /// The library's names, closest first.
    package var names: [String]
    /// The name is a short form of every one of them ("DB Press"), so none is a better guess.
    package var ambiguous = false
    /// How many more it is a short form of than `names` lists.
    package var unlisted = 0

    /// `did you mean "Squat"? If not, ` or `it could be "A", "B" or "C"; if none, `: what a message
    /// says before how to add the exercise; empty without candidates.
    var question: String {
        guard !names.isEmpty else { return "" }
        let quoted = names.map { "\"\($0)\"" }
        if ambiguous {
            let listed = unlisted > 0 ? quoted.joined(separator: ", ") + " or \(NumberText.counted(unlisted, "other"))"
                : ShortList.sentence(quoted, conjunction: "or")
            return "it could be \(listed); write the one you mean, or if none, "
        }
        return "did you mean " + quoted.joined(separator: ", ") + "? If not, "
    }
}
