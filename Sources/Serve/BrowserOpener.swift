import StrengthKit
import Subprocess

/// Opens a URL in the default browser: `open` on macOS, `xdg-open` elsewhere.
package enum BrowserOpener {
    #if os(macOS)
    static let opener = "open"
    #else
    static let opener = "xdg-open"
    #endif

    /// `nil` once the opener accepted the URL, otherwise why it did not (a warning, not a failure).
    package static func open(_ url: String) async -> String? {
        do {
            let result = try await Subprocess.run(.name(opener), arguments: [url], output: .discarded, error: .discarded)
            switch result.terminationStatus {
            case .exited(0): return nil
            case .exited(let code): return "\(opener) could not open \(url) (exit status \(code)); open it yourself"
            case .signaled(let signal): return "\(opener) was stopped by signal \(signal); open \(url) yourself"
            }
        } catch {
            return "cannot run \(opener) to open \(url) (\(error)); open it yourself"
        }
    }
}
