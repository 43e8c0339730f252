import Foundation
import StrengthKit

/// What the watcher and the request handlers share: the build number the reload script compares,
/// the base URL the site was last built for, and whether a build is writing the output right now.
final class PreviewState: @unchecked Sendable {
    private let lock = NSLock()
    private var buildNumber = 0
    private var baseURL: String?
    /// Odd while a build writes the output: a page read across a write is read again (a seqlock).
    private var writeSequence = 0
    private var listeningOrigin = ""
    /// The journal's drafts as the last build that ran rendered them (`BuildReport.drafts`), by path.
    private var draftPages: [String: [UInt8]] = [:]

    /// Counts the builds that changed the site; the reload script reloads when it moves.
    var build: Int { locked { buildNumber } }

    /// The base URL the site was last built for, and the path it is served under.
    var base: (publishedURL: String?, path: ServeBasePath) {
        locked { (baseURL, ServeBasePath(baseURL: baseURL)) }
    }

    /// `http://127.0.0.1:PORT`, once the server listens.
    var origin: String {
        get { locked { listeningOrigin } }
        set { locked { listeningOrigin = newValue } }
    }

    /// Where the site is served: the origin and the base path.
    var servedURL: String { origin + base.path.urlPath }

    /// The draft page at `path` (relative to the site's root), if the preview has one there: it is
    /// answered from memory, before the output folder is looked at.
    func draft(at path: String) -> [UInt8]? {
        locked { draftPages[path] }
    }

    /// Keeps a build's drafts; `true` when they differ from the last.
    func keepDrafts(_ pages: [String: [UInt8]]) -> Bool {
        locked {
            defer { draftPages = pages }
            return draftPages != pages
        }
    }

    func beginWriting() {
        locked { if writeSequence % 2 == 0 { writeSequence += 1 } }
    }

    func endWriting() {
        locked { if writeSequence % 2 == 1 { writeSequence += 1 } }
    }

    /// Records a finished build; `true` when the base path changed.
    func finishBuild(changedSite: Bool, baseURL newBaseURL: String?) -> Bool {
        locked {
            if changedSite { buildNumber += 1 }
            let moved = ServeBasePath(baseURL: newBaseURL) != ServeBasePath(baseURL: baseURL)
            baseURL = newBaseURL
            return moved
        }
    }

    /// `read`'s result from a moment no build was writing, waiting (up to about 3 s) for a write to end.
    func whenNotWriting<Value>(_ read: () -> Value) async -> Value {
        for _ in 0..<150 {
            let before = locked { writeSequence }
            if before % 2 == 0 {
                let value = read()
                if locked({ writeSequence }) == before { return value }
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return read()
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
