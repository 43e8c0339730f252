import Testing
@testable import StrengthKit

@Suite struct NameKeyTests {
    @Test(arguments: [
        ("Pull-Up", "pullup"), ("pull up", "pullup"), ("PULLUP", "pullup"), ("Púll úp", "pullup"),
        ("Squat (Barbell)", "squatbarbell"), ("21s Curl", "21scurl"), ("Farmer's Carry", "farmerscarry"),
        ("Ｂｅｎｃｈ", "bench"), ("Bankdrücken", "bankdrucken"), ("", ""), ("--", ""),
    ])
    func namesFoldToTheirKey(name: String, key: String) {
        #expect(NameKey.of(name) == key)
    }

    /// The ASCII fast path is the general folding, for every ASCII character alone and in names.
    @Test func asciiNamesGetTheKeyFoldingGives() {
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for character in characters {
            #expect(NameKey.asciiKey(character) == NameKey.foldedKey(character), "\(character.unicodeScalars.first!.value)")
        }
        let all = characters.joined()
        #expect(NameKey.asciiKey(all) == NameKey.foldedKey(all))
        for name in ExerciseCatalogue.builtIn.entries.flatMap({ [$0.name] + $0.aliases }) where name.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(NameKey.asciiKey(name) == NameKey.foldedKey(name), "\(name)")
        }
    }
}
