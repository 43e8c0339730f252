import Foundation

/// What every page may read besides its own inputs: the settings, the exercise library, the programs
/// and the base URL, and what follows from them alone (the display formatter, the layout, names by
/// id). It is made from one `SharedSources` value and the kinds' menu entries (this program's), and
/// the hash of that value seeds every page fingerprint (`PageReuse.seed`, with the theme and this
/// program), so a page's fingerprint covers them without hashing them page by page.
final class SharedInputs: Sendable {
    let settings: Settings
    let library: ExerciseLibrary
    let programs: Programs
    /// With a trailing `/`, when known.
    let baseURL: String?
    let format: DisplayFormatter
    let timeZone: TimeZone
    /// Weeks as the settings start them.
    let weeks: TrainingWeeks
    let exercises: [String: Exercise]
    let exerciseTypes: [String: ExerciseType]
    let exerciseNames: [String: String]
    let templateNames: [String: String]
    /// Goals in words, as the terminal words them.
    let goalWording: GoalWording
    /// The navigation's entries that this site shows, in order.
    let menu: [MenuEntry]

    /// - Parameter menu: every kind's entry (`SiteKinds.menu`), shown or not.
    init(_ sources: SharedSources, menu: [MenuEntry]) {
        let (settings, library, programs) = (sources.settings.value, sources.library.value, sources.programs.value)
        self.settings = settings
        self.library = library
        self.programs = programs
        baseURL = sources.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        format = DisplayFormatter(unit: settings.units)
        timeZone = TimeZone(identifier: settings.timeZone) ?? .gmt
        weeks = TrainingWeeks(firstWeekday: settings.weekStart)
        exercises = Dictionary(library.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        exerciseTypes = exercises.mapValues(\.type)
        exerciseNames = exercises.mapValues(\.name)
        templateNames = programs.templateNamesByID
        goalWording = GoalWording(format: format, exerciseNames: exerciseNames, repCap: settings.oneRepMax.repCap)
        self.menu = menu.filter { $0.isShown(sources) }.sorted { $0.position < $1.position }
    }

    var publishNotes: Bool { settings.privacy.publishNotes }

    func exerciseName(_ id: String) -> String { exercises[id]?.name ?? id }

    /// `18:00`, the local start in the project's time zone.
    func time(of workout: Workout) -> String {
        let local = workout.start.local(in: timeZone)
        return Digits.pad(local.hour, 2) + ":" + Digits.pad(local.minute, 2)
    }

    /// The layout of a page at `path`.
    func layout(path: String, title: String, description: String, section: String?) -> Layout {
        let root = SitePaths.root(from: path)
        return Layout(
            siteTitle: settings.site.title, pageTitle: title, description: description, root: root,
            canonical: baseURL.map { $0 + SitePaths.published(path) },
            appearance: settings.appearance.rawValue,
            navigation: menu.map { Link(label: $0.label, href: root + $0.path, current: $0.label == section) },
            author: settings.site.author)
    }

    /// Kilograms in the display unit, for charts.
    func displayWeight(_ kilograms: Double) -> Double { settings.units.value(fromKilograms: kilograms) }

    var weightUnit: String { settings.units.rawValue }
}
