/// A command that could not do its job for a reason other than the store (a file it was asked to
/// write, a confirmation answered no); exits 1 with one line naming the file. Without a path, the
/// sentence is the reason alone.
struct CommandFailure: SubjectAndReason {
    var path: String?
    var reason: String

    init(path: String? = nil, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The lifter answered no to a confirmation.
    static let cancelled = CommandFailure("cancelled; nothing was changed")

    var subject: String? { path }
}
