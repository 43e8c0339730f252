/// `stats --compare` in the terminal: the two ranges' figures side by side and the change, in the
/// project's weight unit.
package struct BlockComparisonText: Sendable {
    let format: DisplayFormatter

    package init(data: ProjectData) {
        format = DisplayFormatter(unit: data.settings.units)
    }

    package func text(_ comparison: BlockComparison) -> StyledText {
        let (one, two) = (comparison.first, comparison.second)
        var text = StyledText("\(range(one)) against \(range(two))\n\n", tone: .heading)
        func rate(_ value: Double) -> String { NumberText.decimal(value, maximumFractionDigits: 1) }
        func row(_ label: String, _ first: Double?, _ second: Double?, _ shown: (Double) -> String) -> [String] {
            [label, first.map(shown) ?? "—", second.map(shown) ?? "—", FigureChange(from: first, to: second, text: shown)?.text ?? ""]
        }
        var rows = [
            ["", "First", "Second", "Change"],
            row("Weeks", one.weeks, two.weeks, rate),
            row("Workouts", Double(one.workouts), Double(two.workouts), rate),
            row("Workouts a week", one.workoutsPerWeek, two.workoutsPerWeek, rate),
            row("Working sets a week", one.workingSetsPerWeek, two.workingSetsPerWeek, rate),
            row("Volume a week", one.volumePerWeekKg, two.volumePerWeekKg, format.volume),
        ]
        let muscles = comparison.muscles
        if !muscles.isEmpty {
            rows.append(["Sets a week by muscle group", "", "", ""])
            rows += muscles.map { row("  " + $0.name, $0.first, $0.second, rate) }
        }
        if !comparison.lifts.isEmpty {
            rows.append(["Best e1RM, first week → last", "", "", ""])
            for (first, second) in comparison.lifts {
                rows.append(row("  \(second.name), first week", first.startE1rmKg, second.startE1rmKg, format.estimatedWeight))
                rows.append(row("  \(second.name), last week", first.endE1rmKg, second.endE1rmKg, format.estimatedWeight))
            }
        }
        // A heading row's empty cells would pad it with spaces to the table's width.
        let table = TerminalText.indented(TerminalText.table(rows, rightAligned: [1, 2, 3]))
        text.append(table.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) + "\n" }.joined())
        return text
    }

    /// "Mon 5 Jan 2026 – Sun 15 Feb 2026 (6 weeks)".
    func range(_ figures: BlockFigures) -> String {
        "\(format.date(figures.start)) – \(format.date(figures.end)) (\(NumberText.decimal(figures.weeks, maximumFractionDigits: 1)) "
            + NumberText.plural("week", figures.weeks == 1 ? 1 : 2) + ")"
    }
}
