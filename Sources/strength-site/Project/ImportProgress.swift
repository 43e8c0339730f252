import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress bar on stderr while a large file is read; only when stderr is a terminal, so pipes
/// and logs never see it.
final class ImportProgress {
    private static let minimumSize = 4 << 20
    private let file: String
    private let enabled: Bool
    private var shown = false
    private var lastPercent = -1

    init(file: String) {
        self.file = file
        enabled = isatty(2) == 1
    }

    func update(bytes: Int, of size: Int) {
        guard enabled, size >= Self.minimumSize else { return }
        let percent = min(100, bytes * 100 / max(size, 1))
        guard percent != lastPercent else { return }
        lastPercent = percent
        shown = true
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\rReading \(file) [\(bar)] \(percent) %".utf8))
    }

    func finish() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
