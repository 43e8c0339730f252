import Foundation
import Testing
@testable import StrengthKit

/// `ExerciseSuggester` over the starter library plus what imports leave behind.
@Suite struct ExerciseSuggesterTests {
    /// An exercise added to the starter library, with `sets` logged sets ("1x1" in log syntax, or a
    /// time or distance for those types) unless `entry` is given.
    struct Added: Sendable {
        var name: String
        var type: ExerciseType
        var sets: Int = 0
        var aliases: [String] = []
        var categories: [String] = []
        /// The sets in `log` syntax, instead of `sets` plain ones.
        var entry: String?
    }

    struct Expected: Equatable, Sendable, CustomStringConvertible {
        var from: String
        var into: String
        var evidence: MergeSuggestion.Evidence
        var description: String { "\(from) -> \(into) (\(evidence.rawValue))" }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var title: String
        var added: [Added]
        /// Sets logged for starter exercises, `log` entries.
        var logged: [String] = []
        var expected: [Expected]
        var testDescription: String { title }
    }

    static func plainSet(for type: ExerciseType) -> String {
        switch type {
        case .weightReps: "20x10"
        case .bodyweightReps: "+0x10"
        case .repsOnly: "x10"
        case .duration: "60s"
        case .distanceDuration: "1km in 5:00"
        case .weightDuration: "20x45s"
        }
    }

    static func data(_ example: Case) throws -> ProjectData {
        var fixture = HistoryFixture()
        for added in example.added {
            _ = try LibraryEditor.addExercise(name: added.name, type: added.type,
                                              changes: .init(categories: added.categories, addAliases: added.aliases), to: &fixture.data)
        }
        var entries = example.logged
        for added in example.added {
            if let entry = added.entry {
                entries.append("\(added.name): \(entry)")
            } else if added.sets > 0 {
                entries.append("\(added.name): " + Array(repeating: plainSet(for: added.type), count: added.sets).joined(separator: ", "))
            }
        }
        if !entries.isEmpty { try fixture.log("2025-03-10 18:00", entries: entries) }
        return fixture.data
    }

    static let cases: [Case] = [
        Case(title: "the starter library alone has no pair (Bench Press and Dumbbell Bench Press, Push Up and Pull Up)",
             added: [], expected: []),
        Case(title: "Incline and Decline are not a typo of each other",
             added: [Added(name: "Decline Bench Press", type: .weightReps, sets: 2)], expected: []),
        Case(title: "an import's barbell lift goes into the library's plain name, though it has more sets",
             added: [Added(name: "Bench Press (Barbell)", type: .weightReps, sets: 3)], logged: ["Bench Press: 100x5"],
             expected: [Expected(from: "Bench Press (Barbell)", into: "Bench Press", evidence: .barbellDropped)]),
        Case(title: "a dumbbell bench press pairs with the library's dumbbell bench press, not with the barbell one",
             added: [Added(name: "Bench Press (Dumbbell)", type: .weightReps, sets: 2)],
             expected: [Expected(from: "Bench Press (Dumbbell)", into: "Dumbbell Bench Press", evidence: .sameEquipment)]),
        Case(title: "both of Strong's bench presses find their own",
             added: [Added(name: "Bench Press (Barbell)", type: .weightReps, sets: 4),
                     Added(name: "Bench Press (Dumbbell)", type: .weightReps, sets: 2)],
             expected: [Expected(from: "Bench Press (Dumbbell)", into: "Dumbbell Bench Press", evidence: .sameEquipment),
                        Expected(from: "Bench Press (Barbell)", into: "Bench Press", evidence: .barbellDropped)]),
        Case(title: "another equipment in parentheses is the least likely pair",
             added: [Added(name: "Lat Pulldown (Cable)", type: .weightReps, sets: 5),
                     Added(name: "Barbell Squat", type: .weightReps, sets: 1)],
             expected: [Expected(from: "Barbell Squat", into: "Squat", evidence: .barbellDropped),
                        Expected(from: "Lat Pulldown (Cable)", into: "Lat Pulldown", evidence: .equipmentDropped)]),
        Case(title: "a load beside a bodyweight exercise, converted when it was weight × reps",
             added: [Added(name: "Pull Up (Assisted)", type: .bodyweightReps, entry: "-20x8, -20x8"),
                     Added(name: "Weighted Dip", type: .weightReps, sets: 1)],
             expected: [Expected(from: "Pull Up (Assisted)", into: "Pull Up", evidence: .loadDropped),
                        Expected(from: "Weighted Dip", into: "Dip", evidence: .loadDropped)]),
        Case(title: "a load beside an exercise that is not bodyweight reps is no pair",
             added: [Added(name: "Weighted Lunge", type: .weightReps, sets: 1)], expected: []),
        Case(title: "one letter apart; the one with fewer sets goes",
             added: [Added(name: "Bicep Curl", type: .weightReps, sets: 1), Added(name: "Biceps Curl", type: .weightReps, sets: 3)],
             expected: [Expected(from: "Bicep Curl", into: "Biceps Curl", evidence: .oneLetterApart)]),
        Case(title: "two neighbouring letters swapped is a typo",
             added: [Added(name: "Romanain Deadlift", type: .weightReps, sets: 1)],
             expected: [Expected(from: "Romanain Deadlift", into: "Romanian Deadlift", evidence: .oneLetterApart)]),
        Case(title: "one letter replaced is another exercise as often as a typo",
             added: [Added(name: "Hip Abductor (Machine)", type: .weightReps, sets: 2),
                     Added(name: "Hip Adductor (Machine)", type: .weightReps, sets: 5)], expected: []),
        Case(title: "one other equipment per plain name: the one with the most sets",
             added: [Added(name: "Lateral Raise (Dumbbell)", type: .weightReps, sets: 3),
                     Added(name: "Lateral Raise (Cable)", type: .weightReps, sets: 2)],
             expected: [Expected(from: "Lateral Raise (Dumbbell)", into: "Lateral Raise", evidence: .equipmentDropped)]),
        Case(title: "a plain name an alias gives an equipment pairs with no other equipment",
             added: [Added(name: "Side Raise", type: .weightReps, aliases: ["Side Raise (Dumbbell)"]),
                     Added(name: "Side Raise (Cable)", type: .weightReps, sets: 2)], expected: []),
        Case(title: "the direction whose sets convert wins over fewer sets",
             added: [Added(name: "Burpee", type: .bodyweightReps, entry: "+10x8, x10"), Added(name: "Burpees", type: .repsOnly, sets: 5)],
             expected: [Expected(from: "Burpees", into: "Burpee", evidence: .oneLetterApart)]),
        Case(title: "types with no conversion are no pair",
             added: [Added(name: "Cycling (Machine)", type: .weightReps, sets: 2)], expected: []),
        Case(title: "an alias counts",
             added: [Added(name: "Flat Bench", type: .weightReps, sets: 2, aliases: ["Bench Press (Barbell)"])],
             expected: [Expected(from: "Flat Bench", into: "Bench Press", evidence: .barbellDropped)]),
    ]

    @Test(arguments: cases)
    func pairsMostLikelyFirst(_ example: Case) throws {
        let suggestions = ExerciseSuggester.suggestions(in: try Self.data(example))
        #expect(suggestions.map { Expected(from: $0.from.name, into: $0.into.name, evidence: $0.evidence) } == example.expected)
        for suggestion in suggestions {
            #expect(suggestion.command == "strength-site exercise merge \"\(suggestion.from.name)\" \"\(suggestion.into.name)\"")
        }
    }

    @Test func eachSuggestionSaysWhyAndHowItsSetsConvert() throws {
        let example = try #require(Self.cases.first { $0.title.hasPrefix("a load beside a bodyweight") })
        let suggestions = ExerciseSuggester.suggestions(in: try Self.data(example))
        #expect(suggestions.map(\.why) == [
            "\"Pull Up (Assisted)\" is \"Pull Up\" with \"(Assisted)\"; \"Pull Up\" is bodyweight reps, whose sets carry added load or assistance",
            "\"Weighted Dip\" is \"Dip\" with \"Weighted\"; \"Dip\" is bodyweight reps, whose sets carry added load or assistance",
        ])
        #expect(suggestions.map(\.conversion) == [
            nil, "1 weight × reps set would become bodyweight reps (± load): the weight becomes the added load"])
        #expect(suggestions[0].from == ExerciseReference(id: "pull-up-assisted", name: "Pull Up (Assisted)", type: .bodyweightReps, sets: 2))
        #expect(suggestions[0].into == ExerciseReference(id: "pull-up", name: "Pull Up", type: .bodyweightReps, sets: 0))

        let alias = try #require(Self.cases.first { $0.title == "an alias counts" })
        #expect(ExerciseSuggester.suggestions(in: try Self.data(alias)).map(\.why) == [
            "\"Bench Press (Barbell)\" (a name of \"Flat Bench\") is \"Bench Press\" with \"(Barbell)\"; a lift named without equipment is the barbell one",
        ])
    }

    @Test(arguments: [
        ("Bench Press (Barbell)", "benchpress", "barbell", ExerciseNameParts.Style.parenthesised),
        ("Dumbbell Bench Press", "benchpress", "dumbbell", .leading),
        ("Rowing Machine", "rowing", "machine", .trailing),
        ("Smith Machine Squat", "squat", "smith machine", .leading),
        ("Curl (EZ Bar)", "curl", "ez bar", .parenthesised),
        ("Pull-Up (Assisted)", "pullup", "assisted", .parenthesised),
        ("Bench Press (Paused)", "benchpresspaused", nil, .bare),
        ("Machine", "machine", nil, .bare),
        ("Seated Cable Row", "seatedcablerow", nil, .bare),
    ] as [(String, String, String?, ExerciseNameParts.Style)])
    func namesSplitIntoMovementAndQualifier(_ name: String, _ base: String, _ qualifier: String?, _ style: ExerciseNameParts.Style) {
        let parts = ExerciseNameParts(name)
        #expect(parts.base == base)
        #expect(parts.qualifier == qualifier)
        #expect(parts.style == style)
    }

    @Test func theCommandIsQuotedForAShell() {
        #expect(ExerciseSuggester.command(from: "Farmer's Carry (Dumbbell)", into: "Farmer's Carry")
                == "strength-site exercise merge \"Farmer's Carry (Dumbbell)\" \"Farmer's Carry\"")
        #expect(ExerciseSuggester.command(from: "The \"Big\" $3 Press!", into: "Press")
                == "strength-site exercise merge 'The \"Big\" $3 Press!' \"Press\"")
        #expect(ExerciseSuggester.command(from: "It's $5", into: "-Press")
                == "strength-site exercise merge -- 'It'\\''s $5' \"-Press\"")
    }
}
