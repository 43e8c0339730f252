import Foundation

/// `strength-site build`: Data/ and the theme in, the site out, as a pipeline of named steps —
/// load, validate, analyse, plan pages, render, write, prune. Same store, theme and `today`: same bytes.
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
    /// The user's home folder, which is never an output folder.
    let homeDirectory: URL?

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
        let layout = store.layout
        let cache = BuildCache(layout: layout)
        // The last build is looked up by the folder the output really is: a `Site` swapped for a link
        // to another folder is a folder no build of ours wrote, whatever the last build into `Site/` wrote.
        let folder = URL(fileURLWithPath: FileSystem.resolvedPath(output.path))

        progress(.load, "Data/")
        // The store (read once, under the lock: hashed for the no-change check, decoded when anything
        // changed) on one core; on the other the theme (compiled), and what the last build left in the
        // output folder. The output is listed before anything is written, so a build into an empty
        // folder walks nothing later.
        let themeSlot = ResultSlots<Result<Theme, any Error>>(count: 1)
        let loaded = Result {
            try Parallel.both({
                let snapshot = try store.snapshot(reusing: cache.storeImage(identity: toolIdentity))
                return (snapshot, snapshot.fileDigests())
            }, {
                themeSlot[0] = Result {
                    try Theme(overrides: ThemeLoader.overrides(layout: layout), displayFolder: layout.displayTemplates)
                }
                return (cache.manifest(for: folder), writer.listing(), cache.analysisCheckpoint())
            })
        }
        // A problem in the theme is reported before one in the store, as when the theme was loaded first.
        let theme = try themeSlot.take(0).get()
        let ((snapshot, fileDigests), (previous, listing, checkpoint)) = try loaded.get()
        let settings = try snapshot.settings()
        let buildDay = today(TimeZone(identifier: settings.timeZone) ?? .gmt)
        var report = BuildReport(files: 0, written: [], removed: [], unknownKeys: theme.unknownKeys(),
                                 uncompiledTheme: theme.uncompiledReason, workouts: snapshot.workoutCount, day: buildDay,
                                 baseURL: baseURL ?? settings.site.baseURL)
        let stamp = stamp(StoreSnapshot.digest(of: fileDigests), theme: theme, day: buildDay)
        try writer.checkNoSpecialFiles(listing)
        try writer.checkOwnership(listing, previous: previous, isProjectSite: writer.isProjectSite(layout), force: force)
        if let previous, previous.stamp == stamp, writer.isIntact(listing, as: previous) {
            report.files = previous.files.count
            // Files touched but not changed (the store the last build validated): the image learns
            // their new signatures when there are more than a few (decoded only then).
            if snapshot.needsNewImage(validatedUnder: StoreValidator.workoutRulesDigest(fileDigests)) {
                try saveImage(snapshot, workouts: snapshot.decode().workouts, digests: fileDigests)
            }
            return report
        }

        let (data, imageWorkoutIDs) = try snapshot.decodeNotingImage()
        progress(.validate, "\(NumberText.grouped(data.workouts.count)) workouts")
        // The image's workouts passed these rules when it was written, if the library and programs are the same.
        let knownValid = snapshot.image?.validatedUnder == StoreValidator.workoutRulesDigest(fileDigests) ? imageWorkoutIDs : []
        let (analytics, resumedAfter, workoutDigests) = try validateAndAnalyse(data, knownValid: knownValid, day: buildDay,
                                                                               fileDigests: fileDigests, checkpoint: checkpoint) {
            try saveImage(snapshot, workouts: data.workouts, digests: fileDigests)
        }
        progress(.analyse, resumedAfter == 0 ? "" : "\(NumberText.grouped(data.workouts.count - resumedAfter)) newest workouts (the "
                 + "\(NumberText.grouped(resumedAfter)) before them from the last build's checkpoint)")
        progress(.plan, "")
        // The planner's tables and the last build's pages by task, one on each core.
        let (planner, reuse) = Parallel.both({
            SitePlanner(data: data, analytics: analytics, today: buildDay, baseURL: baseURL ?? data.settings.site.baseURL)
        }, {
            pageReuse(fileDigests, workoutDigests: workoutDigests, theme: theme, previous: previous, listing: listing)
        })
        let pages = try planner.plan(stylesheet: theme.files["style.css"] ?? "", reuse: reuse)
        // The pages hold what they show; the history, its analysis and the planner's tables go, moved
        // so that the background thread holds the last reference.
        BackgroundRelease.release((consume planner, consume reuse, consume data, consume analytics))
        let paths = pages.map(\.path)
        report.files = paths.count
        report.reused = pages.reduce(0) { count, page in
            if case .kept = page.content { count + 1 } else { count }
        }

        progress(.render, "\(NumberText.grouped(paths.count)) pages into \(outputDisplay)")
        let written = try renderAndWrite(consume pages, paths: paths, theme: theme, writer: writer, listing: listing,
                                         previous: previous)
        report.written = written.paths
        report.blocked = written.blocked

        progress(.prune, "")
        // Each file found that this build did not plan is ours (an earlier build wrote it: removed)
        // or not (kept, and reported the first time it is seen). One pass, one lookup each.
        let pathSet = Set(paths)
        var stale: [String] = []
        var foreign: [String] = []
        for path in listing.files where !pathSet.contains(path) {
            if previous?.files[path] != nil { stale.append(path) } else { foreign.append(path) }
        }
        report.removed = try writer.prune(stale, listing: listing)
        let alreadyReported = previous?.reported ?? []
        try cache.save(BuildManifest(output: folder.path, stamp: stamp, files: written.entries, reported: Set(foreign + listing.symlinks)))
        report.keptForeign = foreign.filter { !alreadyReported.contains($0) }
        report.symlinks = listing.symlinks.filter { !alreadyReported.contains($0) }
        // Moved, so the background thread holds the last reference (the snapshot is captured by a closure and cannot be).
        BackgroundRelease.release((snapshot, consume listing, consume previous, consume paths, consume pathSet, written))
        return report
    }

    /// Every input's hash: the store's bytes, the theme, the day, the base URL, this program and
    /// the output folder. Equal to the last build's, with the output intact, means nothing to do.
    private func stamp(_ storeDigest: String, theme: Theme, day: LocalDay) -> String {
        var hasher = StableHasher()
        for part in [storeDigest, theme.digest, day.description, baseURL ?? "", toolIdentity, output.path] {
            hasher.combine(part)
        }
        return hasher.hex
    }

    /// What this build may keep from the last: the seed of every page fingerprint is what all pages
    /// read — settings, library, programs, the theme, this program, the base URL and output folder —
    /// and each workout's file digest (`workoutDigests`, by id) goes into its own pages' fingerprints.
    private func pageReuse(_ fileDigests: [String: UInt64], workoutDigests: [String: UInt64], theme: Theme, previous: BuildManifest?,
                           listing: FolderListing) -> PageReuse {
        var seed = StableHasher()
        for path in [StoreLayout.settingsPath, StoreLayout.exercisesPath, StoreLayout.programsPath] {
            seed.combine(path)
            seed.combine(fileDigests[path] ?? 0)
        }
        for part in [theme.digest, baseURL ?? "", toolIdentity, output.path] { seed.combine(part) }
        return PageReuse(seed: seed.value, workoutDigests: workoutDigests, previous: previous, listing: listing)
    }

    /// Validation (but of the workouts of `knownValid`) and then `afterValidation` (the store image,
    /// which holds only valid workouts) take one core, the analysis another; the built-in catalogue
    /// (which the dashboard's DOTS score reads, when shown: decoded here, instead of inside the
    /// dashboard's task) goes to whichever core is free first. The analysis resumes from the last
    /// build's checkpoint when it fits (`AnalyticsResume`), writes the next one when due, and is used
    /// only once validation passed. Returns it, how many workouts the checkpoint covered, and each
    /// workout's file digest by workout id (made once here, for the checkpoint's key and the workout
    /// pages' fingerprints).
    private func validateAndAnalyse(_ data: ProjectData, knownValid: Set<String>, day: LocalDay, fileDigests: [String: UInt64],
                                    checkpoint: [UInt8]?,
                                    afterValidation: @Sendable () throws -> Void) throws -> (TrainingAnalytics, Int, [String: UInt64]) {
        let (store, cache, salt) = (store, BuildCache(layout: store.layout), toolIdentity)
        let results = try Parallel.map(3) { part -> (ResumedAnalytics, [String: UInt64])? in
            switch part {
            case 0:
                try store.validate(data, knownValid: knownValid)
                try afterValidation()
            case 1:
                var digests: [String: UInt64] = [:]
                digests.reserveCapacity(data.workouts.count)
                for index in data.workouts.indices {
                    let id = data.workouts[index].id
                    digests[id] = fileDigests[StoreLayout.workoutPath(id: id)]
                }
                let outcome = TrainingAnalytics.compute(data, today: day,
                                                        resuming: AnalyticsResume(salt: salt, workoutDigests: digests, checkpoint: checkpoint))
                if let next = outcome.nextCheckpoint { try cache.save(analysisCheckpoint: next()) }
                return (outcome, digests)
            default:
                // Only the dashboard's DOTS score reads it, and only when the settings show one.
                if data.settings.dots != nil, data.settings.privacy.publishBodyWeight { _ = ExerciseCatalogue.builtIn }
            }
            return nil
        }
        let (outcome, digests) = results[1]!
        return (outcome.analytics, outcome.resumedAfter, digests)
    }

    /// Writes the store image for the next build (`StoreImage`), unless the one there will do. Only
    /// for a store whose workouts all passed validation.
    private func saveImage(_ snapshot: StoreSnapshot, workouts: [Workout], digests: [String: UInt64]) throws {
        guard let bytes = snapshot.nextImage(identity: toolIdentity, workouts: workouts, digests: digests,
                                             validatedUnder: StoreValidator.workoutRulesDigest(digests)) else { return }
        try BuildCache(layout: store.layout).save(storeImage: bytes)
    }

    /// Renders every planned page and writes it as soon as its bytes are ready, on all cores: one
    /// pass, so writing overlaps rendering and no page's bytes outlive their write. Each worker
    /// releases the models it rendered, so tearing down hundreds of thousands of model objects is
    /// shared by the cores instead of trailing the build on one; `pages` is consumed for that (were
    /// the caller still holding it, the models would be freed on one thread afterwards). A page is
    /// written when its bytes hash differently from the last build's or its file changed since; a
    /// kept page (`PageReuse` checked its file) keeps the last build's entry. Returns the written
    /// paths, the manifest entries, and the pages not written because their path is or goes through
    /// a symbolic link (it may lead anywhere).
    private func renderAndWrite(_ pages: consuming [PlannedPage], paths: [String], theme: Theme, writer: SiteWriter,
                                listing: FolderListing, previous: BuildManifest?)
        throws -> (paths: [String], entries: [String: BuildManifest.Entry], blocked: [String]) {
        let blocked = paths.filter { listing.symlink(on: $0) != nil }.sorted()
        let blockedSet = Set(blocked)
        // Kept pages take the last build's entry here; only the others go to the cores (a task per
        // kept page looked its entry up in the shared manifest from both cores, thousands of times).
        var entries: [String: BuildManifest.Entry] = [:]
        entries.reserveCapacity(paths.count)
        var rendered: [Int] = []
        for (index, page) in pages.enumerated() where blockedSet.isEmpty || !blockedSet.contains(paths[index]) {
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
            let (wrote, state) = try writer.write(bytes, to: path, mayExist: listing.state(of: path) != nil)
            return (wrote, state.map { BuildManifest.Entry(contentHash: contentHash, size: $0.size, modified: $0.modified,
                                                           task: task, fingerprint: fingerprint) })
        }
        var written: [String] = []
        for (position, outcome) in outcomes.enumerated() {
            let path = paths[rendered[position]]
            if outcome.wrote { written.append(path) }
            entries[path] = outcome.entry
        }
        return (written, entries, blocked)
    }
}
