import Foundation

/// A live figure in a journal post: a paragraph that is exactly `{{NAME ARGUMENTS}}`, worked out at
/// build time from the same analytics as the other pages. Arguments are words, or text in double
/// quotes (straight or curly, as a phone types them) when it holds spaces:
///
/// - `{{trend "Squat" e1rm 12w}}`: an exercise's weekly trend over the weeks up to the post's date;
///   the metric (`Metric`) and the weeks (`defaultWeeks`) may be left out.
/// - `{{records 2026-01-05..2026-02-28}}`: the records set in a range (`BlockRange`: days or `block:START`).
/// - `{{workout 2026-03-14}}`: a card for each workout of that day.
/// - `{{compare block:2026-01-05 block:2026-03-02}}`: two ranges side by side, as the blocks' pages set them.
/// - `{{progress}}`: the lifts' statuses as they stood on the post's date.
enum JournalDirective: Hashable, Sendable {
    case trend(exercise: String, metric: Metric?, weeks: Int)
    case records(BlockRange)
    case workout(LocalDay)
    case compare(BlockRange, BlockRange)
    case progress

    /// A directive's name, the word after `{{`.
    enum Name: String, Hashable, Sendable, CaseIterable {
        case trend, records, workout, compare, progress

        /// How the directive is written, as its errors and `journal --help` show it.
        var usage: String {
            switch self {
            case .trend: "{{trend \"EXERCISE\" [METRIC] [WEEKSw]}}"
            case .records: "{{records FIRST..LAST}}"
            case .workout: "{{workout YYYY-MM-DD}}"
            case .compare: "{{compare RANGE RANGE}}"
            case .progress: "{{progress}}"
            }
        }
    }

    /// What a trend shows, by the name a directive gives it; which an exercise has depends on its type.
    enum Metric: String, Hashable, Sendable, CaseIterable {
        case e1rm, topSet = "top-set", volume, reps, load, time, weight, distance, pace

        /// The trends an exercise of `type` has, in the order its page draws them; a directive that
        /// names no metric shows the first.
        static func trends(of type: ExerciseType) -> [Metric] {
            switch type {
            case .weightReps: [.e1rm, .topSet, .volume]
            case .bodyweightReps: [.reps, .load, .volume]
            case .repsOnly: [.reps]
            case .duration: [.time]
            case .weightDuration: [.weight, .time]
            case .distanceDuration: [.distance, .time, .pace]
            }
        }

        /// "estimated 1RM": what a trend of it shows, in a title after the exercise's name.
        var title: String {
            switch self {
            case .e1rm: "estimated 1RM"
            case .topSet: "top set"
            case .volume: "volume per week"
            case .reps: "reps per session"
            case .load: "heaviest added load"
            case .time: "longest time"
            case .weight: "heaviest weight"
            case .distance: "longest distance"
            case .pace: "best pace"
            }
        }
    }

    /// The weeks a trend shows when the directive does not say.
    static let defaultWeeks = 12
    /// The most weeks a trend may show: ten years.
    static let maximumWeeks = 520

    /// The directive a paragraph's source text is, nil when it is not one (not wrapped in `{{` `}}`),
    /// or what is wrong with it.
    static func parse(_ text: String) throws(Failure) -> JournalDirective? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{{"), trimmed.hasSuffix("}}"), trimmed.count >= 4 else { return nil }
        var words = try Self.words(String(trimmed.dropFirst(2).dropLast(2)))
        guard !words.isEmpty else { throw Failure.empty }
        let name = words.removeFirst()
        guard let directive = Name(rawValue: name) else { throw Failure.unknown(name) }
        func count(_ allowed: ClosedRange<Int>) throws(Failure) {
            guard allowed.contains(words.count) else { throw Failure.usage(name: name, usage: directive.usage) }
        }
        func range(_ word: String) throws(Failure) -> BlockRange {
            do { return try BlockRange.parse(word) } catch { throw Failure.range(error.description) }
        }
        switch directive {
        case .trend:
            try count(1...3)
            var metric: Metric?
            var weeks = defaultWeeks
            for word in words.dropFirst() {
                if let named = Metric(rawValue: word), metric == nil {
                    metric = named
                } else if let count = Self.weeks(word) {
                    weeks = count
                } else {
                    throw Failure.trendArgument(word)
                }
            }
            return .trend(exercise: words[0], metric: metric, weeks: weeks)
        case .records:
            try count(1...1)
            return .records(try range(words[0]))
        case .workout:
            try count(1...1)
            guard let day = LocalDay(words[0]) else { throw Failure.notADay(words[0]) }
            return .workout(day)
        case .compare:
            try count(2...2)
            return .compare(try range(words[0]), try range(words[1]))
        case .progress:
            try count(0...0)
            return .progress
        }
    }

    /// The directive as a paragraph writes it, read back the same (`parse`): a trend's exercise in
    /// quotes (curly ones when the name has a straight one), its weeks when they are not the default.
    var source: String {
        func range(_ range: BlockRange) -> String {
            switch range {
            case let .days(first, last): "\(first)\(BlockRange.separator)\(last)"
            case let .block(start): "\(BlockRange.blockPrefix)\(start)"
            }
        }
        let words: [String] = switch self {
        case let .trend(exercise, metric, weeks):
            [exercise.contains("\"") ? "\u{201C}\(exercise)\u{201D}" : "\"\(exercise)\""] + (metric.map { [$0.rawValue] } ?? [])
                + (weeks == Self.defaultWeeks ? [] : ["\(weeks)w"])
        case let .records(days): [range(days)]
        case let .workout(day): [day.description]
        case let .compare(first, second): [range(first), range(second)]
        case .progress: []
        }
        return "{{" + ([name.rawValue] + words).joined(separator: " ") + "}}"
    }

    /// The directive's name.
    var name: Name {
        switch self {
        case .trend: .trend
        case .records: .records
        case .workout: .workout
        case .compare: .compare
        case .progress: .progress
        }
    }

    /// The exercise a trend names; nil for the other directives, which name none.
    var exercise: String? {
        guard case let .trend(exercise, _, _) = self else { return nil }
        return exercise
    }

    /// `12w` as 12, for 1 to `maximumWeeks` weeks; nil for anything else.
    private static func weeks(_ word: String) -> Int? {
        guard word.hasSuffix("w"), let count = Int(word.dropLast()), (1...maximumWeeks).contains(count) else { return nil }
        return count
    }

    /// The words between the braces: runs without spaces, or quoted text (the quotes dropped).
    private static func words(_ text: String) throws(Failure) -> [String] {
        // A straight quote closes a straight one, a curly one a curly one: a name in curly quotes may hold straight ones.
        let closing: [Character: Character] = ["\"": "\"", "\u{201C}": "\u{201D}"]
        var words: [String] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            rest = rest[start...]
            if let quote = rest.first, let close = closing[quote] {
                let inside = rest.dropFirst()
                guard let end = inside.firstIndex(of: close) else { throw Failure.unclosedQuote }
                let word = String(inside[..<end])
                guard !word.trimmingCharacters(in: .whitespaces).isEmpty else { throw Failure.emptyQuote }
                words.append(word)
                rest = inside[inside.index(after: end)...]
                if let next = rest.first, !next.isWhitespace { throw Failure.textAfterQuote }
            } else {
                let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
                words.append(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return words
    }

    /// Why a directive does not read, in words the build error puts after the post's file and line.
    enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case empty
        case unknown(String)
        case usage(name: String, usage: String)
        case trendArgument(String)
        case notADay(String)
        case range(String)
        case unclosedQuote
        case emptyQuote
        case textAfterQuote

        var description: String {
            switch self {
            case .empty:
                "an empty directive {{}}; the directives are " + JournalDirective.names.joined(separator: ", ")
            case let .unknown(name):
                "unknown directive '\(name)'; the directives are " + JournalDirective.names.joined(separator: ", ")
            case let .usage(name, usage):
                "'\(name)' takes \(usage)"
            case let .trendArgument(word):
                "'\(word)' is neither a metric (" + Metric.allCases.map(\.rawValue).joined(separator: ", ")
                    + ") nor a number of weeks from 1w to \(JournalDirective.maximumWeeks)w"
            case let .notADay(word):
                "'\(word)' is not a day as YYYY-MM-DD"
            case let .range(reason):
                reason
            case .unclosedQuote:
                "a quote that does not close"
            case .emptyQuote:
                "an empty quoted name"
            case .textAfterQuote:
                "a space must follow a closing quote"
            }
        }
    }

    /// Every directive's name, in the order the documentation lists them.
    static var names: [String] { Name.allCases.map(\.rawValue) }
}
