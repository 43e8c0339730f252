import Foundation
import StrengthKit

/// Builds the site, then polls `Data/` and `Templates/` and builds again after each change, on a
/// thread of its own: builds never overlap, and a build (blocking, on all cores) never holds up
/// the server's tasks. The snapshot is taken before each build, so a change made while a build
/// runs is seen by the next poll.
final class SiteWatcher: @unchecked Sendable {
    static let watchedFolders = ["Data", "Templates"]

    private let builder: SiteBuilder
    private let state: PreviewState
    private let interval: Duration
    private let today: @Sendable (TimeZone) -> LocalDay
    private let events: @Sendable (PreviewEvent) -> Void
    /// Touched only by the thread that builds (first the caller of `buildFirst`, then the watcher's).
    private var snapshot = SourceSnapshot()

    init(builder: SiteBuilder, state: PreviewState, interval: Duration, today: @escaping @Sendable (TimeZone) -> LocalDay,
         events: @escaping @Sendable (PreviewEvent) -> Void) {
        self.builder = builder
        self.state = state
        self.interval = interval
        self.today = today
        self.events = events
    }

    /// The first build, whose event the caller sends when it is ready to serve; its error is the
    /// caller's too (there is no last good site to keep serving).
    func buildFirst() throws -> PreviewEvent {
        snapshot = takeSnapshot()
        let started = ContinuousClock.now
        let report = try build(announcingMove: false)
        return .built(report, seconds: Self.seconds(since: started))
    }

    /// Polls and rebuilds on a thread of its own, for as long as the process runs.
    func startWatching() {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: interval.inSeconds)
                pollOnce()
            }
        }
        thread.name = "strength-site serve watcher"
        thread.start()
    }

    /// Rebuilds when the watched files changed since the last build.
    func pollOnce() {
        let current = takeSnapshot()
        let changes = current.changes(since: snapshot)
        guard !changes.isEmpty else { return }
        snapshot = current
        let started = ContinuousClock.now
        do {
            let report = try build(announcingMove: true)
            events(.rebuilt(report, changes: changes, seconds: Self.seconds(since: started)))
        } catch {
            events(.rebuildFailed(error, changes: changes))
        }
    }

    private func takeSnapshot() -> SourceSnapshot {
        SourceSnapshot.take(of: builder.store.layout.projectDirectory, folders: Self.watchedFolders)
    }

    private func build(announcingMove: Bool) throws -> BuildReport {
        defer { state.endWriting() }  // when the build throws
        let report = try builder.build(today: today) { step, _ in
            if step == .render { state.beginWriting() }   // pages are written as they are rendered
        }
        // Before the build number moves: a page sent with the new number has the new bytes.
        state.endWriting()
        let changedDrafts = report.drafts.map(state.keepDrafts) ?? false
        let changedSite = !report.written.isEmpty || !report.removed.isEmpty || changedDrafts
        if state.finishBuild(changedSite: changedSite, baseURL: report.baseURL), announcingMove {
            events(.moved(url: state.servedURL))
        }
        return report
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        (ContinuousClock.now - start).inSeconds
    }
}
