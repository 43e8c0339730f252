/// The split of editable templates onboarding (`init`) creates from a lifter's answers: the days a
/// week choose the split (`layout(forDays:)`), the goal sets the targets (`StarterRole.target`), the
/// equipment picks the exercises (`TrainingEquipment.allows`). Every exercise is a catalogue entry;
/// those the library lacks are added with the program. `StarterProgramText.overview` and `.markdown`
/// describe them all from these, for `init --help` and the README.
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
                // A name the catalogue does not know, or one the equipment does not allow, is a slip in
                // `StarterExercise`, which StarterProgramTests catches; the day is made without it rather than stopping.
                guard let entry = catalogue.entry(named: slot.exercise.name(for: request.equipment)),
                      request.equipment.allows(entry) else { continue }
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
    /// below 2 is laid out as 2, above 6 as 6. For 5, push/pull/legs then upper/lower, so every muscle
    /// is trained twice a week.
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

    // The days, in order of exercise: the first is the main lift. Lower A is Legs A and a plank.

    static let fullBodyA: [StarterSlot] = [.main(.squat), .secondary(.benchPress), .secondary(.barbellRow), .accessory(.lateralRaise), .core(.plank)]
    static let fullBodyB: [StarterSlot] = [.main(.deadliftHomeRomanian), .secondary(.overheadPress), .secondary(.latPulldown),
                                           .accessory(.dumbbellCurl), .core(.hangingLegRaise)]
    static let fullBodyC: [StarterSlot] = [.main(.frontSquat), .secondary(.inclineBenchPress), .secondary(.chinUp),
                                           .accessory(.tricepsPushdown), .core(.plank)]
    static let upperA: [StarterSlot] = [.main(.benchPress), .secondary(.barbellRow), .secondary(.overheadPress), .secondary(.latPulldown),
                                        .accessory(.skullCrusher), .accessory(.barbellCurl)]
    static let lowerA: [StarterSlot] = legsA + [.core(.plank)]
    static let upperB: [StarterSlot] = [.main(.overheadPress), .secondary(.inclineBenchPress), .secondary(.pullUp), .secondary(.seatedCableRow),
                                        .accessory(.lateralRaise), .accessory(.hammerCurl)]
    static let lowerB: [StarterSlot] = [.main(.deadlift), .secondary(.frontSquatHomeLunge), .secondary(.hipThrust), .accessory(.legExtension),
                                        .accessory(.calfRaiseHomeSingleLeg), .core(.hangingLegRaise)]
    static let pushA: [StarterSlot] = [.main(.benchPress), .secondary(.overheadPress), .secondary(.inclineDumbbellPress),
                                       .accessory(.lateralRaise), .accessory(.tricepsPushdown)]
    static let pullA: [StarterSlot] = [.main(.barbellRow), .secondary(.pullUp), .secondary(.latPulldownHomePullover),
                                       .accessory(.facePull), .accessory(.barbellCurl)]
    static let legsA: [StarterSlot] = [.main(.squat), .secondary(.romanianDeadlift), .secondary(.legPress),
                                       .accessory(.legCurl), .accessory(.calfRaise)]
    static let pushB: [StarterSlot] = [.main(.overheadPress), .secondary(.inclineBenchPress), .secondary(.dip),
                                       .accessory(.chestFly), .accessory(.skullCrusher)]
    static let pullB: [StarterSlot] = [.main(.deadlift), .secondary(.chinUp), .secondary(.seatedCableRow),
                                       .accessory(.hammerCurl), .core(.hangingLegRaise)]
    static let legsB: [StarterSlot] = [.main(.frontSquat), .secondary(.hipThrust), .accessory(.legExtension),
                                       .accessory(.legCurl), .core(.plank)]
}
