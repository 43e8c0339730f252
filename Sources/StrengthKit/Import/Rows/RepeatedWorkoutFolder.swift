/// Finds a workout an export wrote more than once and passes its rows on once — or all of them,
/// as `handling` says — listing it either way.
///
/// Strong (and Hevy, more rarely) sometimes writes a whole workout's rows twice or more, one copy
/// right after the other, under the same date and name: `Squat 1-6, Leg Press 1-3, Lunge 1-3, Squat
/// 1-6, Leg Press 1-3, Lunge 1-3`. A workout's rows are such copies when they are k ≥ 2 equal
/// consecutive copies of their first 1/k (every cell equal; a note may be empty in a later copy) and a
/// copy holds at least two exercises: a set done three times alike is three sets. Because every
/// cell is equal, the set numbers of an app that writes them start again with each copy, which no
/// logging does within one exercise; an app that writes none (FitNotes, Fitbod) cannot tell a
/// circuit done twice from a repeat, so there the workout is only listed, unless the lifter asks.
///
/// Rows reach it in file order; a workout is a run of rows with the same `workoutColumns`, held until
/// the next begins, so no more than one workout's rows are ever held.
struct RepeatedWorkoutFolder {
    let layout: ExportRowLayout
    let handling: RepeatedWorkoutHandling
    /// The workouts found so far, in file order.
    private(set) var found: [RepeatedWorkout] = []
    private var run: [CSVRow] = []

    init(layout: ExportRowLayout, handling: RepeatedWorkoutHandling) {
        self.layout = layout
        self.handling = handling
    }

    /// Takes the next row and adds the rows to pass on now to `output`: the workout before it, once it has ended.
    mutating func push(_ row: CSVRow, to output: inout [CSVRow]) {
        if let first = run.first, layout.workoutColumns.allSatisfy({ row[$0] == first[$0] }) {
            run.append(row)
            return
        }
        flush(to: &output)
        run.append(row)
    }

    /// Adds the rows still held, at the end of the file, to `output`.
    mutating func finish(to output: inout [CSVRow]) {
        flush(to: &output)
    }

    private mutating func flush(to output: inout [CSVRow]) {
        defer { run.removeAll(keepingCapacity: true) }
        guard let copies = Self.copies(in: run, layout: layout) else {
            output += run
            return
        }
        let perCopy = run.count / copies
        let folds = handling.folds(appNumbersSets: layout.setIndexColumn != nil)
        found.append(RepeatedWorkout(workout: layout.label(of: run[0]), firstLine: run[0].line, lastLine: run[run.count - 1].line,
                                     copies: copies, rowsPerCopy: perCopy, firstRepeatLine: run[perCopy].line, folded: folds))
        output += folds ? run.prefix(perCopy) : run[...]
    }

    /// How many copies `rows` are of their first 1/k, the most there can be; `nil` when they are not
    /// two or more copies of rows holding at least two exercises.
    static func copies(in rows: [CSVRow], layout: ExportRowLayout) -> Int? {
        guard rows.count >= 4 else { return nil }
        for copies in stride(from: rows.count / 2, through: 2, by: -1) where rows.count % copies == 0 {
            let length = rows.count / copies
            let first = rows[0..<length]
            let repeats = (1..<copies).allSatisfy { copy in
                zip(first, rows[copy * length..<(copy + 1) * length]).allSatisfy { layout.isCopy($1, of: $0) }
            }
            if repeats, Set(first.map { $0[layout.exerciseColumn].importTrimmedLines }).count >= 2 { return copies }
        }
        return nil
    }
}
