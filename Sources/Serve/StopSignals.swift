import StrengthKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process at once, with status 0, on SIGINT (Ctrl-C) or SIGTERM: stopping is how a
/// preview server normally ends. The handler calls `_exit`, which is safe in a signal handler;
/// there is nothing to flush (output is written unbuffered) and nothing to tidy: a build cut off
/// while writing leaves files the next build rewrites, as its manifest no longer matches them.
///
/// Why not a `DispatchSource` signal source: its handler needs a dispatch thread to run on, while a
/// build keeps every core busy in `concurrentPerform`; the signal handler itself runs at once.
package enum StopSignals {
    package static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in _exit(0) }
        }
    }
}
