/// A problem with a file in a site project, reported as `path: field: what is wrong`.
package struct StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    enum Reason: Equatable, Sendable {
        /// There is no `Data/` folder: not a site project.
        case notAProject
        case unreadable(String)
        /// Not valid JSON, or JSON that does not decode; `field` names where.
        case malformed(field: String, String)
        /// Decoded, but a value breaks a rule of the store.
        case invalid(field: String, String)
        /// Written by a newer strength-site: `newest` is the newest version this one reads.
        case unsupportedSchema(found: Int, newest: Int = SchemaVersion.current)
        case unexpectedFile(String)
        case unwritable(String)
        case lockTimeout(seconds: Int)
        case alreadyExists
    }

    /// As shown to the user: relative to the current folder when the project is given relatively.
    var path: String
    var reason: Reason

    package var description: String {
        switch reason {
        case .malformed: "\(path): \(problem) (the file was left as it is; fix it or restore it from git)"
        default: "\(path): \(problem)"
        }
    }

    /// What is wrong, without the path and without the advice for a damaged store file: for a
    /// message about a file that is not in the store (an export document being imported).
    var problem: String {
        switch reason {
        case .notAProject:
            "no Data/ folder here, so this is not a site project; run `strength-site init` or pass --project DIR"
        case .unreadable(let why):
            "cannot be read: \(why)"
        case .malformed(let field, let why), .invalid(let field, let why):
            "\(field.isEmpty ? "" : field + ": ")\(why)"
        case .unsupportedSchema(let found, let newest):
            "written with schema version \(found), newer than this strength-site understands (up to \(newest)); upgrade strength-site"
        case .unexpectedFile(let why):
            why
        case .unwritable(let why):
            "cannot be written: \(why) (nothing was changed)"
        case .lockTimeout(let seconds):
            "another strength-site command has held the store's lock for \(seconds) s; try again when it has finished"
        case .alreadyExists:
            "already holds a site project; nothing was changed"
        }
    }
}
