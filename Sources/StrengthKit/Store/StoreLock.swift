import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory `flock` on `Data/.lock`: readers share it, a command that changes the store holds it
/// alone, so commands run at the same moment take turns instead of overwriting each other.
final class StoreLock {
    enum Mode {
        case shared
        case exclusive
    }

    private var descriptor: Int32
    private(set) var mode: Mode

    /// Waits up to `timeout` seconds for the lock. Returns `nil` only for a shared lock on a store whose
    /// folder cannot hold a lock file (read-only): reading needs no lock there because nothing can write.
    static func acquire(_ mode: Mode, layout: StoreLayout, timeout: TimeInterval = 120) throws -> StoreLock? {
        let path = layout.lockFile.path
        // Never through a link, never waiting on a FIFO put in its place.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        if descriptor < 0 {
            let code = errno
            if mode == .shared, code == EROFS || code == EACCES { return nil }
            throw StoreError(path: layout.display(".lock"), reason: .unwritable(String(cString: strerror(code))))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw StoreError(path: layout.display(".lock"), reason: .unexpectedFile("is not a regular file; remove it (strength-site makes it anew)"))
        }
        let lock = StoreLock(descriptor: descriptor, mode: mode)
        try lock.wait(for: mode, timeout: timeout, layout: layout)
        return lock
    }

    private init(descriptor: Int32, mode: Mode) {
        self.descriptor = descriptor
        self.mode = mode
    }

    /// Trades a shared lock for an exclusive one (not atomically: another writer may run in between).
    func upgrade(layout: StoreLayout, timeout: TimeInterval = 120) throws {
        guard mode == .shared else { return }
        try wait(for: .exclusive, timeout: timeout, layout: layout)
        mode = .exclusive
    }

    private func wait(for mode: Mode, timeout: TimeInterval, layout: StoreLayout) throws {
        let operation = mode == .shared ? LOCK_SH : LOCK_EX
        let deadline = ContinuousClock.now.advanced(by: .seconds(timeout))
        var pause: UInt32 = 1_000
        while flock(descriptor, operation | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                throw StoreError(path: layout.display(".lock"), reason: .unwritable(String(cString: strerror(code))))
            }
            guard ContinuousClock.now < deadline else {
                throw StoreError(path: layout.display(""), reason: .lockTimeout(seconds: Int(timeout)))
            }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
