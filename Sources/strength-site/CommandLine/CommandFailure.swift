/// A command that could not do its job for a reason other than the store (a file it was asked to
/// read or write, a cancelled confirmation); exits 1 with one line.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
