import ArgumentParser
import StrengthKit

/// Where `build` and `publish` write the site and the address it will be published at: the two
/// commands take the same options, checked the same way.
struct SiteDestinationOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (default: Site/ in the project).", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Absolute URL the site will be published at.", valueName: "url"))
    var baseURL: String?

    /// Called from each command's `validate()`, after the checks of its own options, so that the first
    /// error a command line shows stays the one it showed before (a group's `validate()` would run first).
    func checkBaseURL() throws {
        if let baseURL, !WebAddress.isValidBase(baseURL) {
            throw ValidationError("--base-url: '\(baseURL)' is not an absolute http(s) URL")
        }
    }
}
