extension StringProtocol {
    /// The text with its first letter capitalised: a phrase made to start a sentence or a heading.
    var sentenceCased: String { prefix(1).uppercased() + dropFirst() }
}
