/// Why a live-workout command cannot do what was asked; each says what to do instead.
package enum LiveWorkoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `workout start` while another workout is under way.
    case alreadyUnderway(name: String)
    /// A command that needs a live workout, and none was started.
    case noneUnderway
    /// `workout finish` with no set logged.
    case nothingLogged
    /// `--next` without an active split.
    case noActiveSplit
    /// A split, or its day, with no days or templates to take a plan from.
    case splitWithoutDays(String)
    /// `workout finish --save-as-template NAME` with a name a template already has.
    case templateNameTaken(String)

    package var description: String {
        switch self {
        case .alreadyUnderway(let name):
            "\"\(name)\" is under way; finish it (workout finish), cancel it (workout cancel) or see it (workout show) before starting another"
        case .noneUnderway:
            "no workout is under way; start one with `strength-site workout start \"TEMPLATE\"`, --next, --day DAY or --empty"
        case .nothingLogged:
            "the workout has no sets yet; add some with `strength-site workout add \"Bench Press: 100x5\"` or end it with `workout cancel`"
        case .noActiveSplit:
            "no split is active, so there is no next day; start a template by name, a day with --day, or an empty workout with --empty"
        case .splitWithoutDays(let name):
            "the split \"\(name)\" has no days"
        case .templateNameTaken(let name):
            "a template is already named \"\(name)\"; choose another name for --save-as-template"
        }
    }
}
