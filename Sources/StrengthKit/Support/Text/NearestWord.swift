/// The one word of a closed set (commands, formats, setting keys) that a mistyped word was near
/// enough to be meant as: within two edits (a third of a long word), or its start.
package enum NearestWord {
    package static func to(_ typed: String, among words: [String]) -> String? {
        let lowered = typed.lowercased()
        return words
            .map { word in (distance: EditDistance.between(lowered, word), word: word) }
            .filter { $0.distance <= max(2, $0.word.count / 3) || (!lowered.isEmpty && $0.word.hasPrefix(lowered)) }
            .min { ($0.distance, $0.word) < ($1.distance, $1.word) }?.word
    }
}
