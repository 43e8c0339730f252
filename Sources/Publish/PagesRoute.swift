import StrengthKit

/// The two ways `init` sets a project up for GitHub Pages, told by what each makes public. The
/// workflow builds the site on GitHub from `Data/`, so `Data/` must be in the repository, and Pages
/// on a free plan serves only a public repository: there every file of `Data/` is public, body
/// weight and notes the privacy settings keep off the site included. `publish` pushes the built site
/// alone, so the project itself can stay private.
package enum PagesRoute: String, CaseIterable, Sendable {
    /// `strength-site publish --remote URL` pushes the site to a separate public repository; the
    /// project stays in a private repository, or in none. `init` writes no workflow.
    case publish
    /// The project is a public repository whose workflow (`PagesWorkflow`) builds and deploys the site.
    case workflow

    /// The route `init` takes unless told or answered otherwise: the one that publishes nothing the
    /// settings keep private.
    package static let standard = PagesRoute.publish

    /// The route and its consequence, in one sentence.
    package var sentence: String {
        switch self {
        case .publish:
            "Keep this project in a private repository (or in none) and push only the built site to a separate "
                + "public repository with `strength-site publish --remote URL`: nothing in Data/ is published "
                + "(GitHub Pages on a private repository needs a paid plan)."
        case .workflow:
            "Push this project to a public repository and the workflow init writes (\(PagesWorkflow.path)) builds "
                + "and publishes the site: everything in Data/ is public, the body weight and notes your settings "
                + "keep off the site included."
        }
    }

    /// `init`'s flag and its values, for the help and for errors.
    package static let flag = "--pages"
    package static var values: String { allCases.map(\.rawValue).joined(separator: " or ") }

    /// Both routes as a Markdown list, the default marked: the README's copy, which a test holds to this.
    package static var markdown: String {
        allCases.map { route in
            "- `\(flag) \(route.rawValue)`\(route == standard ? " (the default)" : ""): \(route.sentence)\n"
        }.joined()
    }

    /// Both routes, one sentence each under its name, `chosen` marked: what `init` prints and asks
    /// with, folded to fit a terminal.
    package static func choices(marking chosen: PagesRoute?) -> [String] {
        allCases.flatMap { route in
            let mark = route == chosen ? " (chosen)" : ""
            return ["  \(flag) \(route.rawValue)\(mark):"] + HangingIndent.lines(route.sentence, firstIndent: 4, indent: 4)
        }
    }
}
