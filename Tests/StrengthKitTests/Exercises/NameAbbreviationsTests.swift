import Testing
@testable import StrengthKit

/// The short words the catalogue teaches, worked out by hand from aliases and equipment words.
@Suite struct NameAbbreviationsTests {
    @Test(arguments: [
        ("OHP", "Overhead Press", "ohp", ["overhead", "press"]),
        ("Dumbbell RDL", "Dumbbell Romanian Deadlift", "rdl", ["romanian", "deadlift"]),
        ("BTN Push Press", "Behind the Neck Push Press", "btn", ["behind", "the", "neck"]),
        ("BB Row", "Barbell Row", "bb", ["barbell"]),
        ("Single Leg RDL", "Single Leg Romanian Deadlift", "rdl", ["romanian", "deadlift"]),
    ])
    func anAliasTeachesItsShortWordForTheWordsItReplaces(alias: String, other: String, short: String, words: [String]) throws {
        let taught = try #require(NameAbbreviations.abbreviation(in: alias, of: other))
        #expect(taught.short == short)
        #expect(taught.words == words)
    }

    @Test(arguments: [
        ("ATG Squat", "Full Squat"),         // ATG does not abbreviate Full
        ("TRX Row", "Suspension Row"),
        ("Rdl", "Romanian Deadlift"),        // not written in capitals
        ("EZ Bar Curl", "Barbell Curl"),     // two words for one
        ("Press", "Overhead Press"),         // a word left out, none replaced
        ("OHP", "Overhead Press Machine"),   // OHP gives no m: it does not stand for all three
    ])
    func anAliasThatAbbreviatesNothingTeachesNothing(alias: String, other: String) {
        #expect(NameAbbreviations.abbreviation(in: alias, of: other) == nil)
    }

    /// Each word's part of a short word: the first letter it gives and the later ones up to the next word's.
    @Test(arguments: [
        ("ohp", ["overhead", "press"], ["oh", "p"]), ("rdl", ["romanian", "deadlift"], ["r", "dl"]),
        ("btn", ["behind", "the", "neck"], ["b", "t", "n"]), ("bb", ["barbell"], ["bb"]),
        ("ohp", ["overhead", "row"], nil), ("dl", ["dumbbell", "lunge"], ["d", "l"]), ("hp", ["press"], nil),
    ] as [(String, [String], [String]?)])
    func aShortWordIsCutIntoTheWordsItGives(short: String, words: [String], parts: [String]?) {
        #expect(NameAbbreviations.parts(of: Array(short), standingFor: words.map(Array.init))?.map { String($0) } == parts)
    }

    @Test func equipmentWordsSharingAnEndingAreWrittenByTheirParts() {
        let taught = NameAbbreviations.equipmentAbbreviations(["barbell", "dumbbell", "kettlebell", "cable", "machine", "smith", "band"])
        #expect(taught.map { "\($0.short)=\($0.word)" } == ["bb=barbell", "db=dumbbell", "kb=kettlebell"])
    }

    @Test func theCatalogueTeachesFromItsAliasesAndEquipment() {
        let entries = [
            CatalogueEntry(name: "Overhead Press", type: .weightReps, equipment: "barbell", categories: [], aliases: ["OHP", "Military Press"]),
            CatalogueEntry(name: "Kettlebell Swing", type: .weightReps, equipment: "kettlebell", categories: [], aliases: ["KB Swing"]),
            CatalogueEntry(name: "Full Squat", type: .weightReps, equipment: "barbell", categories: [], aliases: ["ATG Squat"]),
        ]
        let taught = NameAbbreviations(catalogue: ExerciseCatalogue(categories: [], entries: entries))
        #expect(taught == NameAbbreviations(expansions: [
            "ohp": [["overhead", "press"]], "oh": [["overhead"]], "bb": [["barbell"]], "kb": [["kettlebell"]],
        ]))
    }

    /// The built-in catalogue's: what a lifter's "OHP", "RDL", "BB", "DB" and "KB" stand for.
    @Test(arguments: [
        ("ohp", [["overhead", "press"]]), ("rdl", [["romanian", "deadlift"]]), ("btn", [["behind", "the", "neck"]]),
        ("oh", [["overhead"]]), ("dl", [["deadlift"]]), ("hp", []), ("rd", []),
        ("bb", [["barbell"]]), ("db", [["dumbbell"]]), ("kb", [["kettlebell"]]), ("atg", []), ("trx", []),
    ])
    func theBuiltInCatalogueTeaches(short: String, words: [[String]]) {
        #expect(NameAbbreviations.builtIn.words(abbreviatedBy: short) == words)
    }
}
