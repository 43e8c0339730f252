/// Two ranges' figures (`BlockFigures`) in the side-by-side tables a block page and a journal post's
/// `{{compare}}` show (`ComparisonTable`): the weekly figures, each big lift's best e1RM at the start
/// and end, and sets a week per muscle group, each with its change from the first range to the second.
struct BlockComparisonTables {
    let format: DisplayFormatter
    /// The page the tables are on, which the lifts' links are relative to.
    let page: String
    /// Prefixed to each table's id, so that several comparisons can share a page.
    var idPrefix = ""
    var headingLevel = 2

    /// The muscle groups' table's id (after `idPrefix`), which a block page draws its chart under.
    static let musclesID = "muscles"

    /// The weekly figures' table (always), the big lifts' (when there are any) and the muscle groups'
    /// (when either range trained one). `before` is nil for the history's first block.
    func tables(_ this: BlockFigures, label: String, before: BlockFigures?, beforeLabel: String,
                figuresHeading: String) -> [ComparisonTable] {
        let wording = BlockSiteWording(format: format)
        func table(_ id: String, _ heading: String, _ firstColumn: String, change: String, cellClass: String = "num",
                   _ rows: [ComparisonRow]) -> ComparisonTable {
            ComparisonTable(id: idPrefix + id, headingLevel: headingLevel, heading: heading, firstColumn: firstColumn, hasBefore: before != nil,
                            beforeHeading: before == nil ? "" : beforeLabel, thisHeading: label, changeHeading: change,
                            cellClass: cellClass, rows: rows, chart: "")
        }
        var tables = [table("figures", figuresHeading, "Figure", change: "Change", figureRows(this, before: before, wording: wording))]
        let lifts = liftRows(this, before: before)
        if !lifts.isEmpty {
            tables.append(table("lifts", "Big lifts: best e1RM at the start and end", "Lift", change: "Change at the end",
                                cellClass: "num span", lifts))
        }
        let groups = BlockComparison.muscles(first: before, second: this).map { group in
            ComparisonRow(label: group.name, href: "", before: before == nil ? "" : wording.rate(group.first),
                          this: wording.rate(group.second),
                          change: ComparisonCell(from: before == nil ? nil : group.first, to: group.second, text: wording.rate))
        }
        if !groups.isEmpty {
            tables.append(table(Self.musclesID, "Working sets a week per muscle group", "Muscle group", change: "Change", groups))
        }
        return tables
    }

    private func figureRows(_ this: BlockFigures, before: BlockFigures?, wording: BlockSiteWording) -> [ComparisonRow] {
        let rate = wording.rate
        func row(_ label: String, _ value: (BlockFigures) -> Double, _ text: @escaping (Double) -> String) -> ComparisonRow {
            ComparisonRow(label: label, href: "", before: before.map { text(value($0)) } ?? "", this: text(value(this)),
                          change: ComparisonCell(from: before.map(value), to: value(this), text: text))
        }
        return [
            row("Weeks", \.weeks, rate),
            row("Workouts a week", \.workoutsPerWeek, rate),
            row("Working sets a week", \.workingSetsPerWeek, rate),
            row("Volume a week", \.volumePerWeekKg, format.volume),
        ]
    }

    /// Each big lift's best e1RM at the range's start and end ("140 → 145 kg"), and the change from
    /// the first range's end to the second's.
    private func liftRows(_ this: BlockFigures, before: BlockFigures?) -> [ComparisonRow] {
        let format = format
        func span(_ lift: BlockFigures.LiftChange?) -> String {
            guard let lift else { return "" }
            // A weight stays whole where a narrow column wraps the span, at its arrow.
            let ends = [lift.startE1rmKg, lift.endE1rmKg].compactMap { $0 }
                .map { String(format.estimatedWeight($0).map { $0 == " " ? "\u{00A0}" : $0 }) }
            return ends.count == 2 && ends[0] != ends[1] ? "\(ends[0]) → \(ends[1])" : ends.first ?? ""
        }
        let earlier = Dictionary((before?.bigLifts ?? []).map { ($0.exerciseID, $0) }, uniquingKeysWith: { first, _ in first })
        return this.bigLifts.map { lift in
            let previous = earlier[lift.exerciseID]
            return ComparisonRow(label: lift.name, href: SitePaths.link(from: page, to: ExercisePageKind.path(lift.exerciseID)),
                                 before: span(previous), this: span(lift),
                                 change: ComparisonCell(from: previous?.endE1rmKg, to: lift.endE1rmKg, text: format.estimatedWeight))
        }
    }
}
