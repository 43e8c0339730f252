/// The Programs actions (templates and splits) as changes to `ProjectData`, on values already read
/// from the command line: targets are parsed by `TemplateWriter`, days by `SplitDaySyntax`. Each
/// throws a clear error instead of producing programs that would not validate or make no sense
/// (a template without exercises, a split day without a template, the active split deleted).
/// Ids are slugs of the first name and never change, so a rename is followed by everything that
/// refers to the id (split days, workouts).
package enum ProgramEditor {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case emptyName(kind: String)
        case duplicateName(kind: String, name: String)
        case noExercises
        case lastExercise(template: String)
        case notInTemplate(exercise: String, template: String)
        case inTemplateTwice(exercise: String, template: String, positions: [Int])
        case badPosition(Int, count: Int)
        case dayWithoutTemplate(day: String)
        case noDays
        case lastDay(split: String)
        case lastTemplateOfDay(day: String, split: String)
        case onlyTemplateOfDays(template: String, days: [String])
        case alreadyOnDay(template: String, day: String)
        case notOnDay(template: String, day: String)
        case activeSplit(String)
        case noActiveSplit
        case nothingToChange
        case exerciseNotesWithoutColon(String)

        package var description: String {
            switch self {
            case .emptyName(let kind):
                "a \(kind) name cannot be empty"
            case .duplicateName(let kind, let name):
                "a \(kind) named \"\(name)\" already exists; \(kind) names are unique"
            case .noExercises:
                "a template needs at least one exercise, e.g. \"Bench Press: 3x5\""
            case .lastExercise(let template):
                "\"\(template)\" would have no exercises left; a template needs at least one (delete the template instead)"
            case .notInTemplate(let exercise, let template):
                "\"\(template)\" has no exercise \"\(exercise)\""
            case .inTemplateTwice(let exercise, let template, let positions):
                "\"\(exercise)\" is in \"\(template)\" more than once (at \(positions.map(String.init).joined(separator: ", "))); give its position instead"
            case .badPosition(let position, let count):
                "position \(position) is not between 1 and \(count)"
            case .dayWithoutTemplate(let day):
                "day \"\(day)\" has no template; write a day as DAY: TEMPLATE, TEMPLATE, e.g. \"\(day): Push A\""
            case .noDays:
                "a split needs at least one day: --day \"DAY: TEMPLATE, ...\", e.g. --day \"Push: Push A\""
            case .lastDay(let split):
                "\"\(split)\" would have no days left; a split needs at least one (delete the split instead)"
            case .lastTemplateOfDay(let day, let split):
                "\(day) (\(split)) would have no template left; a split day needs at least one (delete the day instead)"
            case .onlyTemplateOfDays(let template, let days):
                "\"\(template)\" is the only template of \(days.joined(separator: ", ")); assign another template to \(days.count == 1 ? "that day" : "those days") or delete \(days.count == 1 ? "it" : "them") first"
            case .alreadyOnDay(let template, let day):
                "\"\(template)\" is already on \(day)"
            case .notOnDay(let template, let day):
                "\"\(template)\" is not on \(day)"
            case .activeSplit(let split):
                "\"\(split)\" is the active split; run `strength-site split deactivate` or activate another split first"
            case .noActiveSplit:
                "no split is active"
            case .exerciseNotesWithoutColon(let entry):
                "'\(entry)' is not EXERCISE: NOTES; write exercise notes as e.g. \"Bench Press: pause the first rep\""
            case .nothingToChange:
                "nothing to change: give --name, --notes, --remove, --add, --target, --exercise-notes or --move"
            }
        }
    }

    // MARK: - Templates

    /// Adds a template with these exercises (in order) and returns it.
    static func addTemplate(name: String, notes: String?, exercises: [TemplateExercise],
                                   to data: inout ProjectData) throws -> WorkoutTemplate {
        let trimmed = try templateName(name, except: nil, in: data.programs)
        guard !exercises.isEmpty else { throw Failure.noExercises }
        let id = Slug.unique(Slug.make(from: trimmed), fallback: "template") { id in data.programs.templates.contains { $0.id == id } }
        let template = WorkoutTemplate(id: id, name: trimmed, notes: nonEmpty(notes), exercises: exercises)
        data.programs.templates.append(template)
        return template
    }

    /// A copy of the template with `id`, under a new name and id.
    package static func duplicateTemplate(id: String, as name: String, in data: inout ProjectData) throws -> WorkoutTemplate {
        let original = try template(id, in: data.programs)
        return try addTemplate(name: name, notes: original.notes, exercises: original.exercises, to: &data)
    }

    /// One change to a template; `TemplateWriter` reads them from the command line.
    enum TemplateChange: Sendable, Equatable {
        case rename(String)
        /// An empty text removes the notes.
        case notes(String)
        /// Appended, or inserted at a 1-based position.
        case add(TemplateExercise, at: Int?)
        case remove(at: Int)
        case move(from: Int, to: Int)
        /// The target at a position, keeping the exercise and its notes.
        case target(at: Int, TemplateExercise)
        /// An empty text removes them.
        case exerciseNotes(at: Int, String)
    }

    /// Applies `changes` in order (positions are 1-based, as they are when the change is applied) and
    /// returns the template as it is now.
    static func editTemplate(id: String, changes: [TemplateChange], in data: inout ProjectData) throws -> WorkoutTemplate {
        guard let index = data.programs.templates.firstIndex(where: { $0.id == id }) else {
            throw NotFoundError(kind: "workout template", name: id)
        }
        var template = data.programs.templates[index]
        func checked(_ position: Int, count: Int? = nil) throws -> Int {
            let count = count ?? template.exercises.count
            guard (1...max(count, 1)).contains(position), count > 0 else { throw Failure.badPosition(position, count: count) }
            return position - 1
        }
        for change in changes {
            switch change {
            case .rename(let name):
                template.name = try templateName(name, except: id, in: data.programs)
            case .notes(let notes):
                template.notes = nonEmpty(notes)
            case .add(let exercise, let position):
                let at = try position.map { try checked($0, count: template.exercises.count + 1) } ?? template.exercises.count
                template.exercises.insert(exercise, at: at)
            case .remove(let position):
                let at = try checked(position)
                guard template.exercises.count > 1 else { throw Failure.lastExercise(template: template.name) }
                template.exercises.remove(at: at)
            case .move(let from, let to):
                let exercise = template.exercises.remove(at: try checked(from))
                template.exercises.insert(exercise, at: try checked(to, count: template.exercises.count + 1))
            case .target(let position, var target):
                let at = try checked(position)
                target.exercise = template.exercises[at].exercise
                target.notes = template.exercises[at].notes
                template.exercises[at] = target
            case .exerciseNotes(let position, let notes):
                template.exercises[try checked(position)].notes = nonEmpty(notes)
            }
        }
        data.programs.templates[index] = template
        return template
    }

    /// The 1-based position in `template` of the exercise a lifter named: a position number, or an
    /// exercise's id, name or alias that appears in the template exactly once.
    static func position(of text: String, in template: WorkoutTemplate, library: ExerciseLibrary) throws -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed) {
            guard (1...template.exercises.count).contains(number) else { throw Failure.badPosition(number, count: template.exercises.count) }
            return number
        }
        let matcher = ExerciseMatcher(library: library)
        guard let exercise = matcher.exercise(matching: trimmed) else {
            let planned = template.exercises.compactMap { library.exercise(id: $0.exercise)?.name }
            let near = planned.filter { EditDistance.between(NameKey.of($0), NameKey.of(trimmed)) <= max(2, trimmed.count / 3) }
            throw NotFoundError(kind: "exercise", name: trimmed, suggestions: near)
        }
        let positions = template.exercises.indices.filter { template.exercises[$0].exercise == exercise.id }.map { $0 + 1 }
        guard let first = positions.first else { throw Failure.notInTemplate(exercise: exercise.name, template: template.name) }
        guard positions.count == 1 else {
            throw Failure.inTemplateTwice(exercise: exercise.name, template: template.name, positions: positions)
        }
        return first
    }

    /// What deleting a template changed besides removing it.
    package struct TemplateDeletion: Equatable, Sendable {
        /// "Push (Upper Lower)" for each split day it was taken off.
        package var days: [String]
        /// Workouts that came from it and now have no template (their exercises and name stay).
        package var workoutsCleared: Int
        /// The workout under way came from it: it keeps its plan and will name no template.
        package var liveWorkoutCleared = false
    }

    /// The split days the template with `id` is on, as "Day (Split)", and how many workouts came from it.
    package static func users(ofTemplate id: String, in data: ProjectData) -> TemplateDeletion {
        var days: [String] = []
        for split in data.programs.splits {
            for day in split.days where day.templates.contains(id) { days.append("\(day.name) (\(split.name))") }
        }
        return TemplateDeletion(days: days, workoutsCleared: data.workouts.filter { $0.template == id }.count,
                                liveWorkoutCleared: data.session?.template == id)
    }

    /// Removes the template with `id` from the programs and from every split day; the workouts that
    /// came from it keep everything but the reference. Refused when it is the only template of a day.
    package static func deleteTemplate(id: String, in data: inout ProjectData) throws -> TemplateDeletion {
        let deleted = try template(id, in: data.programs)
        let lonely = data.programs.splits.flatMap { split in
            split.days.filter { Set($0.templates) == [id] }.map { "\($0.name) (\(split.name))" }
        }
        guard lonely.isEmpty else { throw Failure.onlyTemplateOfDays(template: deleted.name, days: lonely) }
        let deletion = users(ofTemplate: id, in: data)
        for split in data.programs.splits.indices {
            for day in data.programs.splits[split].days.indices {
                data.programs.splits[split].days[day].templates.removeAll { $0 == id }
            }
        }
        data.programs.templates.removeAll { $0.id == id }
        for index in data.workouts.indices where data.workouts[index].template == id {
            data.workouts[index].template = nil
        }
        if data.session?.template == id { data.session?.template = nil }
        return deletion
    }

    // MARK: - Splits

    /// A day as given when a split or day is added: its name and its templates' ids.
    package struct DayPlan: Equatable, Sendable {
        var name: String
        var templates: [String]

        package init(name: String, templates: [String]) {
            self.name = name
            self.templates = templates
        }
    }

    package static func addSplit(name: String, days: [DayPlan], to data: inout ProjectData) throws -> Split {
        let trimmed = try splitName(name, except: nil, in: data.programs)
        guard !days.isEmpty else { throw Failure.noDays }
        let id = Slug.unique(Slug.make(from: trimmed), fallback: "split") { id in data.programs.splits.contains { $0.id == id } }
        var split = Split(id: id, name: trimmed, days: [])
        for day in days { try insertDay(day, at: nil, into: &split, programs: data.programs) }
        data.programs.splits.append(split)
        return split
    }

    package static func renameSplit(id: String, to name: String, in data: inout ProjectData) throws -> Split {
        let index = try splitIndex(id, in: data.programs)
        data.programs.splits[index].name = try splitName(name, except: id, in: data.programs)
        return data.programs.splits[index]
    }

    /// Deletes a split that is not active. Workouts started from its days keep their reference,
    /// which no longer counts towards any split's progress.
    package static func deleteSplit(id: String, in data: inout ProjectData) throws {
        let index = try splitIndex(id, in: data.programs)
        guard data.programs.activeSplit != id else { throw Failure.activeSplit(data.programs.splits[index].name) }
        data.programs.splits.remove(at: index)
    }

    /// Makes the split with `id` the one a lifter trains from; returns the split that was active before, if another.
    @discardableResult
    package static func activate(id: String, in data: inout ProjectData) throws -> Split? {
        _ = try splitIndex(id, in: data.programs)
        let previous = data.programs.split(id: data.programs.activeSplit).flatMap { $0.id == id ? nil : $0 }
        data.programs.activeSplit = id
        return previous
    }

    /// No split is active any more; returns the one that was.
    package static func deactivate(in data: inout ProjectData) throws -> Split {
        guard let active = data.programs.split(id: data.programs.activeSplit) else { throw Failure.noActiveSplit }
        data.programs.activeSplit = nil
        return active
    }

    /// Adds a day, at the end or at a 1-based position.
    package static func addDay(_ plan: DayPlan, at position: Int?, toSplit id: String, in data: inout ProjectData) throws -> SplitDay {
        let index = try splitIndex(id, in: data.programs)
        var split = data.programs.splits[index]
        let at = try position.map { try checkedPosition($0, count: split.days.count + 1) }
        let day = try insertDay(plan, at: at, into: &split, programs: data.programs)
        data.programs.splits[index] = split
        return day
    }

    package static func renameDay(_ dayID: String, ofSplit id: String, to name: String, in data: inout ProjectData) throws {
        let index = try splitIndex(id, in: data.programs)
        let day = try dayIndex(dayID, in: data.programs.splits[index])
        let trimmed = try dayName(name, except: dayID, in: data.programs.splits[index])
        data.programs.splits[index].days[day].name = trimmed
    }

    package static func moveDay(_ dayID: String, ofSplit id: String, to position: Int, in data: inout ProjectData) throws {
        let index = try splitIndex(id, in: data.programs)
        let day = try dayIndex(dayID, in: data.programs.splits[index])
        let at = try checkedPosition(position, count: data.programs.splits[index].days.count)
        let moved = data.programs.splits[index].days.remove(at: day)
        data.programs.splits[index].days.insert(moved, at: at)
    }

    package static func deleteDay(_ dayID: String, ofSplit id: String, in data: inout ProjectData) throws {
        let index = try splitIndex(id, in: data.programs)
        let day = try dayIndex(dayID, in: data.programs.splits[index])
        guard data.programs.splits[index].days.count > 1 else { throw Failure.lastDay(split: data.programs.splits[index].name) }
        data.programs.splits[index].days.remove(at: day)
    }

    /// Adds templates (ids) to the end of a day's list.
    package static func assign(_ templates: [String], toDay dayID: String, ofSplit id: String, in data: inout ProjectData) throws {
        let index = try splitIndex(id, in: data.programs)
        let day = try dayIndex(dayID, in: data.programs.splits[index])
        for template in templates {
            let name = try self.template(template, in: data.programs).name
            guard !data.programs.splits[index].days[day].templates.contains(template) else {
                throw Failure.alreadyOnDay(template: name, day: data.programs.splits[index].days[day].name)
            }
            data.programs.splits[index].days[day].templates.append(template)
        }
    }

    /// Takes templates (ids) off a day; a day keeps at least one.
    package static func unassign(_ templates: [String], fromDay dayID: String, ofSplit id: String, in data: inout ProjectData) throws {
        let index = try splitIndex(id, in: data.programs)
        let day = try dayIndex(dayID, in: data.programs.splits[index])
        let split = data.programs.splits[index]
        for template in templates {
            let name = try self.template(template, in: data.programs).name
            guard data.programs.splits[index].days[day].templates.contains(template) else {
                throw Failure.notOnDay(template: name, day: split.days[day].name)
            }
            data.programs.splits[index].days[day].templates.removeAll { $0 == template }
        }
        guard !data.programs.splits[index].days[day].templates.isEmpty else {
            throw Failure.lastTemplateOfDay(day: split.days[day].name, split: split.name)
        }
    }

    // MARK: - Helpers

    @discardableResult
    private static func insertDay(_ plan: DayPlan, at position: Int?, into split: inout Split, programs: Programs) throws -> SplitDay {
        let name = try dayName(plan.name, except: nil, in: split)
        guard !plan.templates.isEmpty else { throw Failure.dayWithoutTemplate(day: name) }
        var templates: [String] = []
        for template in plan.templates {
            _ = try self.template(template, in: programs)
            if !templates.contains(template) { templates.append(template) }
        }
        let id = Slug.unique(Slug.make(from: name), fallback: "day") { id in split.days.contains { $0.id == id } }
        let day = SplitDay(id: id, name: name, templates: templates)
        split.days.insert(day, at: position ?? split.days.count)
        return day
    }

    private static func template(_ id: String, in programs: Programs) throws -> WorkoutTemplate {
        guard let found = programs.templates.first(where: { $0.id == id }) else { throw NotFoundError(kind: "workout template", name: id) }
        return found
    }

    private static func splitIndex(_ id: String, in programs: Programs) throws -> Int {
        guard let index = programs.splits.firstIndex(where: { $0.id == id }) else { throw NotFoundError(kind: "split", name: id) }
        return index
    }

    private static func dayIndex(_ id: String, in split: Split) throws -> Int {
        guard let index = split.days.firstIndex(where: { $0.id == id }) else { throw NotFoundError(kind: "day of \(split.name)", name: id) }
        return index
    }

    private static func checkedPosition(_ position: Int, count: Int) throws -> Int {
        guard (1...max(count, 1)).contains(position) else { throw Failure.badPosition(position, count: count) }
        return position - 1
    }

    private static func templateName(_ name: String, except id: String?, in programs: Programs) throws -> String {
        try distinctName(name, kind: "template", among: programs.templates.filter { $0.id != id }.map(\.name))
    }

    private static func splitName(_ name: String, except id: String?, in programs: Programs) throws -> String {
        try distinctName(name, kind: "split", among: programs.splits.filter { $0.id != id }.map(\.name))
    }

    private static func dayName(_ name: String, except id: String?, in split: Split) throws -> String {
        try distinctName(name, kind: "day", among: split.days.filter { $0.id != id }.map(\.name))
    }

    /// The trimmed name, when it is not empty and no sibling has it (compared as lookups compare).
    private static func distinctName(_ name: String, kind: String, among others: [String]) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !NameKey.of(trimmed).isEmpty else { throw Failure.emptyName(kind: kind) }
        if let existing = others.first(where: { NameKey.of($0) == NameKey.of(trimmed) }) {
            throw Failure.duplicateName(kind: kind, name: existing)
        }
        return trimmed
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }
}
