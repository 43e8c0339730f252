import Foundation

/// What a build knows once it has loaded its inputs, which every later step reads, and the report
/// the steps fill in as they go (`SiteBuilder.build`).
struct BuildState: Sendable {
    /// The store's files, read once (the workout files the store image had not decoded).
    let snapshot: StoreSnapshot
    /// Each store file's hash of its path and bytes (`StoreSnapshot.fileDigests`).
    let fileDigests: [String: UInt64]
    let theme: Theme
    /// The day the build takes as today, in the project's time zone.
    let day: LocalDay
    /// `--base-url`, or the settings'.
    let baseURL: String?
    /// Every input's hash (`SiteBuilder.stamp`): equal to the last build's, with its files intact,
    /// means there is nothing to do.
    let stamp: String
    /// The folder built into, its links resolved: its manifest is looked up by it.
    let folder: URL
    /// The output folder as it was before this build wrote anything.
    let listing: FolderListing
    /// What the last build into `folder` wrote, when it is known (`BuildCache`): the record of which
    /// files there are ours (prune, the output folder's rules), reused or not.
    let lastBuild: BuildManifest?
    /// `build --clean`: nothing an earlier build left to spare work is used.
    let clean: Bool
    /// The last build's analysis checkpoint, unchecked (the analysis checks it).
    let checkpoint: [UInt8]?
    var report: BuildReport

    /// The last build's manifest as far as it spares this build work — its stamp, content hashes and
    /// page fingerprints — or nil: none, or a clean build.
    var reusable: BuildManifest? { clean ? nil : lastBuild }
}
