#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read with `read(2)` a chunk at a time. The import's only disk reads go through here;
/// the descriptor is closed with the value.
final class FileByteSource: ByteSource {
    private let descriptor: Int32
    private let display: String

    /// Opens `path` for reading. `display` names the file in errors.
    init(path: String, display: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImportError(path: display, message: "cannot be read: \(String(cString: strerror(errno)))")
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw ImportError(path: display, message: "is a folder, not an export file")
        }
        self.descriptor = descriptor
        self.display = display
    }

    deinit { close(descriptor) }

    /// The file's size in bytes, when it is a regular file (not a pipe).
    var size: Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let result = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if result >= 0 { return result }
            if errno == EINTR { continue }
            throw ImportError(path: display, message: "cannot be read: \(String(cString: strerror(errno)))")
        }
    }
}

/// `read(2)`, named so it does not clash with `ByteSource.read(into:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
