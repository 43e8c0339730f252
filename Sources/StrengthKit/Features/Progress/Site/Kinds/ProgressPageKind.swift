/// `progress/index.html`: every lift trained in the recent window, grouped by its status as of the
/// build date (`ProgressEvaluator`) — stalled first, with what changed around each stall, then
/// declining, returning, gaining, flat, and those with too few weeks for a trend last, so that every
/// lift of the window is on the page and says why it has no trend. Each links to its exercise page.
struct ProgressPageKind: PageKind {
    static let template = TemplateName.progress
    static let path = "progress/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Progress", position: 7, path: path)

    /// The statuses' groups in the page's order (`ProgressStatus.key`): what needs a look first.
    static let groupOrder = ["stalled", "declining", "returning", "gaining", "flat", "notEnoughData"]

    /// Words only (`ProgressLine`): the page is made again when a status, its numbers or the window's
    /// phrase change — a new workout, a new day that moves a status — and kept otherwise.
    struct Inputs: StableHashable, Sendable {
        /// "the last 12 weeks", or "the 12 weeks to Tue 10 Jan 2023" when the window follows an older history.
        var window: String
        /// In the page's order: by group, then within it (`ordered`).
        var lifts: [Lift]
        var hasWorkouts: Bool
    }

    struct Lift: StableHashable, Sendable {
        var exercise: String
        var name: String
        var line: ProgressLine
    }

    struct Page: PageModel {
        struct Group: Sendable {
            var heading: String
            var anchor: String
            /// How many lifts it has, as a number.
            var count: String
            var lifts: [Row]
        }

        struct Row: Sendable {
            var name: String
            var href: String
            var line: ProgressLine
        }

        var layout: Layout
        var heading: String
        var intro: String
        var groups: [Group]
        var isEmpty: Bool
        /// No lift trained in the window, though there are workouts.
        var noLifts: Bool
        var aboutHref: String
    }

    let site: SiteContext

    var taskCount: Int { 1 }

    static func path(of inputs: Inputs) -> String { path }

    func inputs(ofTask index: Int) -> [Inputs] {
        let wording = ProgressWording(format: site.format)
        let window = site.recentWindow
        let lifts = Self.lines(Self.statuses(site), window: window, site: site, wording: wording).map { lift in
            Lift(exercise: lift.exercise.id, name: lift.exercise.name, line: lift.line)
        }
        return [Inputs(window: site.recentWindowPhrase, lifts: lifts, hasWorkouts: site.analytics.totalWorkouts > 0)]
    }

    /// Each lift's status in words, with what changed around it when it is a stall (`StallChange`, all
    /// the stalls' in one pass over their weeks' workouts), in the order given.
    static func lines(_ lifts: [(exercise: Exercise, status: ProgressStatus)], window: RecentWindow, site: SiteContext,
                      wording: ProgressWording) -> [(exercise: Exercise, line: ProgressLine)] {
        let stalls = lifts.compactMap { lift -> (exercise: String, since: LocalDay)? in
            guard case let .stalled(since, _, _) = lift.status else { return nil }
            return (lift.exercise.id, since)
        }
        let first = stalls.map { StallChange.firstDay(since: $0.since) }.min()
        let changes = first.map { first in
            StallChange.of(stalls, workouts: site.workouts(from: first, through: max(window.end, first)), end: window.end)
        } ?? [:]
        return lifts.map { lift in
            (lift.exercise, ProgressLine(lift.status, type: lift.exercise.type, change: changes[lift.exercise.id], wording: wording))
        }
    }

    /// Every lift with a status as of the build date (those trained in the recent window), in the page's
    /// order: by `groupOrder`; the longest stall, the steepest decline and the steepest gain first
    /// within theirs; by name otherwise. The dashboard counts the stalled of these.
    static func statuses(_ site: SiteContext) -> [(exercise: Exercise, status: ProgressStatus)] {
        let byID = statusesByExercise(site)
        return ordered(site.analytics.exercises.compactMap { entry in byID[entry.exercise.id].map { (exercise: entry.exercise, status: $0) } })
    }

    /// Lifts with their statuses in the page's order (`statuses`); a journal post's `{{progress}}` lists them so too.
    static func ordered(_ found: [(exercise: Exercise, status: ProgressStatus)]) -> [(exercise: Exercise, status: ProgressStatus)] {
        func rank(_ status: ProgressStatus) -> (Int, Double) {
            let group = groupOrder.firstIndex(of: status.key) ?? groupOrder.count
            return switch status {
            case .stalled(let since, _, _): (group, Double(since.daysSinceEpoch))
            case .declining(let share): (group, share)
            case .gaining(let share): (group, -share)
            default: (group, 0)
            }
        }
        return found.sorted { a, b in
            let (ra, rb) = (rank(a.status), rank(b.status))
            return ra != rb ? ra < rb : (a.exercise.name, a.exercise.id) < (b.exercise.name, b.exercise.id)
        }
    }

    /// Each lift's status by exercise id, worked out once a build (`SiteContext.progressStatuses`).
    static func statusesByExercise(_ site: SiteContext) -> [String: ProgressStatus] {
        site.progressStatuses.value {
            let window = site.recentWindow
            let weeks = site.shared.weeks
            var statuses: [String: ProgressStatus] = [:]
            for entry in site.analytics.exercises {
                statuses[entry.exercise.id] = ProgressEvaluator.status(of: entry, window: window, weeks: weeks)
            }
            return statuses
        }
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> Page {
        let layout = shared.layout(path: path, title: "Progress",
                                   description: "Which lifts are moving, which have stalled and since when.", section: "Progress")
        // The lifts are in group order already: each group is a run of them.
        var groups: [Page.Group] = []
        for lift in inputs.lifts {
            let row = Page.Row(name: lift.name, href: SitePaths.link(from: path, to: ExercisePageKind.path(lift.exercise)), line: lift.line)
            if groups.last?.anchor == lift.line.group {
                groups[groups.count - 1].lifts.append(row)
            } else {
                groups.append(Page.Group(heading: lift.line.label, anchor: lift.line.group, count: "", lifts: [row]))
            }
        }
        for index in groups.indices { groups[index].count = String(groups[index].lifts.count) }
        return Page(
            layout: layout, heading: "Progress",
            intro: "Every lift trained in \(inputs.window), by where it stands: stalled first, with what changed around "
                + "the stall, then declining, returning, gaining and flat. Each is read from the weekly bests its trend chart draws.",
            groups: groups, isEmpty: !inputs.hasWorkouts, noLifts: inputs.hasWorkouts && inputs.lifts.isEmpty,
            aboutHref: SitePaths.link(from: path, to: AboutPageKind.path) + "#progress")
    }
}
