import Foundation
import Testing

/// A count and its noun are written by `NumberText.counted` (or `plural`), the one place that knows
/// "1 set" from "2 sets"; read from the sources, so a message that writes `\(count) sets` itself, or
/// `set(s)`, fails here before a lifter reads "1 sets".
@Suite struct CountedNounsTests {
    /// Files of other parts of the work still writing counts themselves, with how many: each is to
    /// be converted, and its number lowered (to nothing) as it is; a file that gains one fails.
    static let notYetConverted: [String: Int] = [:]

    static let sources = TestPaths.repository.appendingPathComponent("Sources")

    /// Every Swift file under Sources/, by its path below it, with its lines outside `//` comments.
    static func sourceLines() throws -> [String: [String]] {
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var files: [String: [String]] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            files[String(url.path.dropFirst(sources.path.count + 1))] = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        }
        return files
    }

    /// The plural nouns the sources count with the helper: `counted(n, "set")` makes "sets" one,
    /// `counted(n, "body-weight entry", plural: "body-weight entries")` the other.
    static func countedPlurals(in files: [String: [String]]) -> Set<String> {
        let call = /NumberText\.(?:counted|plural)\([^"\n]*"([^"\\]+)"(?:\s*,\s*plural:\s*"([^"\\]+)")?/
        var plurals: Set<String> = []
        for line in files.values.joined() {
            for match in line.matches(of: call) { plurals.insert(match.2.map(String.init) ?? match.1 + "s") }
        }
        return plurals
    }

    /// Where a line writes a count before a plural noun itself: an interpolation or a 1 before one of
    /// `plurals`, or a word with "(s)".
    static func selfCounted(_ line: String, plurals: Set<String>) throws -> [String] {
        let nouns = plurals.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let interpolation = #"\\\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)"#
        let patterns = [interpolation + " (?:\(nouns))\\b", #"(?<![\w.,])1 (?:"# + nouns + #")\b"#, #"\b(?!http\()[a-z]{2,}\(s\)(?=[ :;,.])"#]
        let range = NSRange(line.startIndex..., in: line)
        return try patterns.flatMap { pattern in
            try NSRegularExpression(pattern: pattern).matches(in: line, range: range).compactMap { Range($0.range, in: line).map { String(line[$0]) } }
        }
    }

    @Test func countsAreWrittenByTheCountingHelper() throws {
        let files = try Self.sourceLines()
        let plurals = Self.countedPlurals(in: files)
        #expect(plurals.isSuperset(of: ["sets", "workouts", "exercises", "reps", "weeks"]), "\(plurals.sorted())")
        var found: [String: [String]] = [:]
        for (path, lines) in files {
            for (number, line) in lines.enumerated() {
                for text in try Self.selfCounted(line, plurals: plurals) { found[path, default: []].append("line \(number + 1): \(text)") }
            }
        }
        for path in Set(found.keys).union(Self.notYetConverted.keys).sorted() {
            let count = found[path]?.count ?? 0
            #expect(count == Self.notYetConverted[path] ?? 0,
                    "\(path) writes \(count) count(s) itself (\(found[path] ?? [])); write them with NumberText.counted and keep notYetConverted exact")
        }
    }

    /// What the scan finds and what it leaves, by hand.
    @Test(arguments: [
        (#"lines.append("\(exercise.name), \(exercise.sets) sets")"#, [#"\(exercise.sets) sets"#]),
        (#""appears in \(workouts) workout(s), so""#, ["workout(s)"]),
        (#""1 sets""#, ["1 sets"]),
        (#""\(NumberText.counted(n, "set")) so far""#, []),
        (#""a \(type.displayName) set has no reps""#, []),
        (#""an absolute http(s) URL""#, []),
    ] as [(String, [String])])
    func theScanFindsACountWrittenByHand(line: String, expected: [String]) throws {
        #expect(try Self.selfCounted(line, plurals: ["sets", "workouts"]) == expected)
    }
}
