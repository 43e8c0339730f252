import Foundation

/// Hands the last reference to a large value to a background thread, which frees it there.
///
/// A rebuild holds hundreds of thousands of small objects (5,000 workouts with their sets, their
/// analysis, the page tables, the output's listing and manifest); freeing them where their last
/// use ends took the build's own thread 10 ms of a 0.1 s rebuild. On another thread that work
/// overlaps what the build still does; when the process ends first, the kernel takes the memory
/// back without it.
///
/// The value must be moved in (`consume` what the caller holds): a copy left behind would be
/// released by the caller, and freed there whenever the background thread was quicker.
enum BackgroundRelease {
    static func release<Value: Sendable>(_ value: consuming Value) {
        let parcel = Parcel(consume value)
        DispatchQueue.global(qos: .utility).async { parcel.empty() }
    }

    /// The value's only holder. The background thread takes the value out, so whichever thread
    /// lets go of the parcel last (the caller may, after the block ran) frees only an empty box.
    private final class Parcel<Value: Sendable>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = consume value
        }

        /// Called once, on the background thread; `value` was set before the block was queued.
        func empty() {
            value = nil
        }
    }
}
