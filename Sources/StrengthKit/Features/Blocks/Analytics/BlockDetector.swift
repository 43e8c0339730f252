/// Finds a history's training blocks (`TrainingBlock`): runs of training weeks between boundaries,
/// strongest first a declared start, a break, a deload week (`DeloadWeek`) and a change of program
/// (`ProgramChange`). docs/ANALYTICS.md, "Training blocks", states the rules with an example.
enum BlockDetector {
    /// Days without a workout, between two, from which on the gap is a break: the block before ends
    /// with the training week of its last workout, the next starts with the training week of the first after.
    static let breakDays = 14
    /// The weeks a deload week is measured against, and each window of the program rule.
    static let comparedWeeks = 4
    /// Trained weeks a window needs before it says anything.
    static let fewestTrainedWeeks = 2
    /// A detected block shorter than this many weeks joins the block before it.
    static let shortestWeeks = 3.0

    /// Every block of the analysed history, oldest first, read from its workouts' days and its
    /// trained weeks (`TrainingAnalytics.trainedWeeks`).
    static func blocks(in analytics: TrainingAnalytics, declared: [DeclaredBlock]) -> [TrainingBlock] {
        let days = analytics.workouts.map(\.day)
        guard let firstDay = days.first else { return [] }
        let weeks = analytics.weeks
        let names = Dictionary(declared.map { ($0.start, $0.name) }, uniquingKeysWith: { first, _ in first })
        let declaredStarts = Set(declared.map(\.start)).sorted()

        // Where the history breaks: the first day of each break-free run of workouts.
        var runs: [(first: LocalDay, last: LocalDay)] = [(firstDay, firstDay)]
        for day in days.dropFirst() {
            if isBreak(from: runs[runs.count - 1].last, to: day) {
                runs.append((day, day))
            } else {
                runs[runs.count - 1].last = max(runs[runs.count - 1].last, day)
            }
        }

        var starts: [LocalDay: TrainingBlock.Boundary] = [:]
        func mark(_ day: LocalDay, _ boundary: TrainingBlock.Boundary) {
            if let present = starts[day], present.strength <= boundary.strength { return }
            starts[day] = boundary
        }
        for start in declaredStarts { mark(start, .declared) }
        let trained = analytics.trainedWeeks
        var deloads = Set<LocalDay>()
        var previousLast: LocalDay?
        for run in runs {
            // A declared start since the last workout before the break starts this run's block.
            let declaredSinceBreak = declaredStarts.contains { start in
                start <= run.first && previousLast.map { start > $0 } ?? true
            }
            if !declaredSinceBreak {
                mark(weeks.weekStart(of: run.first), previousLast == nil ? .historyStart : .afterBreak)
            }
            previousLast = run.last
            let runWeeks = Array(trained[trained.indices(sortedBy: \.start, in: weeks.weekStart(of: run.first)...run.last)])
            func window(_ from: Int, _ to: Int, around week: LocalDay) -> ArraySlice<WeekTraining> {
                runWeeks[runWeeks.indices(sortedBy: \.start, in: week.adding(days: 7 * from)...week.adding(days: 7 * to))]
            }
            for week in runWeeks where DeloadWeek.reason(week, before: window(-comparedWeeks, -1, around: week.start)) != nil {
                deloads.insert(week.start)
                if let newest = runWeeks.last, week.start < newest.start { mark(week.start.adding(days: 7), .afterDeload) }
            }
            let shares = runWeeks.map { week in
                ProgramChange.share(after: window(0, comparedWeeks - 1, around: week.start),
                                    before: window(-comparedWeeks, -1, around: week.start))
            }
            for index in ProgramChange.boundaries(shares) { mark(runWeeks[index].start, .programChange) }
        }

        // A block per boundary with workouts after it; its end from the next's start or a break.
        let ordered = starts.keys.sorted()
        var blocks: [TrainingBlock] = []
        var next = 0
        for (position, start) in ordered.enumerated() {
            let limit = position + 1 < ordered.count ? ordered[position + 1] : nil
            var last: LocalDay?
            while next < days.count, limit.map({ days[next] < $0 }) ?? true {
                if days[next] >= start { last = max(last ?? days[next], days[next]) }
                next += 1
            }
            guard let last, let boundary = starts[start] else { continue }
            blocks.append(TrainingBlock(start: start, end: last, lastWorkout: last, boundary: boundary,
                                        name: boundary == .declared ? names[start] ?? nil : nil, deloadWeek: nil))
        }
        for index in blocks.indices {
            let weekEnd = weeks.weekStart(of: blocks[index].lastWorkout).adding(days: 6)
            if index + 1 < blocks.count {
                let following = blocks[index + 1]
                let dayBefore = following.start.adding(days: -1)
                let firstAfter = days.first { $0 >= following.start } ?? following.start
                blocks[index].end = isBreak(from: blocks[index].lastWorkout, to: firstAfter) ? min(weekEnd, dayBefore) : dayBefore
            } else {
                blocks[index].end = weekEnd
            }
        }
        return merged(blocks, today: analytics.today).map { block in
            var block = block
            let lastWeek = weeks.weekStart(of: block.lastWorkout)
            block.deloadWeek = deloads.contains(lastWeek) ? lastWeek : nil
            return block
        }
    }

    /// A detected block (after a deload or a change of program) shorter than `shortestWeeks` joins
    /// the block before it; the newest while under way does not: it has not had its weeks yet.
    static func merged(_ blocks: [TrainingBlock], today: LocalDay) -> [TrainingBlock] {
        var kept: [TrainingBlock] = []
        for (index, block) in blocks.enumerated() {
            let joins = [.afterDeload, .programChange].contains(block.boundary) && weeks(of: block) < shortestWeeks
                && !(index == blocks.count - 1 && underWay([block], today: today) != nil)
            if joins, !kept.isEmpty {
                kept[kept.count - 1].end = block.end
                kept[kept.count - 1].lastWorkout = block.lastWorkout
            } else {
                kept.append(block)
            }
        }
        return kept
    }

    /// The newest block when it is under way on `today`: a workout today would carry it on, not
    /// follow a break. Else nil.
    static func underWay(_ blocks: [TrainingBlock], today: LocalDay) -> TrainingBlock? {
        guard let newest = blocks.last, !isBreak(from: newest.lastWorkout, to: today) else { return nil }
        return newest
    }

    /// Whether a workout on `next` after one on `last` follows a break: `breakDays` days or more
    /// without a workout between them (a workout every other Monday has 13 between, and is no break).
    static func isBreak(from last: LocalDay, to next: LocalDay) -> Bool {
        next.daysSinceEpoch - last.daysSinceEpoch - 1 >= breakDays
    }

    /// (end - start + 1 days) / 7.
    static func weeks(of block: TrainingBlock) -> Double {
        weeks(from: block.start, to: block.end)
    }

    static func weeks(from start: LocalDay, to end: LocalDay) -> Double {
        Double(end.daysSinceEpoch - start.daysSinceEpoch + 1) / 7
    }
}
