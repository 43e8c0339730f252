import Foundation

/// The door of a project folder whose files are read and may end up in the site (`Data/`, the
/// theme's `Templates/`): what is let in, decided before anything is opened. A FIFO, socket or
/// device (opening one can block forever), a symbolic link leading out of the project (its target
/// would be published, or written to) and a file over its cap are refused, each with the reason
/// the user reads after the path; a link that stays inside the project is followed. Files are
/// opened non-blocking, so a FIFO swapped in after the check is an error too, not a hang.
struct EntryAdmission: Sendable {
    /// Why an entry was not let in: the words after its path.
    enum Refusal: Error, Equatable {
        /// Not what the folder keeps there (a FIFO, a link out, a folder for a file, too large).
        case unexpected(String)
        /// What the system said when it was read.
        case unreadable(String)
    }

    /// The project folder: a link must lead inside it (resolved only when there is a link, which
    /// keeps the door cheap for thousands of plain files).
    let project: URL
    /// Who keeps files in the folder, for "a folder where the store keeps a file".
    let keeper: String
    /// Where a refused entry is to be moved out of: `Data/`, `Templates/`.
    let folder: String

    /// Refuses `path` (absolute), which `kind` says what it is without following a link, unless it
    /// is (or links, inside the project, to) an `expected`: `.file` or `.folder`. The path is only
    /// worked out for a link: the store admits every workout file of a build, nearly all plain.
    func admit(_ path: @autoclosure () -> String, _ kind: EntryKind, as expected: EntryKind) throws(Refusal) {
        var kind = kind
        if kind == .symlink {
            let path = path()
            let target = FileSystem.resolvedPath(path)
            guard target.hasPrefix(FileSystem.resolvedPath(project.path) + "/") else {
                throw .unexpected("is a symbolic link to \(target), outside the project, so it was not read; move what it links to into \(folder)")
            }
            kind = EntryKind.following(path)
        }
        switch kind {
        case expected:
            return
        case .special(let what):
            throw .unexpected("is \(what), not a \(expected == .folder ? "folder" : "file"), so it was not opened; remove it from \(folder)")
        case .missing:
            throw .unexpected("is a symbolic link that leads nowhere; remove it from \(folder)")
        default:
            throw .unexpected(expected == .file ? "is a folder where \(keeper) keeps a file; move it out of \(folder)"
                : "is a file where \(keeper) keeps a folder; move it out of \(folder)")
        }
    }

    /// The bytes of the admitted file at `path` (absolute) and its signature, read only when it is
    /// a regular file of at most `maximumSize` bytes (checked on the open file, before reading);
    /// `what` names such a file for the refusal ("a theme file").
    func read(_ path: String, maximumSize: Int, what: String) throws(Refusal) -> (contents: Data, signature: FileSignature) {
        do {
            return try FileSystem.contentsAndSignature(ofPath: path, maximumSize: maximumSize)
        } catch let failure as FileSystem.Failure {
            switch failure.code {
            case EFBIG:
                throw .unexpected("is larger than \(what) can be (\(Self.sizeText(maximumSize))), so it was not read; move it out of \(folder)")
            case EINVAL:
                throw .unexpected("is not a regular file, so it was not read; remove it from \(folder)")
            default:
                throw .unreadable(String(cString: strerror(failure.code)))
            }
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// A cap in words: `64 MB`, or `256 KB` for one under a megabyte (`1 << 20` bytes).
    static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }
}
