import StrengthKit
/// What the preview server tells its front end, which prints it.
package enum PreviewEvent: Sendable {
    /// The build `serve` starts with.
    case built(BuildReport, seconds: Double)
    /// A build after `changes` (paths under the project, e.g. `Data/workouts/2025/…json`).
    case rebuilt(BuildReport, changes: [String], seconds: Double)
    /// A build after `changes` failed; the last good site is still served.
    case rebuildFailed(any Error, changes: [String])
    /// The base URL's path changed: the site is now served at `url`.
    case moved(url: String)
}
