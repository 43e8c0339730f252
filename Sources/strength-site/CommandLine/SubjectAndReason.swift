/// An error told in one line as what it is about, then why: `--format: 'strnog' is not …`,
/// `out.json: cannot be written: …`; without a subject, the reason alone.
protocol SubjectAndReason: Error, CustomStringConvertible {
    var subject: String? { get }
    var reason: String { get }
}

extension SubjectAndReason {
    var description: String {
        subject.map { "\($0): \(reason)" } ?? reason
    }
}
