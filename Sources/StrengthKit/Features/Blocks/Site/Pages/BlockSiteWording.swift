/// A training block's dates, length and boundaries in the words the Blocks pages and the dashboard use.
struct BlockSiteWording {
    let format: DisplayFormatter

    /// "Mon 3 Nov 2026 – Sun 30 Nov 2026".
    func dates(_ block: TrainingBlock) -> String {
        "\(format.date(block.start)) – \(format.date(block.end))"
    }

    /// "4 weeks", "2.4 weeks so far" for the block under way.
    func weeks(_ weeks: Double, underWay: Bool) -> String {
        let number = NumberText.decimal(weeks, maximumFractionDigits: 1)
        return number + (number == "1" ? " week" : " weeks") + (underWay ? " so far" : "")
    }

    /// A weekly rate: "3.2".
    func rate(_ value: Double) -> String {
        NumberText.decimal(value, maximumFractionDigits: 1)
    }

    /// Why the block starts where it does: "after a deload week".
    static func start(_ block: TrainingBlock) -> String {
        switch block.boundary {
        case .declared: "declared with block start"
        case .afterBreak: "after \(NumberText.counted(BlockDetector.breakDays, "day")) or more without a workout"
        case .afterDeload: "after a deload week"
        case .programChange: "a change of program"
        case .historyStart: "the history's first workout"
        }
    }

    /// "ends with the deload week of Mon 24 Nov 2026", or empty.
    func end(_ block: TrainingBlock) -> String {
        block.deloadWeek.map { "ends with the deload week of \(format.date($0))" } ?? ""
    }
}
