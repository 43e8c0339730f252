/// The sentences a chart's `<desc>` is made of: what the range is, and its lowest, highest and latest values.
enum ChartDescription {
    /// `lowest 95 kg (3 Jan 2025), highest 112.5 kg (7 Mar 2025), latest 110 kg (14 Mar 2025)`.
    /// Ties name the first entry; non-finite values are skipped. Nil when nothing is left.
    static func extremes(_ entries: [(label: String, value: Double)], format: ValueFormat, latest: Bool) -> String? {
        let finite = entries.filter { $0.value.isFinite }
        guard var lowest = finite.first, var highest = finite.first, let last = finite.last else { return nil }
        for entry in finite {
            if entry.value < lowest.value { lowest = entry }
            if entry.value > highest.value { highest = entry }
        }
        var parts = ["lowest \(format.text(lowest.value)) (\(lowest.label))", "highest \(format.text(highest.value)) (\(highest.label))"]
        if latest { parts.append("latest \(format.text(last.value)) (\(last.label))") }
        return parts.joined(separator: ", ")
    }

    /// Joins sentences, dropping empty ones, each ending in a full stop.
    static func sentences(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }
            .map { $0.hasSuffix(".") ? $0 : $0 + "." }
            .joined(separator: " ")
    }
}
