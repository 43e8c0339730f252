import Foundation

/// Hands the last reference to a large value to a background thread, which frees it there.
///
/// A rebuild holds hundreds of thousands of small objects (5,000 workouts with their sets, their
/// analysis, the page tables, the output's listing and manifest); freeing them where their last
/// use ends took the build's own thread 10 ms of a 0.1 s rebuild. On another thread that work
/// overlaps what the build still does; when the process ends first, the kernel takes the memory
/// back without it.
enum BackgroundRelease {
    static func release<Value: Sendable>(_ value: consuming Value) {
        let held = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(held) {} }
    }
}
