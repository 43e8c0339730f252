import Foundation

extension String {
    /// Without leading and trailing white space. Most export fields have none, so this first looks
    /// at the two ends and returns the text itself when both are plain ASCII (Foundation's trimming,
    /// which also knows the non-ASCII spaces, is costly per field).
    var importTrimmed: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        if first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return self }
        return trimmingCharacters(in: .whitespaces)
    }

    /// Like `importTrimmed`, also removing line breaks (names and notes may end in one).
    var importTrimmedLines: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        func plain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D }
        if plain(first), plain(last) { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
