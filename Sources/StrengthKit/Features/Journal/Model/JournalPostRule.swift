import Foundation

/// What a new post may be, in the words both the store (`StoreValidator`) and `journal new`
/// (`JournalEditor`) refuse it with.
package enum JournalPostRule {
    /// What is wrong with `title` as a new post's title, if anything: it is written as the front
    /// matter's `title:` line, which must read back as the same title.
    static func titleProblem(_ title: String) -> String? {
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "a post's title cannot be empty" }
        if title.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) || CharacterSet.newlines.contains($0) }) {
            return "a post's title is one line, without control characters"
        }
        if title.trimmingCharacters(in: .whitespaces) != title { return "'\(title)' has spaces at its start or end" }
        return nil
    }

    /// Why a post cannot be dated `date` when `latest` (the clock's tomorrow) is the last day a
    /// change may bring in, said of the day ("… is later than tomorrow").
    static func dateProblem(_ date: LocalDay, latest: LocalDay) -> String? {
        date > latest ? "is later than tomorrow; a post is dated on the day it is written or before" : nil
    }
}
