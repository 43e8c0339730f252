import Testing
@testable import StrengthKit

@Suite struct GroupedRunsTests {
    /// (elements as "key:value", expected groups as key → values in order).
    static let cases: [([String], [String: [String]])] = [
        ([], [:]),
        (["a:1"], ["a": ["1"]]),
        (["a:1", "a:2", "b:3", "c:4", "c:5"], ["a": ["1", "2"], "b": ["3"], "c": ["4", "5"]]),
        // Newest first is as good as oldest first: what matters is that equal keys are adjacent.
        (["c:5", "c:4", "b:3", "a:2", "a:1"], ["c": ["5", "4"], "b": ["3"], "a": ["2", "1"]]),
        // A key met again after another: grouped all the same, each group in the array's order.
        (["a:1", "b:2", "a:3", "b:4", "c:5"], ["a": ["1", "3"], "b": ["2", "4"], "c": ["5"]]),
        (["a:1", "a:2", "b:3", "a:4"], ["a": ["1", "2", "4"], "b": ["3"]]),
    ]

    @Test(arguments: cases)
    func groupsAreThoseOfDictionaryGrouping(elements: [String], expected: [String: [String]]) {
        let pairs = elements.map { element in
            let parts = element.split(separator: ":")
            return (key: String(parts[0]), value: String(parts[1]))
        }
        let groups = pairs.groupedRuns(by: \.key)
        #expect(groups.mapValues { $0.map(\.value) } == expected)
        #expect(groups.mapValues { $0.map(\.value) } == Dictionary(grouping: pairs, by: \.key).mapValues { $0.map(\.value) })
    }

    /// Adjacent keys give slices of the array itself, positioned where their elements are.
    @Test func runsAreSlicesOfTheArray() {
        let values = [10, 11, 20, 21, 22, 30]
        let groups = values.groupedRuns { $0 / 10 }
        #expect(groups[2]?.indices == 2..<5)
        #expect(groups[3]?.indices == 5..<6)
    }
}
