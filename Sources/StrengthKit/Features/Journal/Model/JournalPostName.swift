/// The name of a post's file in `Data/journal/`, `YYYY-MM-DD-slug.md`: the day it is dated by (unless its
/// front matter says otherwise) and a slug of lowercase ASCII letters, digits and single hyphens, which
/// the site's address of the post is made from.
package struct JournalPostName: Hashable, Sendable, CustomStringConvertible {
    package let day: LocalDay
    package let slug: String

    /// A post's files end in `.md`; the name without it is the post's name (`ProjectData.posts`).
    package static let fileExtension = ".md"

    /// `day` and `slug`, or nil when `slug` is not a slug (`Slug.isValid`).
    package init?(day: LocalDay, slug: String) {
        guard Slug.isValid(slug) else { return nil }
        self.day = day
        self.slug = slug
    }

    /// Reads `2026-03-02-block-3-review`; nil for anything else (no date, a day the calendar lacks, no slug).
    package init?(_ name: some StringProtocol) {
        let name = String(name)
        guard name.utf8.count > 11, name.utf8.dropFirst(10).first == UInt8(ascii: "-"),
              let day = LocalDay(name.prefix(10)) else { return nil }
        self.init(day: day, slug: String(name.dropFirst(11)))
    }

    /// Reads a file's name, `2026-03-02-block-3-review.md`.
    package init?(fileName: String) {
        guard fileName.hasSuffix(Self.fileExtension) else { return nil }
        self.init(fileName.dropLast(Self.fileExtension.count))
    }

    /// `2026-03-02-block-3-review`.
    package var description: String { "\(day)-\(slug)" }

    package var fileName: String { description + Self.fileExtension }

    /// What a name must be, in the words of a refusal.
    static let rule = "YYYY-MM-DD-slug.md: a date, a hyphen, then lowercase letters, digits and single hyphens"
}
