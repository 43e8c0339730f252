/// An argument that parses but makes no sense; exits 64 with one line. One about the value of an
/// option or argument names it and, told by `ErrorReport`, ends with where to read more, as one
/// about the command line as a whole does when its help says what to give ("nothing to change").
struct UsageError: SubjectAndReason {
    /// The option with its dashes (`--format`), or the argument as the command's help names it
    /// (`<seconds>`); `nil` when the fault is in the command line as a whole.
    var option: String?
    var reason: String
    /// The command's help says how to put it right.
    var pointsAtHelp: Bool

    init(option: String? = nil, _ reason: String, pointsAtHelp: Bool? = nil) {
        self.option = option
        self.reason = reason
        self.pointsAtHelp = pointsAtHelp ?? (option != nil)
    }

    var subject: String? { option }
}
