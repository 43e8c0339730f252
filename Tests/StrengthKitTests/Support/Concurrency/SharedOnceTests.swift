import Synchronization
import Testing
@testable import StrengthKit

@Suite struct SharedOnceTests {
    /// However many workers ask at once, the value is made once and every one of them gets it.
    @Test func theFirstToAskMakesTheValueForAll() {
        let once = SharedOnce<[Int]>()
        let made = Atomic<Int>(0)
        let values = Parallel.map(64) { _ in
            once.value {
                made.add(1, ordering: .relaxed)
                return Array(0..<1_000)
            }
        }
        #expect(made.load(ordering: .relaxed) == 1)
        #expect(values.allSatisfy { $0 == Array(0..<1_000) })
        #expect(once.value { [] } == Array(0..<1_000))
    }
}
