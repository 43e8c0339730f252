/// The split of editable templates onboarding (`init`) creates from a lifter's answers: full body for
/// 2–3 days a week, upper/lower for 4, push/pull/legs for 5–6 (for 5, push/pull/legs then upper/lower,
/// so every muscle is trained twice a week). The goal sets the targets (`StarterRole.target`), the
/// equipment picks the exercises (home: dumbbells, kettlebells, bands and bodyweight only). Every
/// exercise is a catalogue entry; those the library lacks are added with the program.
package struct StarterProgram: Hashable, Sendable {
    var split: Split
    var templates: [WorkoutTemplate]
    /// The catalogue exercises the templates use, in the order they first appear, with the ids the templates use.
    var exercises: [Exercise]

    /// The program for `request`. Pure: the same answers give the same program.
    package static func make(_ request: StarterProgramRequest) -> StarterProgram {
        make(request, catalogue: .builtIn)
    }

    static func make(_ request: StarterProgramRequest, catalogue: ExerciseCatalogue) -> StarterProgram {
        let layout = layout(forDays: request.daysPerWeek)
        var exercises: [Exercise] = []
        var templates: [WorkoutTemplate] = []
        var days: [SplitDay] = []
        for (dayName, slots) in layout.days {
            var planned: [TemplateExercise] = []
            for slot in slots {
                // A name the catalogue does not know is a slip in the tables above, which
                // StarterProgramTests catches; the day is made without it rather than stopping.
                guard let entry = catalogue.entry(named: slot.exercise(for: request.equipment)) else { continue }
                let id = Slug.make(from: entry.name)
                if !exercises.contains(where: { $0.id == id }) {
                    exercises.append(Exercise(id: id, name: entry.name, type: entry.type, categories: entry.categories))
                }
                planned.append(slot.role.target(for: request.goal, exercise: id, type: entry.type))
            }
            let template = WorkoutTemplate(id: Slug.make(from: dayName), name: dayName, exercises: planned)
            templates.append(template)
            days.append(SplitDay(name: dayName, templates: [template.id]))
        }
        let split = Split(id: Slug.make(from: layout.name), name: layout.name, days: days)
        return StarterProgram(split: split, templates: templates, exercises: exercises)
    }

    /// Adds the program to `data` and makes its split the active one: the exercises the library lacks
    /// (matched by id), the templates and the split. Returns the names of the exercises it added.
    /// A template or split of the same name already there is an error, and nothing is changed.
    package func add(to data: inout ProjectData) throws -> [String] {
        for template in templates where data.programs.templates.contains(where: {
            $0.id == template.id || NameKey.of($0.name) == NameKey.of(template.name)
        }) {
            throw StarterProgramError(message: "a template named \"\(template.name)\" already exists; the starter program was not added")
        }
        if data.programs.splits.contains(where: { $0.id == split.id || NameKey.of($0.name) == NameKey.of(split.name) }) {
            throw StarterProgramError(message: "a split named \"\(split.name)\" already exists; the starter program was not added")
        }
        var added: [String] = []
        for exercise in exercises where data.library.exercise(id: exercise.id) == nil {
            var copy = exercise
            copy.categories = exercise.categories.filter { data.library.category(id: $0) != nil }
            data.library.exercises.append(copy)
            added.append(exercise.name)
        }
        data.library.exercises.sort { $0.id < $1.id }
        data.programs.templates.append(contentsOf: templates)
        data.programs.splits.append(split)
        data.programs.activeSplit = split.id
        return added
    }

    /// The split's name and its days (each a template of the same name), for a number of days a week;
    /// below 2 is laid out as 2, above 6 as 6.
    static func layout(forDays days: Int) -> (name: String, days: [(String, [StarterSlot])]) {
        switch days {
        case ...2: ("Full Body (2 days)", [("Full Body A", fullBodyA), ("Full Body B", fullBodyB)])
        case 3: ("Full Body (3 days)", [("Full Body A", fullBodyA), ("Full Body B", fullBodyB), ("Full Body C", fullBodyC)])
        case 4: ("Upper/Lower", [("Upper A", upperA), ("Lower A", lowerA), ("Upper B", upperB), ("Lower B", lowerB)])
        case 5: ("Push/Pull/Legs + Upper/Lower", [("Push", pushA), ("Pull", pullA), ("Legs", legsA), ("Upper", upperB), ("Lower", lowerB)])
        default: ("Push/Pull/Legs", [("Push A", pushA), ("Pull A", pullA), ("Legs A", legsA),
                                     ("Push B", pushB), ("Pull B", pullB), ("Legs B", legsB)])
        }
    }

    // The days. Each slot names the gym exercise, then the home one when it differs.

    static let fullBodyA: [StarterSlot] = [
        StarterSlot(.main, gym: "Squat", home: "Goblet Squat"),
        StarterSlot(.secondary, gym: "Bench Press", home: "Dumbbell Bench Press"),
        StarterSlot(.secondary, gym: "Barbell Row", home: "Dumbbell Row"),
        StarterSlot(.accessory, gym: "Lateral Raise"),
        StarterSlot(.core, gym: "Plank"),
    ]
    static let fullBodyB: [StarterSlot] = [
        StarterSlot(.main, gym: "Deadlift", home: "Dumbbell Romanian Deadlift"),
        StarterSlot(.secondary, gym: "Overhead Press", home: "Dumbbell Shoulder Press"),
        StarterSlot(.secondary, gym: "Lat Pulldown", home: "Pull Up"),
        StarterSlot(.accessory, gym: "Dumbbell Curl"),
        StarterSlot(.core, gym: "Hanging Leg Raise"),
    ]
    static let fullBodyC: [StarterSlot] = [
        StarterSlot(.main, gym: "Front Squat", home: "Bulgarian Split Squat"),
        StarterSlot(.secondary, gym: "Incline Bench Press", home: "Incline Dumbbell Press"),
        StarterSlot(.secondary, gym: "Chin Up"),
        StarterSlot(.accessory, gym: "Triceps Pushdown", home: "Dumbbell Triceps Extension"),
        StarterSlot(.core, gym: "Plank"),
    ]
    static let upperA: [StarterSlot] = [
        StarterSlot(.main, gym: "Bench Press", home: "Dumbbell Bench Press"),
        StarterSlot(.secondary, gym: "Barbell Row", home: "Dumbbell Row"),
        StarterSlot(.secondary, gym: "Overhead Press", home: "Dumbbell Shoulder Press"),
        StarterSlot(.secondary, gym: "Lat Pulldown", home: "Pull Up"),
        StarterSlot(.accessory, gym: "Skull Crusher", home: "Dumbbell Triceps Extension"),
        StarterSlot(.accessory, gym: "Barbell Curl", home: "Dumbbell Curl"),
    ]
    static let lowerA: [StarterSlot] = [
        StarterSlot(.main, gym: "Squat", home: "Goblet Squat"),
        StarterSlot(.secondary, gym: "Romanian Deadlift", home: "Dumbbell Romanian Deadlift"),
        StarterSlot(.secondary, gym: "Leg Press", home: "Bulgarian Split Squat"),
        StarterSlot(.accessory, gym: "Leg Curl", home: "Nordic Hamstring Curl"),
        StarterSlot(.accessory, gym: "Standing Calf Raise", home: "Standing Dumbbell Calf Raise"),
        StarterSlot(.core, gym: "Plank"),
    ]
    static let upperB: [StarterSlot] = [
        StarterSlot(.main, gym: "Overhead Press", home: "Dumbbell Shoulder Press"),
        StarterSlot(.secondary, gym: "Incline Bench Press", home: "Incline Dumbbell Press"),
        StarterSlot(.secondary, gym: "Pull Up"),
        StarterSlot(.secondary, gym: "Seated Cable Row", home: "Chest Supported Incline Row"),
        StarterSlot(.accessory, gym: "Lateral Raise"),
        StarterSlot(.accessory, gym: "Hammer Curl"),
    ]
    static let lowerB: [StarterSlot] = [
        StarterSlot(.main, gym: "Deadlift", home: "Dumbbell Deadlift"),
        StarterSlot(.secondary, gym: "Front Squat", home: "Dumbbell Reverse Lunge"),
        StarterSlot(.secondary, gym: "Hip Thrust", home: "Single Leg Glute Bridge"),
        StarterSlot(.accessory, gym: "Leg Extension", home: "Dumbbell Step Up"),
        StarterSlot(.accessory, gym: "Standing Calf Raise", home: "Single Leg Standing Dumbbell Calf Raise"),
        StarterSlot(.core, gym: "Hanging Leg Raise"),
    ]
    static let pushA: [StarterSlot] = [
        StarterSlot(.main, gym: "Bench Press", home: "Dumbbell Bench Press"),
        StarterSlot(.secondary, gym: "Overhead Press", home: "Dumbbell Shoulder Press"),
        StarterSlot(.secondary, gym: "Incline Dumbbell Press"),
        StarterSlot(.accessory, gym: "Lateral Raise"),
        StarterSlot(.accessory, gym: "Triceps Pushdown", home: "Dumbbell Triceps Extension"),
    ]
    static let pullA: [StarterSlot] = [
        StarterSlot(.main, gym: "Barbell Row", home: "Dumbbell Row"),
        StarterSlot(.secondary, gym: "Pull Up"),
        StarterSlot(.secondary, gym: "Lat Pulldown", home: "Band Lat Pulldown"),
        StarterSlot(.accessory, gym: "Face Pull", home: "Band Pull Apart"),
        StarterSlot(.accessory, gym: "Barbell Curl", home: "Dumbbell Curl"),
    ]
    static let legsA: [StarterSlot] = [
        StarterSlot(.main, gym: "Squat", home: "Goblet Squat"),
        StarterSlot(.secondary, gym: "Romanian Deadlift", home: "Dumbbell Romanian Deadlift"),
        StarterSlot(.secondary, gym: "Leg Press", home: "Bulgarian Split Squat"),
        StarterSlot(.accessory, gym: "Leg Curl", home: "Nordic Hamstring Curl"),
        StarterSlot(.accessory, gym: "Standing Calf Raise", home: "Standing Dumbbell Calf Raise"),
    ]
    static let pushB: [StarterSlot] = [
        StarterSlot(.main, gym: "Overhead Press", home: "Dumbbell Shoulder Press"),
        StarterSlot(.secondary, gym: "Incline Bench Press", home: "Incline Dumbbell Press"),
        StarterSlot(.secondary, gym: "Dip", home: "Push Up"),
        StarterSlot(.accessory, gym: "Chest Fly"),
        StarterSlot(.accessory, gym: "Skull Crusher", home: "Dumbbell Triceps Extension"),
    ]
    static let pullB: [StarterSlot] = [
        StarterSlot(.main, gym: "Deadlift", home: "Dumbbell Deadlift"),
        StarterSlot(.secondary, gym: "Chin Up"),
        StarterSlot(.secondary, gym: "Seated Cable Row", home: "Chest Supported Incline Row"),
        StarterSlot(.accessory, gym: "Hammer Curl"),
        StarterSlot(.core, gym: "Hanging Leg Raise"),
    ]
    static let legsB: [StarterSlot] = [
        StarterSlot(.main, gym: "Front Squat", home: "Bulgarian Split Squat"),
        StarterSlot(.secondary, gym: "Hip Thrust", home: "Single Leg Glute Bridge"),
        StarterSlot(.accessory, gym: "Leg Extension", home: "Dumbbell Step Up"),
        StarterSlot(.accessory, gym: "Leg Curl", home: "Nordic Hamstring Curl"),
        StarterSlot(.core, gym: "Plank"),
    ]
}
