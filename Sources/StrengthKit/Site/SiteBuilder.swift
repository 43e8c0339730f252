import Foundation

/// `strength-site build`: Data/ and the theme in, the site out, as a pipeline of named steps —
/// load, validate, analyse, plan pages, render, write, prune. Same store, theme and `today`: same bytes.
public struct SiteBuilder: Sendable {
    public let store: ProjectStore
    public let output: URL
    public let outputDisplay: String
    /// Overrides the base URL of the settings (for the sitemap, feed and canonical links only).
    public let baseURL: String?

    public init(store: ProjectStore, output: URL? = nil, outputDisplay: String? = nil, baseURL: String? = nil) {
        self.store = store
        self.output = output ?? store.layout.siteDirectory
        self.outputDisplay = outputDisplay ?? (output == nil ? store.layout.displaySite : self.output.path)
        self.baseURL = baseURL
    }

    /// Runs the pipeline. `today` receives the project's time zone and returns the build's date;
    /// `progress` hears each step as it starts, with a detail such as "5,123 pages".
    public func build(today: (TimeZone) -> LocalDay, progress: (BuildStep, String) -> Void = { _, _ in }) throws -> BuildReport {
        progress(.load, "Data/")
        let data = try store.loadWithoutValidation()
        progress(.validate, "\(NumberText.grouped(data.workouts.count)) workouts")
        try store.validate(data)
        let buildDay = today(data.timeZone)
        progress(.analyse, "")
        let analytics = TrainingAnalytics.compute(data, today: buildDay)
        progress(.plan, "")
        let theme = try Theme(overrides: ThemeLoader.overrides(in: store.layout.templatesDirectory,
                                                               displayFolder: store.layout.displayTemplates),
                              displayFolder: store.layout.displayTemplates)
        let planner = SitePlanner(data: data, analytics: analytics, today: buildDay,
                                  baseURL: baseURL ?? data.settings.site.baseURL)
        let pages = try planner.plan(stylesheet: theme.files["style.css"] ?? "")

        progress(.render, "\(NumberText.grouped(pages.count)) pages")
        let rendered = ResultSlots<Result<[UInt8], Error>>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            rendered[index] = Result {
                switch pages[index].content {
                case .bytes(let bytes): return bytes
                case .template(let name, let model): return Array(try theme.render(model, template: name).utf8)
                }
            }
        }
        let contents = try rendered.values().map { try $0.get() }

        progress(.write, outputDisplay)
        let writer = SiteWriter(output: output, displayPath: outputDisplay)
        try writer.checkSafe(projectDirectory: store.layout.projectDirectory)
        try writer.prepareFolders(for: pages.map(\.path))
        let wrote = ResultSlots<Result<Bool, Error>>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            wrote[index] = Result { try writer.write(contents[index], to: pages[index].path) }
        }
        var written: [String] = []
        for (index, result) in wrote.values().enumerated() where try result.get() { written.append(pages[index].path) }

        progress(.prune, "")
        let removed = try writer.prune(keeping: Set(pages.map(\.path)))
        return BuildReport(files: pages.count, written: written, unchanged: pages.count - written.count, removed: removed)
    }
}
