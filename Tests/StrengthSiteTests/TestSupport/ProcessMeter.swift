import Foundation

/// What Linux's `/proc` tells about a running process: the CPU time it has used and its peak
/// resident memory. `nil` where there is no `/proc` (the tests that need it are skipped there).
enum ProcessMeter {
    static let available = FileManager.default.fileExists(atPath: "/proc/self/stat")

    /// User plus system CPU time, in seconds (`/proc/PID/stat`, fields 14 and 15, in clock ticks).
    static func cpuSeconds(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the command name in parentheses (which may hold spaces): state is field 3.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The peak resident set size in bytes (`VmHWM` in `/proc/PID/status`).
    static func peakResidentBytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }
}
