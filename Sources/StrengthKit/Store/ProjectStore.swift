import Foundation

/// The only code that reads and writes a site project's `Data/` folder.
///
/// `load()` reads and validates everything under a shared lock. `update(_:)` holds the exclusive lock,
/// loads, lets the caller change the values, validates the result and writes only the files whose
/// content changed, as one crash-safe transaction.
public struct ProjectStore: Sendable {
    public let layout: StoreLayout
    /// The latest time a change may bring in (a workout's start or end, a body-weight day): the
    /// caller's clock plus a day. `nil` admits any time the store's rules allow.
    package let latestArrival: Timestamp?

    init(layout: StoreLayout, latestArrival: Timestamp? = nil) {
        self.layout = layout
        self.latestArrival = latestArrival
    }

    public init(projectDirectory: URL, displayPrefix: String? = nil, latestArrival: Timestamp? = nil) {
        self.init(layout: StoreLayout(projectDirectory: projectDirectory, displayPrefix: displayPrefix), latestArrival: latestArrival)
    }

    var exists: Bool { FileSystem.isDirectory(layout.dataDirectory) }

    /// The years the store's dates may have (`StoreValidator.years`): a day outside them is no
    /// day a command can work with, `--today` included.
    package static var years: ClosedRange<Int> { StoreValidator.years }

    /// Whether `day` lies in `years`.
    package static func holds(_ day: LocalDay) -> Bool { years.contains(day.year) }

    // MARK: - Reading

    public func load() throws -> ProjectData {
        let data = try snapshot().decode()
        try validate(data)
        return data
    }

    /// The bytes of every file a load reads, under the shared lock: the build hashes them for its
    /// "has anything changed?" check and decodes them when something has. Like a load, it first
    /// finishes a change a crashed command had committed; otherwise the build would call the old
    /// site current.
    func snapshot(reusing image: StoreImage? = nil) throws -> StoreSnapshot {
        try whileReading { holdsExclusiveLock in
            try StoreReader(layout: layout, removeStaleFiles: holdsExclusiveLock).readFiles(reusing: image)
        }
    }

    /// Runs `body` under the shared lock (none in a read-only folder), after finishing a change that
    /// a crashed command had committed, so that what `body` reads is the store as it really is.
    private func whileReading<Result>(_ body: (_ holdsExclusiveLock: Bool) throws -> Result) throws -> Result {
        try requireProject()
        guard let lock = try StoreLock.acquire(.shared, layout: layout) else { return try body(false) }
        defer { lock.release() }
        if StoreTransaction.hasPending(layout: layout) {
            try lock.upgrade(layout: layout)
            try StoreTransaction.recoverPending(layout: layout)
        }
        return try body(lock.mode == .exclusive)
    }

    /// The store's rules, as `load()` applies them (the build validates while it analyses), but to
    /// the workouts of `knownValid` (see `StoreValidator.validate`).
    func validate(_ data: ProjectData, knownValid: Set<String> = []) throws {
        try StoreValidator.validate(data, layout: layout, knownValid: knownValid)
    }

    // MARK: - Changing

    /// What `update` did besides returning the caller's value.
    public struct UpdateReport: Sendable {
        /// Paths relative to `Data/` that were written or deleted.
        var changedFiles: [String]
        /// The backup written before the change, if one was asked for.
        package var backup: URL?
    }

    /// Changes the store. `body` gets the current data; whatever it leaves is validated and saved.
    /// Throwing from `body` (or failing validation) changes nothing.
    /// - Parameter backup: when given, the data as it was is saved there first (see `BackupFile`).
    @discardableResult
    public func update<Result>(backup: BackupFile? = nil,
                               _ body: (inout ProjectData) throws -> Result) throws -> (Result, UpdateReport) {
        try requireProject()
        guard let lock = try StoreLock.acquire(.exclusive, layout: layout) else {
            throw StoreError(path: layout.display(".lock"), reason: .unwritable("the folder is read-only"))
        }
        defer { lock.release() }
        try StoreTransaction.recoverPending(layout: layout)
        let before = try StoreReader(layout: layout, removeStaleFiles: true).read()
        var after = before
        let result = try body(&after)
        normalize(&after)
        // A problem in a workout the change adds names that workout, not a file that does not exist.
        let existing = Set(before.workouts.map(\.id))
        let storeLocator = StoreValidator.storeLocator(layout)
        let locate: StoreValidator.Locator = { section, field in
            if case .workout(_, let id) = section, !existing.contains(id) { return ("new workout \(id)", field) }
            return storeLocator(section, field)
        }
        try StoreValidator.validate(after, locate: locate)
        if let latestArrival {
            try StoreValidator.validateArrivals(before: before, after: after, notAfter: latestArrival, locate: locate)
        }
        let transaction = try changes(from: before, to: after)
        var report = UpdateReport(changedFiles: transaction.changedPaths, backup: nil)
        guard !transaction.isEmpty else { return (result, report) }
        if let backup {
            report.backup = try backup.write(before, keeping: after.settings.backupsKept, layout: layout)
        }
        try transaction.commit(layout: layout)
        return (result, report)
    }

    /// Creates `Data/` with `data` in it. Refuses a folder that already has a `Data/` with files in it.
    public func create(with data: ProjectData) throws {
        var normalized = data
        normalize(&normalized)
        try StoreValidator.validate(normalized, layout: layout)
        do {
            try FileSystem.createDirectory(layout.dataDirectory)
        } catch {
            throw StoreError(path: layout.display(""), reason: .unwritable("\(error)"))
        }
        guard let lock = try StoreLock.acquire(.exclusive, layout: layout) else {
            throw StoreError(path: layout.display(".lock"), reason: .unwritable("the folder is read-only"))
        }
        defer { lock.release() }
        // Checked under the lock, so two `init`s at once cannot both proceed.
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: layout.dataDirectory.path)) ?? []
        if contents.contains(where: { !$0.hasPrefix(".") }) {
            throw StoreError(path: layout.display(""), reason: .alreadyExists)
        }
        do {
            try FileSystem.createDirectory(layout.dataDirectory.appendingPathComponent(StoreLayout.workoutsFolder))
        } catch {
            throw StoreError(path: layout.display(StoreLayout.workoutsFolder), reason: .unwritable("\(error)"))
        }
        var transaction = StoreTransaction()
        try transaction.write(encoded(normalized.settings, StoreLayout.settingsPath), to: StoreLayout.settingsPath)
        try transaction.write(encoded(normalized.library, StoreLayout.exercisesPath), to: StoreLayout.exercisesPath)
        try transaction.write(encoded(normalized.programs, StoreLayout.programsPath), to: StoreLayout.programsPath)
        try transaction.write(encoded(normalized.bodyWeight, StoreLayout.bodyWeightPath), to: StoreLayout.bodyWeightPath)
        if !normalized.goals.isEmpty {
            try transaction.write(encoded(GoalList(goals: normalized.goals), StoreLayout.goalsPath), to: StoreLayout.goalsPath)
        }
        if !normalized.blocks.isEmpty {
            try transaction.write(encoded(BlockList(blocks: normalized.blocks), StoreLayout.blocksPath), to: StoreLayout.blocksPath)
        }
        if let session = normalized.session {
            try transaction.write(encoded(session, StoreLayout.sessionPath), to: StoreLayout.sessionPath)
        }
        for post in normalized.posts {
            let path = StoreLayout.postPath(name: post.name)
            try transaction.write(written(post, path), to: path)
        }
        for workout in normalized.workouts {
            let path = StoreLayout.workoutPath(id: workout.id)
            try transaction.write(encoded(workout, path), to: path)
        }
        try transaction.commit(layout: layout)
    }

    // MARK: - Internals

    private func requireProject() throws {
        guard exists else { throw StoreError(path: layout.displayPrefix, reason: .notAProject) }
    }

    /// The store's canonical order, so equal data always gives equal files.
    private func normalize(_ data: inout ProjectData) {
        data.library.exercises.sort { $0.id < $1.id }
        data.bodyWeight.entries.sort { $0.date < $1.date }
        data.blocks.sort(by: DeclaredBlock.oldestFirst)
        data.posts.sort(by: JournalPost.oldestFirst)
        data.workouts.sort(by: Workout.oldestFirst)
    }

    private func changes(from before: ProjectData, to after: ProjectData) throws -> StoreTransaction {
        var transaction = StoreTransaction()
        if before.settings != after.settings {
            try transaction.write(encoded(after.settings, StoreLayout.settingsPath), to: StoreLayout.settingsPath)
        }
        if before.library != after.library {
            try transaction.write(encoded(after.library, StoreLayout.exercisesPath), to: StoreLayout.exercisesPath)
        }
        if before.programs != after.programs {
            try transaction.write(encoded(after.programs, StoreLayout.programsPath), to: StoreLayout.programsPath)
        }
        if before.bodyWeight != after.bodyWeight {
            try transaction.write(encoded(after.bodyWeight, StoreLayout.bodyWeightPath), to: StoreLayout.bodyWeightPath)
        }
        // A project without goals has no goals.json, one without declared blocks no blocks.json, as one without a workout under way has no session.json.
        if before.goals != after.goals {
            if after.goals.isEmpty {
                transaction.delete(StoreLayout.goalsPath)
            } else {
                try transaction.write(encoded(GoalList(goals: after.goals), StoreLayout.goalsPath), to: StoreLayout.goalsPath)
            }
        }
        if before.blocks != after.blocks {
            if after.blocks.isEmpty {
                transaction.delete(StoreLayout.blocksPath)
            } else {
                try transaction.write(encoded(BlockList(blocks: after.blocks), StoreLayout.blocksPath), to: StoreLayout.blocksPath)
            }
        }
        if before.session != after.session {
            if let session = after.session {
                try transaction.write(encoded(session, StoreLayout.sessionPath), to: StoreLayout.sessionPath)
            } else {
                transaction.delete(StoreLayout.sessionPath)
            }
        }
        // A post is written only when it is new or its text changed: one only read is never rewritten.
        let oldPosts = Dictionary(before.posts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for post in after.posts where oldPosts[post.name]?.text != post.text {
            let path = StoreLayout.postPath(name: post.name)
            try transaction.write(written(post, path), to: path)
        }
        let keptPosts = Set(after.posts.map(\.name))
        for post in before.posts where !keptPosts.contains(post.name) {
            transaction.delete(StoreLayout.postPath(name: post.name))
        }
        let old = Dictionary(before.workouts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var kept = Set<String>()
        for workout in after.workouts {
            kept.insert(workout.id)
            if old[workout.id] != workout {
                let path = StoreLayout.workoutPath(id: workout.id)
                try transaction.write(encoded(workout, path, shownAs: old[workout.id] == nil ? "new workout \(workout.id)" : nil), to: path)
            }
        }
        for workout in before.workouts where !kept.contains(workout.id) {
            transaction.delete(StoreLayout.workoutPath(id: workout.id))
        }
        return transaction
    }

    /// The file's bytes, refused before anything is written when they are more than a load of
    /// `path` reads (`StoreLayout.sizeLimit`, `capped`). Errors name `shownAs` (a workout not yet in
    /// the store), else the file.
    private func encoded<Content: Codable & Sendable>(_ content: Content, _ path: String, shownAs: String? = nil) throws -> Data {
        let data: Data
        do {
            data = try StoreCoding.encode(VersionedFile(content))
        } catch {
            throw StoreError(path: shownAs ?? layout.display(path), reason: .unwritable("cannot encode: \(error)"))
        }
        return try capped(data, path, shownAs: shownAs)
    }

    /// A post's file: its text, byte for byte, held to the cap a load holds it to.
    private func written(_ post: JournalPost, _ path: String) throws -> Data {
        try capped(Data(post.text.utf8), path)
    }

    private func capped(_ data: Data, _ path: String, shownAs: String? = nil) throws -> Data {
        let limit = StoreLayout.sizeLimit(of: path)
        guard data.count <= limit.bytes else {
            throw StoreError(path: shownAs ?? layout.display(path), reason: .unwritable(
                "it would be \(NumberText.grouped(data.count)) bytes, larger than \(limit.what) can be (\(EntryAdmission.sizeText(limit.bytes)))"))
        }
        return data
    }
}
