import Foundation

/// `strength-site build`: Data/ and the theme in, the site out, as a pipeline of named steps —
/// load, validate, analyse, plan pages, render, write, prune. Same store, theme and `today`: same bytes.
///
/// A build remembers what it wrote (`BuildManifest`): a page whose bytes hash as last time while its
/// file is untouched is not written (nor read) again, and when every input is byte for byte the
/// last build's, the build stops once it has checked the output is intact.
public struct SiteBuilder: Sendable {
    public let store: ProjectStore
    public let output: URL
    public let outputDisplay: String
    /// Overrides the base URL of the settings (for the sitemap, feed and canonical links only).
    public let baseURL: String?
    /// Identifies the program doing the build (e.g. its size and modification time), so a new
    /// version of strength-site never reuses an old version's pages.
    public let toolIdentity: String
    /// Build into a folder other than the project's `Site/` that holds files no build of ours wrote.
    public let force: Bool
    /// The user's home folder, which is never an output folder.
    public let homeDirectory: URL?

    public init(store: ProjectStore, output: URL? = nil, outputDisplay: String? = nil, baseURL: String? = nil,
                toolIdentity: String = "", force: Bool = false, homeDirectory: URL? = nil) {
        self.store = store
        self.output = (output ?? store.layout.siteDirectory).standardizedFileURL
        self.outputDisplay = outputDisplay ?? (output == nil ? store.layout.displaySite : self.output.path)
        self.baseURL = baseURL
        self.toolIdentity = toolIdentity
        self.force = force
        self.homeDirectory = homeDirectory
    }

    /// Runs the pipeline. `today` receives the project's time zone and returns the build's date;
    /// `progress` hears each step as it starts, with a detail such as "5,123 pages".
    public func build(today: (TimeZone) -> LocalDay, progress: (BuildStep, String) -> Void = { _, _ in }) throws -> BuildReport {
        let writer = SiteWriter(output: output, displayPath: outputDisplay)
        try writer.checkSafe(layout: store.layout, homeDirectory: homeDirectory)
        let theme = try Theme(overrides: ThemeLoader.overrides(in: store.layout.templatesDirectory,
                                                               displayFolder: store.layout.displayTemplates),
                              displayFolder: store.layout.displayTemplates)

        progress(.load, "Data/")
        // Read once, under the lock: hashed for the no-change check, decoded when anything changed.
        let files = try store.readFiles()
        let settings = try store.settings(in: files)
        let buildDay = today(TimeZone(identifier: settings.timeZone) ?? .gmt)
        var stampHasher = StableHasher()
        for part in [files.digest(), theme.digest, buildDay.description, baseURL ?? "", toolIdentity, output.path] {
            stampHasher.combine(part)
        }
        let stamp = stampHasher.hex
        let previous = BuildManifest.load(for: output, layout: store.layout)
        // Listed before anything is written, so a build into an empty folder walks nothing later.
        let listing = writer.listing()
        let isProjectSite = FileSystem.resolvedPath(output.path) == FileSystem.resolvedPath(store.layout.siteDirectory.path)
        try writer.checkOwnership(listing, previous: previous, isProjectSite: isProjectSite, force: force)
        if let previous, previous.stamp == stamp, writer.isIntact(listing, as: previous) {
            return BuildReport(files: previous.files.count, written: [], removed: [], unknownKeys: theme.unknownKeys(), uncompiledTheme: theme.uncompiledReason,
                               workouts: files.workoutPaths.count, day: buildDay, baseURL: baseURL ?? settings.site.baseURL)
        }

        let data = try store.decode(files)
        progress(.validate, "\(NumberText.grouped(data.workouts.count)) workouts")
        // Both are one pass over the workouts on one core: the analysis runs on the other core
        // while the store is validated, and is used only once validation passed.
        let validation = ResultSlots<Result<Void, Error>>(count: 1)
        let analysis = ResultSlots<TrainingAnalytics>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                validation[0] = Result { try store.validate(data) }
            } else {
                analysis[0] = TrainingAnalytics.compute(data, today: buildDay)
            }
        }
        try validation.values()[0].get()
        progress(.analyse, "")
        let analytics = analysis.values()[0]
        progress(.plan, "")
        let planner = SitePlanner(data: data, analytics: analytics, today: buildDay, baseURL: baseURL ?? data.settings.site.baseURL)
        let pages = try planner.plan(stylesheet: theme.files["style.css"] ?? "")
        let paths = pages.map(\.path)

        progress(.render, "\(NumberText.grouped(paths.count)) pages")
        // Each worker releases the models it rendered: tearing down hundreds of thousands of
        // model objects is then shared by the cores instead of trailing the build on one.
        let models = ResultSlots(pages)
        let rendered = ResultSlots<Result<[UInt8], Error>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let page = models.take(index)
            rendered[index] = Result { try theme.bytes(of: page) }
        }
        let contents = try rendered.values().map { try $0.get() }

        progress(.write, outputDisplay)
        let outputPath = output.path
        let existing = Set(listing.files)
        // A page whose path is or goes through a symbolic link is not written: the link may lead anywhere.
        let blocked = paths.filter { listing.symlink(on: $0) != nil }
        let blockedSet = Set(blocked)
        try writer.prepareFolders(for: blocked.isEmpty ? paths : paths.filter { !blockedSet.contains($0) })
        let outcomes = ResultSlots<Result<(wrote: Bool, entry: BuildManifest.Entry?), Error>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            outcomes[index] = Result {
                if !blockedSet.isEmpty, blockedSet.contains(path) { return (false, nil) }
                let contentHash = StableHasher.hex(of: contents[index])
                // Same bytes as the last build wrote, and the file untouched since: nothing to do.
                if let entry = previous?.files[path], entry.contentHash == contentHash,
                   previous?.isIntact(path, under: outputPath) == true {
                    return (false, entry)
                }
                let wrote = try writer.write(contents[index], to: path, mayExist: existing.contains(path))
                let state = FileSystem.sizeAndModification(outputPath + "/" + path)
                return (wrote, state.map { BuildManifest.Entry(contentHash: contentHash, size: $0.size, modified: $0.modified) })
            }
        }
        var written: [String] = []
        var entries: [String: BuildManifest.Entry] = [:]
        for (index, result) in outcomes.values().enumerated() {
            let outcome = try result.get()
            if outcome.wrote { written.append(paths[index]) }
            entries[paths[index]] = outcome.entry
        }

        progress(.prune, "")
        let pathSet = Set(paths)
        let ours = Set(previous?.files.keys ?? [:].keys)
        let removed = try writer.prune(listing, ours: ours, keeping: pathSet)
        // What is left that is not ours: kept, and reported the first time it is seen.
        let foreign = listing.files.filter { !pathSet.contains($0) && !ours.contains($0) }
        let alreadyReported = previous?.reported ?? []
        try BuildManifest(output: output.path, stamp: stamp, files: entries, reported: Set(foreign + listing.symlinks))
            .save(layout: store.layout)
        return BuildReport(files: paths.count, written: written, removed: removed,
                           keptForeign: foreign.filter { !alreadyReported.contains($0) },
                           symlinks: listing.symlinks.filter { !alreadyReported.contains($0) },
                           blocked: blocked, unknownKeys: theme.unknownKeys(), uncompiledTheme: theme.uncompiledReason,
                           workouts: data.workouts.count, day: buildDay, baseURL: baseURL ?? settings.site.baseURL)
    }
}
