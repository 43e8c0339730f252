import Foundation

/// A post of the training journal: a Markdown file in `Data/journal/`, `YYYY-MM-DD-slug.md`, that
/// opens with front matter (`FrontMatter`): `title` (required), `date` (when it is not the name's) and
/// `draft` (`true` or `false`). Everything but `name` and `text` is read from them, by the one
/// initializer, so a post is always what its file says; the store writes `text` byte for byte and
/// never rewrites a post it only read.
package struct JournalPost: Hashable, Sendable {
    /// The file's name without `.md`: `2026-03-02-block-3-review`.
    package let name: String
    /// The front matter's `date`, else the name's.
    package let date: LocalDay
    /// The name's slug, which the post's address is made from.
    package let slug: String
    package let title: String
    /// A draft is not built into the site.
    package let draft: Bool
    /// The Markdown after the front matter.
    package let body: String
    /// The line of the file `body` starts on, so a problem in the body is told by its line in the file.
    package let bodyFirstLine: Int
    /// The whole file, as written.
    package let text: String

    /// Why a file is no post: the line it is on, or nil for the file as a whole (its name).
    package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        package var line: Int?
        package var reason: String

        package var description: String { line.map { "line \($0): \(reason)" } ?? reason }
    }

    /// The keys a post's front matter may have.
    static let keys = ["title", "date", "draft"]

    /// The post `text` (a file's whole content) makes under `name` (its file's name without `.md`).
    package init(name: String, text: String) throws(Failure) {
        guard let parsed = JournalPostName(name) else {
            throw Failure(line: nil, reason: "'\(name)\(JournalPostName.fileExtension)' is not named as a post is (\(JournalPostName.rule))")
        }
        if let problem = Self.yearProblem(parsed.day) { throw Failure(line: nil, reason: "the name's date \(problem)") }
        let matter: FrontMatter
        do throws(FrontMatter.Failure) {
            matter = try FrontMatter.read(text)
        } catch {
            throw Failure(line: error.line, reason: error.reason)
        }
        var title: String?
        var date = parsed.day
        var draft = false
        for field in matter.fields {
            switch field.key {
            case "title":
                guard !field.value.isEmpty else { throw Failure(line: field.line, reason: "title: a post's title cannot be empty") }
                title = field.value
            case "date":
                guard let day = LocalDay(field.value) else {
                    throw Failure(line: field.line, reason: "date: '\(field.value)' is not a date in the form YYYY-MM-DD")
                }
                if let problem = Self.yearProblem(day) { throw Failure(line: field.line, reason: "date: \(problem)") }
                date = day
            case "draft":
                switch field.value {
                case "true": draft = true
                case "false": draft = false
                default: throw Failure(line: field.line, reason: "draft: '\(field.value)' is neither true nor false")
                }
            default:
                throw Failure(line: field.line, reason: "'\(field.key)' is not a key of a post's front matter (\(Self.keys.joined(separator: ", ")))")
            }
        }
        guard let title else {
            throw Failure(line: 1, reason: "the front matter has no title; add a line 'title: ...' before the closing '---'")
        }
        self.name = name
        self.date = date
        self.slug = parsed.slug
        self.title = title
        self.draft = draft
        self.body = String(matter.body)
        self.bodyFirstLine = matter.bodyFirstLine
        self.text = text
    }

    /// The words of a day outside the store's years (`LocalDay.storableYears`, which the store's
    /// validator holds every date to), if `day` is.
    private static func yearProblem(_ day: LocalDay) -> String? {
        let years = LocalDay.storableYears
        return years.contains(day.year) ? nil : "\(day) is not between the years \(years.lowerBound) and \(years.upperBound)"
    }

    /// The store's order of posts (`ProjectData.posts`): by date, then by name.
    package static func oldestFirst(_ lhs: JournalPost, _ rhs: JournalPost) -> Bool {
        (lhs.date, lhs.name) < (rhs.date, rhs.name)
    }
}

/// In an export document a post is its name and its text, read back through the same initializer.
extension JournalPost: Codable {
    enum CodingKeys: String, CodingKey {
        case name, text
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let text = try container.decode(String.self, forKey: .text)
        do throws(Failure) {
            self = try JournalPost(name: name, text: text)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: error.line == nil ? .name : .text, in: container, debugDescription: error.description)
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(text, forKey: .text)
    }
}
