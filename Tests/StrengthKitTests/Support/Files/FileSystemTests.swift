import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// The writes under the store and the site writer: a FIFO put where a file is to be written (after
/// the folder was listed) is an error at once, never a wait for a reader nor a write into the pipe.
@Suite struct FileSystemTests {
    /// `body` on a thread of its own, waited for at most `seconds`: a hang fails the test instead
    /// of stalling the suite.
    func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            body()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success
    }

    @Test func aWriteToAFIFOFailsAtOnce() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("index.html").path
        #expect(mkfifo(path, 0o644) == 0)
        // No reader: a blocking open would wait for one forever.
        let failed = ResultSlots<Bool>(count: 1)
        if finishes(within: 20, { failed[0] = (try? FileSystem.writeQuickly([UInt8]("<p>".utf8), toPath: path)) == nil }) {
            #expect(failed[0] == true)
        } else {
            // A reader now would let the stuck write through, into a pipe that then closes (SIGPIPE).
            Issue.record("the write was still waiting on the FIFO after 20 s")
            return
        }

        // A reader: the open succeeds, and the write is refused for what the file is.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        #expect(throws: FileSystem.Failure.self) { try FileSystem.writeQuickly([UInt8]("<p>".utf8), toPath: path) }
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(read(reader, &buffer, buffer.count) <= 0)
    }
}
