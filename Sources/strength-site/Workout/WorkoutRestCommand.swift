import ArgumentParser
import Foundation
import StrengthKit
#if canImport(Glibc)
import Glibc
#endif

/// Set by the SIGINT handler; read by the countdown between ticks.
nonisolated(unsafe) private var restInterrupted: sig_atomic_t = 0

struct WorkoutRestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rest",
        abstract: "Count a rest down on the terminal and ring the bell at zero (Ctrl-C ends it).",
        discussion: "Without SECONDS, the rest-timer setting (default 90; `settings set rest-timer 120`). Runs in the foreground only.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("How long: seconds (90), or m:ss (1:30).", valueName: "seconds"))
    var seconds: String?

    func run() throws {
        var length: Int
        if let seconds {
            guard let parsed = Int(seconds) ?? (try? SetSyntax.duration(seconds) { SetSyntaxError(set: seconds, reason: $0) }) ?? nil,
                  (1...3600).contains(parsed) else {
                throw UsageError(option: "<seconds>", "'\(seconds)' is not a rest; give seconds from 1 to 3600 (90) or m:ss (1:30)")
            }
            length = parsed
        } else {
            length = try global.store.load().settings.effectiveRestSeconds
        }
        let terminal = isatty(STDOUT_FILENO) == 1
        signal(SIGINT) { _ in restInterrupted = 1 }
        // A parent may have started us with SIGINT blocked (the mask is inherited); Ctrl-C must reach us.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        let end = Date().addingTimeInterval(Double(length))
        var lastShown = -1
        while restInterrupted == 0 {
            let left = Int(end.timeIntervalSinceNow.rounded(.up))
            if left <= 0 { break }
            if left != lastShown, terminal || left == length || left % 10 == 0 {
                write(terminal ? "\r\u{1B}[2KRest \(clock(left))" : "Rest \(clock(left))\n")
                lastShown = left
            }
            usleep(100_000)
        }
        signal(SIGINT, SIG_DFL)
        if restInterrupted != 0 {
            write(terminal ? "\r\u{1B}[2KRest ended early\n" : "Rest ended early\n")
            return
        }
        write((terminal ? "\r\u{1B}[2K" : "") + "Rest over (\(clock(length)))\u{07}\n")
    }

    private func clock(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }

    /// Written as is: the carriage return, the line clear and the bell are the point here, and
    /// nothing in it comes from a file (`Output` would clean them out).
    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
