import Testing
@testable import StrengthKit

/// A typed name resembles a known one by shared words, words' starts and abbreviations, counted by
/// hand below; letters in common alone are no resemblance.
@Suite struct NameResemblanceTests {
    /// What a catalogue with OHP, RDL, DB and KB among its aliases and equipment would teach.
    static let abbreviations = NameAbbreviations(expansions: [
        "ohp": [["overhead", "press"]], "oh": [["overhead"]], "rdl": [["romanian", "deadlift"]], "db": [["dumbbell"]], "kb": [["kettlebell"]],
    ])

    static func resemblance(_ typed: String, _ known: String) -> NameResemblance? {
        NameResemblance.of(NameResemblance.words(of: typed), NameResemblance.words(of: known), abbreviations: abbreviations)
    }

    @Test(arguments: [
        // typed, known, typed words that fit, known words left over
        ("OHP", "Overhead Press", 1, 0),              // OHP stands for both words
        ("RDL", "Romanian Deadlift", 1, 0),
        ("Seated OHP", "Seated Overhead Press", 2, 0),
        ("OH Press", "Overhead Press", 2, 0),
        ("DB RDL", "Dumbbell Romanian Deadlift", 2, 0),
        ("DB Press", "Dumbbell Bench Press", 2, 1),   // DB stands for Dumbbell; Bench left over
        ("DB Row", "Barbell Row", 1, 1),              // Row alone fits; DB is no Barbell
        ("KB Swing", "Kettlebell Swing", 2, 0),
        ("Inc Bench", "Incline Bench Press", 2, 2),   // Inc starts Incline, too short to stand for it; Press left over
        ("Row", "Rowing Machine", 1, 2),
        ("Curls", "Barbell Curl", 1, 1),              // Curls goes on from Curl
        ("Sqaut", "Squat", 1, 0),                     // one swap in five letters
        ("Squatt", "Front Squat", 1, 1),              // one slip in six letters
        ("Deadlfit", "Deadlift", 1, 0),               // a swap in eight
        ("Bench Pres", "Bench Press", 2, 0),
        ("Sit Up", "Sit Up Machine", 2, 1),
    ])
    func aNameResemblesByWordsStartsAndAbbreviations(typed: String, known: String, fitted: Int, leftOver: Int) throws {
        let resemblance = try #require(Self.resemblance(typed, known))
        #expect(resemblance.fittedWords == fitted)
        #expect(resemblance.unmatchedWords == leftOver)
    }

    @Test(arguments: [
        ("OHP", "Dip"),          // two edits apart, nothing in common a person sees
        ("Up", "Pull Up"),       // a shared word of two letters says nothing alone
        ("Sit Up", "Chin Ups"),  // nor "up" as two letters of "ups"
        ("Xyz", "Cable Crunch"),
        ("Cat", "Cable Triceps Pushdown"),  // c-a of Cable and t of Triceps: no abbreviation taught
        ("BP", "Bench Press"),   // initials the catalogue does not teach
        ("DB", "Deadlift (Barbell)"),  // nor ones that merely fit: DB is dumbbell
        ("DL", "Dumbbell Lunge"),  // two letters of dumbbell, but not its short word
        ("Sqat", "Squat"),       // a slip in four letters is too many
        ("Row", "Arrow Plank"),  // inside a word is no start
    ])
    func lettersInCommonAreNoResemblance(typed: String, known: String) {
        #expect(Self.resemblance(typed, known) == nil)
    }

    @Test(arguments: [("sqaut", "squat", 1, 2), ("deadlfit", "deadlift", 1, 2), ("squat", "squat", 0, 0), ("ohp", "dip", 2, 2)])
    func aSwapIsOneSlipWhenAsked(a: String, b: String, withSwaps: Int, without: Int) {
        #expect(EditDistance.between(a, b, swapsCountOnce: true) == withSwaps)
        #expect(EditDistance.between(a, b) == without)
    }
}
