import Foundation

/// `strength-site build`: Data/ and the theme in, the site out, as a pipeline of named steps —
/// load, validate, analyse, plan pages, render and write, prune. Same store, theme and `today`: same bytes.
///
/// A build remembers what it wrote (`BuildCache`): a page whose bytes hash as last time while its
/// file is untouched is not written (nor read) again, and when every input is byte for byte the
/// last build's, the build stops once it has checked the output is intact.
public struct SiteBuilder: Sendable {
    package let store: ProjectStore
    package let output: URL
    package let outputDisplay: String
    /// Overrides the base URL of the settings (for the sitemap, feed and canonical links only).
    let baseURL: String?
    /// Identifies the program doing the build (e.g. its size and modification time), so a new
    /// version of strength-site never reuses an old version's pages.
    let toolIdentity: String
    /// Build into a folder other than the project's `Site/` that holds files no build of ours wrote.
    let force: Bool
    /// `build --clean`: a full rebuild that ignores the store image, the analysis checkpoint and the
    /// last manifest's stamp, hashes and fingerprints, and writes every page; the manifest's list of
    /// the files earlier builds wrote still says what prune may remove.
    let clean: Bool
    /// The user's home folder, which is never an output folder.
    let homeDirectory: URL?
    /// `serve`: the journal's drafts are checked too, and rendered into the report
    /// (`BuildReport.drafts`), never into the output folder; a preview's build never stops early for a
    /// store unchanged since the last build (`serve` builds when something changed, and once at its start).
    let previewDrafts: Bool
    private let writer: SiteWriter
    private let cache: BuildCache

    public init(store: ProjectStore, output: URL? = nil, outputDisplay: String? = nil, baseURL: String? = nil,
                toolIdentity: String = "", force: Bool = false, clean: Bool = false, homeDirectory: URL? = nil,
                previewDrafts: Bool = false) {
        self.store = store
        self.output = (output ?? store.layout.siteDirectory).standardizedFileURL
        self.outputDisplay = outputDisplay ?? (output == nil ? store.layout.displaySite : self.output.path)
        self.baseURL = baseURL
        self.toolIdentity = toolIdentity
        self.force = force
        self.clean = clean
        self.homeDirectory = homeDirectory
        self.previewDrafts = previewDrafts
        writer = SiteWriter(output: self.output, displayPath: self.outputDisplay)
        cache = BuildCache(layout: store.layout)
    }

    /// Runs the pipeline. `today` receives the project's time zone and returns the build's date;
    /// `progress` hears each step as it starts, with a detail such as "5,123 pages" (`build
    /// --timings` times a step from its start to the next one's).
    public func build(today: (TimeZone) -> LocalDay, progress: (BuildStep, String) -> Void = { _, _ in }) throws -> BuildReport {
        try writer.checkSafe(layout: store.layout, homeDirectory: homeDirectory)
        progress(.load, "Data/")
        var state = try load(today: today)
        // A preview always renders its drafts: a new `serve` has none in memory from the last.
        if !previewDrafts, let unchanged = try keepIfUnchanged(state) { return unchanged }
        let (data, knownValid) = try decode(state)

        progress(.validate, NumberText.counted(data.workouts.count, "workout"))
        // Validation and the analysis, one on each core; the analysis is used only once validation passed.
        let (_, analysis) = try Parallel.both({ [state] in
            try validate(data, knownValid: knownValid, state)
            warmCatalogue()
        }, { [state] in
            try analyse(data, state)
        })
        progress(.analyse, analysis.progressDetail)

        progress(.plan, "")
        var drafts: [PlannedPage] = []
        let pages = try plan(consume data, consume analysis, state, drafts: &drafts)

        progress(.render, "\(NumberText.counted(pages.count, "page")) into \(outputDisplay)")
        let written = try renderAndWrite(consume pages, drafts: drafts, &state)

        progress(.prune, "")
        try prune(consume written, &state)
        return finish(consume state)
    }

    /// What the analysis step hands the planner: the analytics, how many workouts there are and how
    /// many of the oldest the last build's checkpoint covered, and each workout's file digest by
    /// workout id (made once, for the checkpoint's key and the workout pages' fingerprints).
    private struct Analysis: Sendable {
        var analytics: TrainingAnalytics
        var workouts: Int
        var resumedAfter: Int
        var workoutDigests: [String: UInt64]

        /// How many workouts were analysed, when not all of them.
        var progressDetail: String {
            guard resumedAfter > 0 else { return "" }
            return "\(NumberText.grouped(workouts - resumedAfter)) newest workouts "
                + "(the \(NumberText.grouped(resumedAfter)) before them from the last build's checkpoint)"
        }
    }

    /// What the render step leaves the prune step: every page's path, in plan order, and the
    /// next manifest's entries.
    private struct Written: Sendable {
        var paths: [String]
        var entries: [String: BuildManifest.Entry]
    }

    /// Load: the store on one core (read once, under the lock: hashed for the no-change check,
    /// decoded when anything changed, the workout files the store image holds not even read); on
    /// the other the theme (compiled), the last build's manifest and checkpoint, and what is in the
    /// output folder — listed before anything is written, so a build into an empty folder walks
    /// nothing later.
    private func load(today: (TimeZone) -> LocalDay) throws -> BuildState {
        let (store, layout, cache, writer, identity, clean) = (store, store.layout, cache, writer, toolIdentity, clean)
        // The last build is looked up by the folder the output really is: a `Site` swapped for a link
        // to another folder is a folder no build of ours wrote, whatever the last build into `Site/` wrote.
        let folder = URL(fileURLWithPath: FileSystem.resolvedPath(output.path))
        let (storeSide, outputSide) = Parallel.both({
            Result { () throws -> (StoreSnapshot, [String: UInt64]) in
                let snapshot = try store.snapshot(reusing: clean ? nil : cache.storeImage(identity: identity))
                return (snapshot, snapshot.fileDigests())
            }
        }, {
            (theme: Result { try Theme(overrides: ThemeLoader.overrides(layout: layout), displayFolder: layout.displayTemplates) },
             lastBuild: cache.manifest(for: folder), listing: writer.listing(), checkpoint: clean ? nil : cache.analysisCheckpoint())
        })
        // A problem in the theme is reported before one in the store.
        let theme = try outputSide.theme.get()
        let (snapshot, fileDigests) = try storeSide.get()
        let settings = try snapshot.settings()
        let day = today(TimeZone(identifier: settings.timeZone) ?? .gmt)
        try writer.checkNoSpecialFiles(outputSide.listing)
        try writer.checkOwnership(outputSide.listing, previous: outputSide.lastBuild, isProjectSite: writer.isProjectSite(layout),
                                  force: force)
        let siteBaseURL = baseURL ?? settings.site.baseURL
        let report = BuildReport(files: 0, written: [], removed: [], unknownKeys: theme.unknownKeys(),
                                 uncompiledTheme: theme.uncompiledReason, workouts: snapshot.workoutCount, day: day,
                                 baseURL: siteBaseURL)
        return BuildState(snapshot: snapshot, fileDigests: fileDigests, theme: theme, day: day, baseURL: siteBaseURL,
                          stamp: stamp(StoreSnapshot.digest(of: fileDigests), theme: theme, day: day), folder: folder,
                          listing: outputSide.listing, lastBuild: outputSide.lastBuild, clean: clean, checkpoint: outputSide.checkpoint,
                          report: report)
    }

    /// The report of a build with nothing to do — every input byte for byte the last build's and
    /// its files untouched — or nil. Files touched but not changed (the store the last build
    /// validated): the store image learns their new signatures when there are more than a few.
    private func keepIfUnchanged(_ state: BuildState) throws -> BuildReport? {
        guard let lastBuild = state.reusable, lastBuild.stamp == state.stamp, writer.isIntact(state.listing, as: lastBuild) else {
            return nil
        }
        // The image's own rules: every input is the last build's, so they are this store's (unless a
        // build that failed after validating wrote the image since), and nothing is decoded to learn
        // them; only the files read beside the image count here. `decode` checks the rules before it
        // trusts one of the image's workouts, so the exception costs a full validation, never a wrong one.
        let imageRules = state.snapshot.image?.validatedUnder
        if imageRules.map({ state.snapshot.needsNewImage(validatedUnder: $0) }) ?? true {
            try saveImage(state, data: state.snapshot.decode())
        }
        var report = state.report
        report.files = lastBuild.files.count
        return report
    }

    /// The store's values, not validated yet (the files read decoded, the rest taken from the
    /// image), and the ids of the workouts that need no validation: those from an image validated
    /// under today's library and programs.
    private func decode(_ state: BuildState) throws -> (ProjectData, knownValid: Set<String>) {
        let (data, imageWorkoutIDs) = try state.snapshot.decodeNotingImage()
        let imageRules = state.snapshot.image?.validatedUnder
        return (data, imageRules == StoreValidator.workoutRulesDigest(of: data, fileDigests: state.fileDigests) ? imageWorkoutIDs : [])
    }

    /// Validate (but the workouts of `knownValid`), then write the store image for the next build,
    /// which holds only valid workouts.
    private func validate(_ data: ProjectData, knownValid: Set<String>, _ state: BuildState) throws {
        try store.validate(data, knownValid: knownValid)
        try JournalCheck.validate(data.posts.filter { previewDrafts || !$0.draft }, library: data.library, layout: store.layout)
        try saveImage(state, data: data)
    }

    /// Decodes the built-in catalogue ahead of planning, where the dashboard reads it: which exercise
    /// is which main lift (its big lifts) and, for DOTS, which powerlifting lift.
    private func warmCatalogue() {
        _ = ExerciseCatalogue.builtIn
    }

    /// Analyse, resuming from the last build's checkpoint when it fits (`AnalyticsResume`), and
    /// write the next checkpoint when one is due.
    private func analyse(_ data: ProjectData, _ state: BuildState) throws -> Analysis {
        var digests: [String: UInt64] = [:]
        digests.reserveCapacity(data.workouts.count)
        for index in data.workouts.indices {
            let id = data.workouts[index].id
            digests[id] = state.fileDigests[StoreLayout.workoutPath(id: id)]
        }
        let resume = AnalyticsResume(salt: toolIdentity, workoutDigests: digests, checkpoint: state.checkpoint)
        let outcome = TrainingAnalytics.compute(data, today: state.day, resuming: resume)
        if let next = outcome.nextCheckpoint { try cache.save(analysisCheckpoint: next()) }
        return Analysis(analytics: outcome.analytics, workouts: data.workouts.count, resumedAfter: outcome.resumedAfter,
                        workoutDigests: digests)
    }

    /// Plan every page: the planner's tables and the last build's pages by task, one on each core,
    /// then the pages. The pages hold what they show; the history, its analysis and the planner's
    /// tables go, moved so that the background thread holds the last reference. With `previewDrafts`,
    /// the drafts' pages too (`JournalPostPageKind.draftPages`), apart.
    private func plan(_ data: consuming ProjectData, _ analysis: consuming Analysis, _ state: BuildState,
                      drafts: inout [PlannedPage]) throws -> [PlannedPage] {
        let sources = SharedSources(copy data, baseURL: state.baseURL, fileDigests: state.fileDigests)
        let (planner, reuse) = Parallel.both({ [data, analysis] in
            SitePlanner(data: data, analytics: analysis.analytics, today: state.day, sources: sources)
        }, { [analysis] in
            pageReuse(state, sources: sources, workoutDigests: analysis.workoutDigests)
        })
        let pages = try planner.plan(stylesheet: state.theme.files["style.css"] ?? "", reuse: reuse)
        if previewDrafts { drafts = JournalPostPageKind.draftPages(planner.context) }
        BackgroundRelease.release((consume planner, consume reuse, consume data, consume analysis))
        return pages
    }

    /// The drafts' pages as bytes, by path, for `serve` to answer from memory; nil but for `serve`.
    private func renderDrafts(_ pages: [PlannedPage], theme: Theme) throws -> [String: [UInt8]]? {
        guard previewDrafts else { return nil }
        var rendered: [String: [UInt8]] = [:]
        for page in pages { rendered[page.path] = try theme.bytes(of: page) }
        return rendered
    }

    /// Writes the store image for the next build (`StoreImage`), unless the one there will do. Only
    /// for a store whose workouts all passed validation.
    private func saveImage(_ state: BuildState, data: ProjectData) throws {
        let rules = StoreValidator.workoutRulesDigest(of: data, fileDigests: state.fileDigests)
        guard let bytes = state.snapshot.nextImage(identity: toolIdentity, workouts: data.workouts, digests: state.fileDigests,
                                                   validatedUnder: rules) else { return }
        try cache.save(storeImage: bytes)
    }

    /// Every input's hash: the store's bytes, the theme, the day, the base URL, this program and
    /// the output folder. Equal to the last build's, with the output intact, means nothing to do.
    private func stamp(_ storeDigest: String, theme: Theme, day: LocalDay) -> String {
        var hasher = StableHasher()
        // A preview's build renders the drafts a build leaves out: the two never stand for each other.
        for part in [storeDigest, theme.digest, day.description, baseURL ?? "", toolIdentity, output.path, previewDrafts ? "drafts" : ""] {
            hasher.combine(part)
        }
        return hasher.hex
    }

    /// What this build may keep from the last: the seed of every page fingerprint is what all pages
    /// read — what the shared inputs are made from (`sources`: settings, library, programs, base URL),
    /// the theme, this program and the output folder — and each workout's file digest
    /// (`workoutDigests`, by id) goes into its own pages' fingerprints.
    private func pageReuse(_ state: BuildState, sources: SharedSources, workoutDigests: [String: UInt64]) -> PageReuse {
        var seed = StableHasher()
        seed.add(sources)
        for part in [state.theme.digest, toolIdentity, output.path] { seed.combine(part) }
        return PageReuse(seed: seed.value, workoutDigests: workoutDigests, previous: state.reusable, listing: state.listing)
    }

    /// Renders every planned page and writes it as soon as its bytes are ready, on all cores: one
    /// pass, so writing overlaps rendering and no page's bytes outlive their write. Each worker
    /// releases the models it rendered, so tearing down hundreds of thousands of model objects is
    /// shared by the cores instead of trailing the build on one; `pages` is consumed for that (were
    /// the caller still holding it, the models would be freed on one thread afterwards). A page is
    /// written when its bytes hash differently from the last build's or its file changed since; a
    /// kept page (`PageReuse` checked its file) keeps the last build's entry. A page whose path is
    /// or goes through a symbolic link (it may lead anywhere) is not written.
    /// `serve`'s drafts are rendered first, into the report alone.
    private func renderAndWrite(_ pages: consuming [PlannedPage], drafts: [PlannedPage], _ state: inout BuildState) throws -> Written {
        state.report.drafts = try renderDrafts(drafts, theme: state.theme)
        let paths = pages.map(\.path)
        let (listing, previous, theme, writer, clean) = (state.listing, state.reusable, state.theme, writer, state.clean)
        let blocked = paths.filter { listing.symlink(on: $0) != nil }.sorted()
        let blockedSet = Set(blocked)
        // Kept pages take the last build's entry here; only the others go to the cores (a task per
        // kept page looked its entry up in the shared manifest from both cores, thousands of times).
        var entries: [String: BuildManifest.Entry] = [:]
        entries.reserveCapacity(paths.count)
        var rendered: [Int] = []
        var kept = 0
        for (index, page) in pages.enumerated() {
            if case .kept = page.content { kept += 1 }
            guard blockedSet.isEmpty || !blockedSet.contains(paths[index]) else { continue }
            if case .kept = page.content {
                entries[paths[index]] = previous?.files[paths[index]]
            } else {
                rendered.append(index)
            }
        }
        // A kept page's file is there untouched, so its folder is too: only the rendered pages'
        // folders are made (all of them cost a rebuild 6 ms, for folders that exist).
        try writer.prepareFolders(for: rendered.map { paths[$0] })
        let models = ResultSlots(pages)
        let toRender = rendered
        let outcomes = try Parallel.map(toRender.count) { position -> (wrote: Bool, entry: BuildManifest.Entry?) in
            let index = toRender[position]
            let page = models.take(index)
            let path = paths[index]
            let bytes = try theme.bytes(of: page)
            let contentHash = StableHasher.value(of: bytes)
            let (task, fingerprint) = (page.task ?? "", page.fingerprint)
            // Same bytes as the last build wrote, and the file untouched since: nothing to write.
            if var entry = previous?.files[path], entry.contentHash == contentHash, previous?.isIntact(path, in: listing) == true {
                entry.task = task
                entry.fingerprint = fingerprint
                return (false, entry)
            }
            // A clean build writes every page, even one whose file already holds its bytes.
            let (wrote, fileState) = try writer.write(bytes, to: path, mayExist: !clean && listing.state(of: path) != nil)
            return (wrote, fileState.map { BuildManifest.Entry(contentHash: contentHash, size: $0.size, modified: $0.modified,
                                                               task: task, fingerprint: fingerprint) })
        }
        var written: [String] = []
        for (position, outcome) in outcomes.enumerated() {
            let path = paths[rendered[position]]
            if outcome.wrote { written.append(path) }
            entries[path] = outcome.entry
        }
        state.report.files = paths.count
        state.report.reused = kept
        state.report.written = written
        state.report.blocked = blocked
        return Written(paths: paths, entries: entries)
    }

    /// Each file found that this build did not plan is ours (an earlier build wrote it: removed)
    /// or not (kept, and reported the first time it is seen); then the manifest of what this build
    /// wrote is saved. One pass, one lookup each.
    private func prune(_ written: consuming Written, _ state: inout BuildState) throws {
        let pathSet = Set(written.paths)
        var stale: [String] = []
        var foreign: [String] = []
        for path in state.listing.files where !pathSet.contains(path) {
            if state.lastBuild?.files[path] != nil { stale.append(path) } else { foreign.append(path) }
        }
        state.report.removed = try writer.prune(stale, listing: state.listing)
        try cache.save(BuildManifest(output: cache.outputKey(for: state.folder), stamp: state.stamp, files: written.entries,
                                     reported: Set(foreign + state.listing.symlinks)))
        let alreadyReported = state.lastBuild?.reported ?? []
        state.report.keptForeign = foreign.filter { !alreadyReported.contains($0) }
        state.report.symlinks = state.listing.symlinks.filter { !alreadyReported.contains($0) }
        BackgroundRelease.release((consume written, consume pathSet))
    }

    /// The report; the state — the snapshot, the listing, the manifests — is handed to a background
    /// thread to free.
    private func finish(_ state: consuming BuildState) -> BuildReport {
        let report = state.report
        BackgroundRelease.release(consume state)
        return report
    }
}
