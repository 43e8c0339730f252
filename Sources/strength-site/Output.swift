import Foundation
import StrengthKit

/// Writing results: text and JSON to stdout, notes to stderr.
enum Output {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// JSON in the store's style: pretty, sorted keys, trailing newline.
    static func json<T: Encodable>(_ value: T) throws {
        FileHandle.standardOutput.write(try StoreCoding.encode(value))
    }

    static func backupNote(_ report: ProjectStore.UpdateReport) {
        if let backup = report.backup { note("A backup of the store as it was is in \(backup.path)") }
    }
}
