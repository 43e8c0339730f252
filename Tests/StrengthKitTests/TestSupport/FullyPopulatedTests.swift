import Testing

/// The check the codec round trips rely on: it names each property a fixture leaves unset, at any
/// depth, and each case of an enum never seen.
@Suite struct FullyPopulatedTests {
    enum Kind: CaseIterable { case first, second, third }

    /// Cases that carry data: `CaseIterable` cannot list them, so the tests do.
    enum Load: FullyPopulated.CaseListing {
        case free
        case weight(kg: Double)
        case band(String, Inner)

        static let caseNames = ["free", "weight", "band"]
    }

    enum Unlisted {
        case some(Int)
    }

    struct Inner {
        var amount: Double
        var note: String?
    }

    struct Sample {
        var name: String
        var count: Int
        var flag: Bool
        var kind: Kind
        var inner: Inner?
        var list: [Inner]
        var table: [String: Int]
        var pair: (sets: Double, volume: Double)
    }

    static let full = Sample(name: "a", count: 1, flag: true, kind: .first, inner: Inner(amount: 2, note: "n"),
                             list: [Inner(amount: 3, note: nil), Inner(amount: 0, note: "m")], table: ["k": 4], pair: (5, 6))

    @Test func namesEveryUnsetPropertyByItsPath() {
        let empty = Sample(name: "", count: 0, flag: false, kind: .first, inner: Inner(amount: 0, note: nil),
                           list: [Inner(amount: 0, note: nil)], table: ["": 0], pair: (0, -0.0))
        #expect(FullyPopulated.gaps(in: empty, everyCaseExceptAt: ["kind"]) == [
            "count: never set", "flag: never set", "inner.amount: never set", "inner.note: never set",
            "list[].amount: never set", "list[].note: never set", "name: never set", "pair.sets: never set",
            "pair.volume: never set", "table[].key: never set", "table[].value: never set",
        ])
        var missing = Self.full
        missing.inner = nil
        missing.list = []
        missing.table = [:]
        #expect(FullyPopulated.gaps(in: missing, everyCaseExceptAt: ["kind"]) == [
            "inner: never set", "list: never set", "table: never set",
        ])
    }

    /// Set somewhere is set: in a list, each property needs one element that sets it, and each
    /// case one element that has it.
    @Test func aListSetsWhatAnyOfItsElementsSets() {
        var second = Self.full
        second.kind = .second
        #expect(FullyPopulated.gaps(in: [Self.full, second]) == ["[].kind: never third"])
        var third = Self.full
        third.kind = .third
        #expect(FullyPopulated.gaps(in: [Self.full, second, third]) == [])
        #expect(FullyPopulated.gaps(in: [Self.full]) == ["[].kind: never second", "[].kind: never third"])
    }

    /// Each case that carries data must be there with its data set; an enum that cannot list its
    /// cases is named, since nothing could tell that one of them is missing.
    @Test func asksForEveryCaseOfAnEnumWithDataAndItsData() {
        #expect(FullyPopulated.gaps(in: [Load.free, .weight(kg: 0)]) == [
            "[](weight).kg: never set", "[]: never band",
        ])
        #expect(FullyPopulated.gaps(in: [Load.free, .weight(kg: 2.5), .band("red", Inner(amount: 0, note: "n"))]) == [
            "[](band).1.amount: never set",
        ])
        #expect(FullyPopulated.gaps(in: [Load.free, .weight(kg: 2.5), .band("red", Inner(amount: 1, note: "n"))]) == [])
        #expect(FullyPopulated.gaps(in: [Unlisted.some(1)]) == [
            "[]: StrengthKitTests.FullyPopulatedTests.Unlisted cannot list its cases (CaseIterable, or FullyPopulated.CaseListing)",
        ])
    }

    /// What a round trip's comparison says: the paths of the stored properties that differ, a
    /// number by its exact text (-0.0 is not 0.0), a dictionary whatever its order.
    @Test func namesWhereTwoValuesDifferByPath() {
        var other = Self.full
        other.list[1].note = "x"
        other.pair.volume = -0.0
        #expect(FullyPopulated.differences(between: Self.full, and: other) == [
            #"list[1].note: "m" ≠ "x""#, "pair.volume: 6.0 ≠ -0.0",
        ])
        var zero = Self.full
        zero.pair.volume = 0
        other = zero
        other.pair.volume = -0.0
        #expect(FullyPopulated.differences(between: zero, and: other) == ["pair.volume: 0.0 ≠ -0.0"])
        var spacious = [String: Int](minimumCapacity: 100)
        for key in (0..<20).map(String.init).reversed() { spacious[key] = Int(key) }
        let compact = Dictionary(uniqueKeysWithValues: (0..<20).map { (String($0), $0) })
        #expect(FullyPopulated.differences(between: compact, and: spacious) == [])
        #expect(FullyPopulated.differences(between: Self.full, and: Self.full) == [])
    }
}
