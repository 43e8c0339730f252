import Foundation
@preconcurrency import Rainbow
import StrengthKit
#if canImport(Glibc)
import Glibc
#endif

/// Writing results: text and JSON to stdout, notes, warnings and errors to stderr. Every piece of
/// text is cleaned of control characters first (`TerminalSafeText`): names and notes come from
/// files. Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
enum Output {
    static func print(_ text: String) {
        print(StyledText(text))
    }

    static func print(_ text: StyledText) {
        FileHandle.standardOutput.write(Data(render(text, colour: standardOutputColour).utf8))
    }

    static func note(_ text: String) {
        note(StyledText(text))
    }

    static func note(_ text: StyledText) {
        var line = text
        if !text.plain.hasSuffix("\n") { line.append("\n") }
        FileHandle.standardError.write(Data(render(line, colour: standardErrorColour).utf8))
    }

    static func warning(_ text: String) {
        var line = StyledText("warning:", tone: .warning)
        line.append(" " + text)
        note(line)
    }

    static func error(_ text: String) {
        var line = StyledText("error:", tone: .error)
        line.append(" " + text)
        note(line)
    }

    /// JSON in the store's style: pretty, sorted keys, trailing newline (JSON escapes control characters).
    static func json<T: Encodable>(_ value: T) throws {
        FileHandle.standardOutput.write(try StoreCoding.encode(value))
    }

    /// `stats --json`: written by the document itself, as the site writes `stats.json`.
    static func json(_ document: StatsDocument) {
        FileHandle.standardOutput.write(Data(document.json()))
    }

    static func backupNote(_ report: ProjectStore.UpdateReport) {
        if let backup = report.backup { note("A backup of the store as it was is in \(backup.path)") }
    }

    static func render(_ text: StyledText, colour: Bool) -> String {
        text.spans.map { span in
            let clean = TerminalSafeText.clean(span.text)
            guard colour else { return clean }
            // Each line coloured on its own, so a pager or a cut line never carries colour on.
            return clean.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : paint(String($0), span.tone) }.joined(separator: "\n")
        }.joined()
    }

    private static func paint(_ text: String, _ tone: StyledText.Tone) -> String {
        switch tone {
        case .plain: text
        case .heading: text.bold
        case .record: text.green
        case .warning: text.yellow
        case .error: text.red.bold
        }
    }

    static let standardOutputColour = wantsColour(STDOUT_FILENO)
    static let standardErrorColour = wantsColour(STDERR_FILENO)

    private static func wantsColour(_ descriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        guard isatty(descriptor) == 1 else { return false }
        // Rainbow decides by stdout alone; we decide per stream and ask it only to paint.
        Rainbow.outputTarget = .console
        Rainbow.enabled = true
        return true
    }
}
