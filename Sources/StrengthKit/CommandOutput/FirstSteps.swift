/// The first commands of a new project, as `init` prints them and the empty site shows them: right
/// to paste on the day they are read. No `--start`, so no invented date (the workout ended now);
/// `cd` first when the project is in another folder; each line short enough for a phone's width
/// (a long command continues on the next line after ` \`).
package enum FirstSteps {
    /// A first workout: the lifter's own exercises and sets go in place of these.
    package static let firstWorkout = [
        "strength-site log --name \"Upper A\" \\",
        "  --duration 65m \\",
        "  \"Bench Press: w60x10, 100x5x3\"",
    ]

    package static let build = "strength-site build"

    /// What to do next, one command a line, after `heading`'s sentence: with an active split, today's
    /// plan and its live workout; else a first workout logged and the site built. `folder` is the
    /// project's folder as given, `nil` for the current one.
    package static func commands(folder: String?, hasProgram: Bool) -> (heading: String, lines: [String]) {
        let change = folder.map { ["cd " + shellWord($0)] } ?? []
        if hasProgram {
            return ("Next, see today's plan and start its workout:",
                    change + ["strength-site home", "strength-site workout start --next"])
        }
        return ("Next, log today's workout with your own sets, then build the site:",
                change + firstWorkout + [build])
    }

    /// `folder` as one shell word: bare when nothing in it is special to a shell, else quoted.
    static func shellWord(_ folder: String) -> String {
        let plain = folder.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "._/+-".unicodeScalars.contains(scalar))
        }
        return plain && !folder.hasPrefix("-") ? folder : ShellWord.quoted(folder)
    }
}
