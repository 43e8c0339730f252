import Foundation

/// `check` answers `true` before `seconds` pass: for what a running `serve` does in its own time.
func eventually(within seconds: Double = 30, _ check: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
        if try check() { return true }
        Thread.sleep(forTimeInterval: 0.1)
    } while Date() < deadline
    return try check()
}
