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

    public init(store: ProjectStore, output: URL? = nil, outputDisplay: String? = nil, baseURL: String? = nil,
                toolIdentity: String = "") {
        self.store = store
        self.output = (output ?? store.layout.siteDirectory).standardizedFileURL
        self.outputDisplay = outputDisplay ?? (output == nil ? store.layout.displaySite : self.output.path)
        self.baseURL = baseURL
        self.toolIdentity = toolIdentity
    }

    /// Runs the pipeline. `today` receives the project's time zone and returns the build's date;
    /// `progress` hears each step as it starts, with a detail such as "5,123 pages".
    public func build(today: (TimeZone) -> LocalDay, progress: (BuildStep, String) -> Void = { _, _ in }) throws -> BuildReport {
        let writer = SiteWriter(output: output, displayPath: outputDisplay)
        try writer.checkSafe(projectDirectory: store.layout.projectDirectory)
        let theme = try Theme(overrides: ThemeLoader.overrides(in: store.layout.templatesDirectory,
                                                               displayFolder: store.layout.displayTemplates),
                              displayFolder: store.layout.displayTemplates)

        progress(.load, "Data/")
        // Read once, under the lock: hashed for the no-change check, decoded when anything changed.
        let files = try store.readFiles()
        let settings = try store.settings(in: files)
        let buildDay = today(TimeZone(identifier: settings.timeZone) ?? .gmt)
        var stampHasher = StableHasher()
        for part in [files.digest, theme.digest, buildDay.description, baseURL ?? "", toolIdentity, output.path] {
            stampHasher.combine(part)
        }
        let stamp = stampHasher.hex
        let previous = BuildManifest.load(for: output, layout: store.layout)
        if let previous, previous.stamp == stamp, let files = try writer.intactFiles(previous) {
            return BuildReport(files: files, written: [], removed: [], uncompiledTheme: theme.uncompiledReason)
        }

        let data = try store.decode(files)
        progress(.validate, "\(NumberText.grouped(data.workouts.count)) workouts")
        try store.validate(data)
        progress(.analyse, "")
        let analytics = TrainingAnalytics.compute(data, today: buildDay)
        progress(.plan, "")
        let planner = SitePlanner(data: data, analytics: analytics, today: buildDay, baseURL: baseURL ?? data.settings.site.baseURL)
        let pages = try planner.plan(stylesheet: theme.files["style.css"] ?? "")

        progress(.render, "\(NumberText.grouped(pages.count)) pages")
        let rendered = ResultSlots<Result<[UInt8], Error>>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            rendered[index] = Result { try theme.bytes(of: pages[index]) }
        }
        let contents = try rendered.values().map { try $0.get() }

        progress(.write, outputDisplay)
        let outputPath = output.path
        let existingFiles = writer.existingFiles()
        try writer.prepareFolders(for: pages.map(\.path))
        let outcomes = ResultSlots<Result<(wrote: Bool, entry: BuildManifest.Entry?), Error>>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let path = pages[index].path
            outcomes[index] = Result {
                let contentHash = StableHasher.hex(of: contents[index])
                // Same bytes as the last build wrote, and the file untouched since: nothing to do.
                if let entry = previous?.files[path], entry.contentHash == contentHash,
                   previous?.isIntact(path, under: outputPath) == true {
                    return (false, entry)
                }
                let wrote = try writer.write(contents[index], to: path)
                let state = FileSystem.sizeAndModification(outputPath + "/" + path)
                return (wrote, state.map { BuildManifest.Entry(contentHash: contentHash, size: $0.size, modified: $0.modified) })
            }
        }
        var written: [String] = []
        var entries: [String: BuildManifest.Entry] = [:]
        for (index, result) in outcomes.values().enumerated() {
            let outcome = try result.get()
            if outcome.wrote { written.append(pages[index].path) }
            entries[pages[index].path] = outcome.entry
        }

        progress(.prune, "")
        let removed = try writer.prune(existingFiles, keeping: Set(pages.map(\.path)))
        try BuildManifest(output: output.path, stamp: stamp, files: entries).save(layout: store.layout)
        return BuildReport(files: pages.count, written: written, removed: removed, uncompiledTheme: theme.uncompiledReason)
    }
}
