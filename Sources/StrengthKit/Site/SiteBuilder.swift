import Foundation

/// `strength-site build`: Data/ and the theme in, the site out, as a pipeline of named steps —
/// load, validate, analyse, plan pages, render, write, prune. Same store, theme and `today`: same bytes.
///
/// A build remembers what it wrote (`BuildManifest`): pages whose fingerprint is unchanged and whose
/// file is untouched are neither rendered nor written again, and when every input is byte for byte
/// the last build's, the build stops once it has checked the output is intact.
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
        // The digest first: it finishes a change a crashed command committed, settings included.
        let inputDigest = try store.inputDigest()
        let settings = try store.loadSettings()
        let buildDay = today(TimeZone(identifier: settings.timeZone) ?? .gmt)
        var stampHasher = StableHasher()
        for part in [inputDigest, theme.digest, buildDay.description, baseURL ?? "", toolIdentity, output.path] {
            stampHasher.combine(part)
        }
        let stamp = stampHasher.hex
        let previous = BuildManifest.load(for: output, layout: store.layout)
        if let previous, previous.stamp == stamp, let files = try writer.intactFiles(previous) {
            return BuildReport(files: files, written: [], removed: [], uncompiledTheme: theme.uncompiledReason)
        }

        let data = try store.loadWithoutValidation()
        progress(.validate, "\(NumberText.grouped(data.workouts.count)) workouts")
        try store.validate(data)
        progress(.analyse, "")
        let analytics = TrainingAnalytics.compute(data, today: buildDay)
        progress(.plan, "")
        let planner = SitePlanner(data: data, analytics: analytics, today: buildDay, baseURL: baseURL ?? data.settings.site.baseURL)
        let pages = try planner.plan(stylesheet: theme.files["style.css"] ?? "")

        let fingerprints = ResultSlots<Result<String, Error>>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            fingerprints[index] = Result { try pages[index].fingerprint(themeDigest: theme.digest) }
        }
        let prints = try fingerprints.values().map { try $0.get() }
        let stale = pages.indices.filter { index in
            !(previous?.files[pages[index].path]?.fingerprint == prints[index]
              && previous?.isIntact(pages[index].path, under: output.path) == true)
        }

        progress(.render, "\(NumberText.grouped(stale.count)) of \(NumberText.grouped(pages.count)) pages")
        let rendered = ResultSlots<Result<[UInt8], Error>>(count: stale.count)
        DispatchQueue.concurrentPerform(iterations: stale.count) { position in
            rendered[position] = Result { try theme.bytes(of: pages[stale[position]]) }
        }
        let contents = try rendered.values().map { try $0.get() }

        progress(.write, outputDisplay)
        try writer.prepareFolders(for: pages.map(\.path))
        let wrote = ResultSlots<Result<(wrote: Bool, state: BuildManifest.Entry?), Error>>(count: stale.count)
        DispatchQueue.concurrentPerform(iterations: stale.count) { position in
            let index = stale[position]
            wrote[position] = Result {
                let wrote = try writer.write(contents[position], to: pages[index].path)
                let state = FileSystem.sizeAndModification(output.path + "/" + pages[index].path)
                return (wrote, state.map { BuildManifest.Entry(fingerprint: prints[index], size: $0.size, modified: $0.modified) })
            }
        }
        var written: [String] = []
        // Pages not rendered again are intact, so the last build's entry still describes them.
        var entries = previous?.files ?? [:]
        for (position, result) in wrote.values().enumerated() {
            let outcome = try result.get()
            let path = pages[stale[position]].path
            if outcome.wrote { written.append(path) }
            entries[path] = outcome.state
        }

        progress(.prune, "")
        let kept = Set(pages.map(\.path))
        let removed = try writer.prune(keeping: kept)
        entries = entries.filter { kept.contains($0.key) }
        try BuildManifest(output: output.path, stamp: stamp, files: entries).save(layout: store.layout)
        return BuildReport(files: pages.count, written: written, removed: removed, uncompiledTheme: theme.uncompiledReason)
    }
}
