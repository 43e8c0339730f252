/// What a declared block may be, in the words both the store (`StoreValidator`) and `block start`
/// (`BlockEditor`) refuse it with.
package enum DeclaredBlockRule {
    /// A name is a heading on the block's page and a label in lists: a few words ("Hypertrophy 2",
    /// "Peaking for the meet"), not notes.
    package static let maximumNameLength = 60

    /// What is wrong with `name` as a block's name, if anything.
    static func nameProblem(_ name: String) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "a block's name cannot be empty" }
        if trimmed != name { return "'\(name)' has spaces at its start or end" }
        if name.count > maximumNameLength {
            return "'\(name.prefix(20))…' is \(name.count) characters; a block's name has at most \(maximumNameLength)"
        }
        return nil
    }

    /// Why a block cannot start on `start` when `latest` (the clock's tomorrow) is the last day a
    /// change may bring in, said of the day ("… is later than tomorrow"): a block is declared when
    /// it starts or after.
    static func startProblem(_ start: LocalDay, latest: LocalDay) -> String? {
        start > latest ? "is later than tomorrow; a block is declared on the day it starts or after" : nil
    }
}
