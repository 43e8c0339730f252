import Foundation

/// Where each file of a site project lives.
public struct StoreLayout: Sendable {
    package let projectDirectory: URL
    /// How the project was named by the user, used to print short paths (`Data/settings.json`).
    package let displayPrefix: String

    init(projectDirectory: URL, displayPrefix: String? = nil) {
        self.projectDirectory = projectDirectory.standardizedFileURL
        if let displayPrefix {
            self.displayPrefix = displayPrefix
        } else {
            self.displayPrefix = self.projectDirectory.path
        }
    }

    package var dataDirectory: URL { projectDirectory.appendingPathComponent("Data", isDirectory: true) }
    var templatesDirectory: URL { projectDirectory.appendingPathComponent("Templates", isDirectory: true) }
    public var siteDirectory: URL { projectDirectory.appendingPathComponent("Site", isDirectory: true) }
    /// strength-site's own working folder: build caches and backups, never published.
    var workDirectory: URL { projectDirectory.appendingPathComponent(".strength-site", isDirectory: true) }
    /// Build caches: safe to delete.
    public var cacheDirectory: URL { workDirectory.appendingPathComponent("cache", isDirectory: true) }
    var backupsDirectory: URL { workDirectory.appendingPathComponent("backups", isDirectory: true) }

    var lockFile: URL { dataDirectory.appendingPathComponent(".lock") }
    var transactionDirectory: URL { dataDirectory.appendingPathComponent(".txn", isDirectory: true) }

    /// No store file is larger (the largest real one, exercises.json of a big library, is a few
    /// MB): a file beyond it is refused before it is read, not after minutes and gigabytes.
    static let maximumFileSize = 64 << 20
    /// A workout's file (and the live workout's) is smaller still: a session of a hundred sets is
    /// some 10 KB, and a history reads thousands of them. Held when reading and writing,
    /// so no command writes a file the next load refuses.
    static let maximumWorkoutFileSize = 1 << 20
    /// A journal post is text a lifter writes by hand: a long block review is some 20 KB, so a post
    /// a dozen times that is a mistake (a pasted file, a log), refused before it is read.
    static let maximumPostFileSize = 256 << 10

    /// How many bytes `workout`'s file would be, when it might be more than a workout file may be: a
    /// workout of a thousand sets or fewer, with little note text, is far below it and is not encoded
    /// to find out (`nil`). An import skips a workout over the cap rather than stopping at the write.
    static func fileSizeIfLarge(of workout: Workout) -> Int? {
        let notes = workout.exercises.reduce(workout.notes?.utf8.count ?? 0) { total, logged in
            logged.sets.reduce(total + (logged.notes?.utf8.count ?? 0)) { $0 + ($1.notes?.utf8.count ?? 0) }
        }
        guard workout.setCount > 1000 || notes > 100_000 else { return nil }
        return (try? StoreCoding.encode(VersionedFile(workout)).count) ?? Int.max
    }

    /// The cap of the file at `path` (relative to `Data/`), and what such a file is called in messages.
    static func sizeLimit(of path: String) -> (bytes: Int, what: String) {
        if path.hasPrefix(journalFolder + "/") { return (maximumPostFileSize, "a post") }
        return path.hasPrefix(workoutsFolder + "/") || path == sessionPath
            ? (maximumWorkoutFileSize, "a workout file") : (maximumFileSize, "a store file")
    }

    static let settingsPath = "settings.json"
    static let exercisesPath = "exercises.json"
    static let programsPath = "programs.json"
    static let bodyWeightPath = "bodyweight.json"
    /// The goals (`GoalList`); absent when there are none.
    static let goalsPath = "goals.json"
    /// The declared block starts (`BlockList`); absent when there are none.
    static let blocksPath = "blocks.json"
    static let workoutsFolder = "workouts"
    /// The journal's posts (`JournalPost`), one Markdown file each; absent until the first post.
    static let journalFolder = "journal"
    /// The live workout (`LiveSession`); absent when none is under way. The site never shows it.
    static let sessionPath = "session.json"

    /// `workouts/YYYY/<id>.json`, relative to `Data/`. The year is the id's, i.e. the local start year.
    static func workoutPath(id: String) -> String {
        "\(workoutsFolder)/\(id.prefix(4))/\(id).json"
    }

    /// `journal/YYYY-MM-DD-slug.md`, relative to `Data/`: a post's file, named after the post.
    package static func postPath(name: String) -> String {
        "\(journalFolder)/\(name)\(JournalPostName.fileExtension)"
    }

    func dataURL(_ relativePath: String) -> URL {
        dataDirectory.appendingPathComponent(relativePath)
    }

    /// `Site` and `Templates` under the user's name for the project.
    var displaySite: String { displayProjectFile("Site") }
    package var displayTemplates: String { displayProjectFile("Templates") }

    private func displayProjectFile(_ name: String) -> String {
        if displayPrefix.isEmpty || displayPrefix == "." { return name }
        return displayPrefix.hasSuffix("/") ? displayPrefix + name : displayPrefix + "/" + name
    }

    /// `Data/<relativePath>` under the user's name for the project.
    package func display(_ relativePath: String) -> String {
        let dataPath = relativePath.isEmpty ? "Data" : "Data/\(relativePath)"
        if displayPrefix.isEmpty || displayPrefix == "." { return dataPath }
        return displayPrefix.hasSuffix("/") ? displayPrefix + dataPath : displayPrefix + "/" + dataPath
    }
}
