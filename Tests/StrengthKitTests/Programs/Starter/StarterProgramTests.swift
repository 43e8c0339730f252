import Foundation
import Testing
@testable import StrengthKit

@Suite struct StarterProgramTests {
    static let requests: [StarterProgramRequest] = StarterProgramRequest.dayRange.flatMap { days in
        TrainingGoal.allCases.flatMap { goal in
            TrainingEquipment.allCases.map { StarterProgramRequest(daysPerWeek: days, goal: goal, equipment: $0) }
        }
    }

    static let expectedDays: [Int: (split: String, days: [String])] = [
        2: ("Full Body (2 days)", ["Full Body A", "Full Body B"]),
        3: ("Full Body (3 days)", ["Full Body A", "Full Body B", "Full Body C"]),
        4: ("Upper/Lower", ["Upper A", "Lower A", "Upper B", "Lower B"]),
        5: ("Push/Pull/Legs + Upper/Lower", ["Push", "Pull", "Legs", "Upper", "Lower"]),
        6: ("Push/Pull/Legs", ["Push A", "Pull A", "Legs A", "Push B", "Pull B", "Legs B"]),
    ]

    @Test(arguments: requests)
    func theSplitHasADayPerTrainingDayEachWithItsOwnTemplate(request: StarterProgramRequest) throws {
        let program = StarterProgram.make(request)
        let expected = try #require(Self.expectedDays[request.daysPerWeek])
        #expect(program.split.name == expected.split)
        #expect(program.split.id == Slug.make(from: expected.split))
        #expect(program.split.days.map(\.name) == expected.days)
        #expect(program.templates.map(\.name) == expected.days)
        #expect(program.split.days.map(\.templates) == program.templates.map { [$0.id] })
        #expect(program.templates.map(\.id) == expected.days.map { Slug.make(from: $0) })
    }

    @Test(arguments: requests)
    func everyExerciseIsInTheCatalogueFitsItsTargetAndTheEquipment(request: StarterProgramRequest) throws {
        let program = StarterProgram.make(request)
        let catalogue = ExerciseCatalogue.builtIn
        let days = StarterProgram.layout(forDays: request.daysPerWeek).days
        for (template, (_, slots)) in zip(program.templates, days) {
            // Every slot found its catalogue entry: none was dropped.
            #expect(template.exercises.count == slots.count, "\(template.name)")
            for planned in template.exercises {
                let exercise = try #require(program.exercises.first { $0.id == planned.exercise })
                let entry = try #require(catalogue.entry(named: exercise.name))
                #expect(entry.name == exercise.name && entry.type == exercise.type)
                #expect(throws: Never.self) { try TargetSyntax.fit(planned, to: entry.type, name: entry.name) }
                #expect(request.equipment.allows(entry), "\(entry.name) is \(entry.equipment)")
                if request.equipment == .home {
                    #expect(!["machine", "cable", "smith_machine", "barbell", "plate"].contains(entry.equipment), "\(entry.name)")
                }
            }
        }
    }

    @Test(arguments: requests)
    func addedToAFreshProjectItValidatesAndIsActive(request: StarterProgramRequest) throws {
        var data = ProjectData(library: StarterLibrary.library)
        let added = try StarterProgram.make(request).add(to: &data)
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        #expect(data.programs.activeSplit == data.programs.splits.first?.id)
        let starterNames = Set(StarterLibrary.library.exercises.map(\.name))
        #expect(added.allSatisfy { !starterNames.contains($0) })
        for template in data.programs.templates {
            for planned in template.exercises { #expect(data.library.exercise(id: planned.exercise) != nil) }
        }
    }

    @Test func theGymProgramsUseOnlyTheStarterLibrary() {
        for days in StarterProgramRequest.dayRange {
            let program = StarterProgram.make(StarterProgramRequest(daysPerWeek: days, goal: .strength, equipment: .gym))
            let ids = Set(StarterLibrary.library.exercises.map(\.id))
            #expect(program.exercises.allSatisfy { ids.contains($0.id) }, "\(days) days")
        }
    }

    @Test(arguments: [
        (TrainingGoal.strength, StarterRole.main, ExerciseType.weightReps, 3, 5, nil, nil),
        (.strength, .secondary, .weightReps, 4, 6, 8, nil),
        (.strength, .accessory, .weightReps, 3, 8, 12, nil),
        (.hypertrophy, .main, .weightReps, 3, 8, 12, nil),
        (.hypertrophy, .secondary, .bodyweightReps, 3, 8, 12, nil),
        (.hypertrophy, .accessory, .repsOnly, 3, 10, 15, nil),
        (.strength, .core, .duration, 3, nil, nil, 30),
        (.hypertrophy, .core, .duration, 3, nil, nil, 45),
    ] as [(TrainingGoal, StarterRole, ExerciseType, Int, Int?, Int?, Int?)])
    func targetsFollowTheGoalAndRole(goal: TrainingGoal, role: StarterRole, type: ExerciseType, sets: Int, reps: Int?, top: Int?, seconds: Int?) {
        let target = role.target(for: goal, exercise: "x", type: type)
        #expect(target == TemplateExercise(exercise: "x", targetSets: sets, targetReps: reps, targetRepsMax: top, targetSeconds: seconds))
    }

    @Test func strengthMainLiftsAreThreeFivesAndHypertrophyUsesRanges() throws {
        let strength = StarterProgram.make(StarterProgramRequest(daysPerWeek: 3, goal: .strength, equipment: .gym))
        let squat = try #require(strength.templates.first?.exercises.first)
        #expect(squat == TemplateExercise(exercise: "squat", targetSets: 3, targetReps: 5))
        let hypertrophy = StarterProgram.make(StarterProgramRequest(daysPerWeek: 3, goal: .hypertrophy, equipment: .home))
        let goblet = try #require(hypertrophy.templates.first?.exercises.first)
        #expect(goblet == TemplateExercise(exercise: "goblet-squat", targetSets: 3, targetReps: 8, targetRepsMax: 12))
    }

    /// Home has no bar: no pull-ups, chin-ups, hanging leg raises or dips, however the catalogue counts them.
    @Test(arguments: TrainingGoal.allCases)
    func aHomeProgramNeedsNoBar(goal: TrainingGoal) {
        let barExercises = ["Pull Up", "Chin Up", "Hanging Leg Raise", "Dip", "Hanging Knee Raise", "Inverted Row"]
        for days in StarterProgramRequest.dayRange {
            let program = StarterProgram.make(StarterProgramRequest(daysPerWeek: days, goal: goal, equipment: .home))
            #expect(program.exercises.allSatisfy { !barExercises.contains($0.name) }, "\(days) days: \(program.exercises.map(\.name))")
            for template in program.templates {
                #expect(Set(template.exercises.map(\.exercise)).count == template.exercises.count, "\(template.name) plans an exercise twice")
            }
        }
        let catalogue = ExerciseCatalogue.builtIn
        for name in barExercises {
            let entry = catalogue.entry(named: name)
            #expect(entry.map { !TrainingEquipment.home.allows($0) && TrainingEquipment.gym.allows($0) } == true, "\(name)")
        }
        for name in ["Push Up", "Band Lat Pulldown", "Lying Leg Raise", "Dumbbell Pullover", "Goblet Squat"] {
            #expect(catalogue.entry(named: name).map(TrainingEquipment.home.allows) == true, "\(name)")
        }
    }

    /// `init --help` prints `StarterProgramText.overview`; the README holds `markdown` between two
    /// markers. Both are made from the code: this fails when the README's copy parts from it.
    @Test func theReadmeDescribesTheStarterProgramsTheCodeMakes() throws {
        let table = try #require(try GeneratedBlock.text(in: "README.md", named: "starter-programs", madeBy: "StarterProgramText.markdown"))
        #expect(table == StarterProgramText.markdown, "README.md's table should read:\n\(StarterProgramText.markdown)")
        for days in StarterProgramRequest.dayRange {
            let layout = StarterProgram.layout(forDays: days)
            #expect(StarterProgramText.overview.contains("  \(days): \(layout.name) — " + layout.days.map(\.0).joined(separator: ", ") + "\n"))
        }
    }

    @Test func aTemplateOrSplitNameAlreadyTakenIsRefusedAndNothingChanges() throws {
        let program = StarterProgram.make(StarterProgramRequest(daysPerWeek: 2, goal: .strength, equipment: .gym))
        var data = ProjectData(library: StarterLibrary.library,
                               programs: Programs(templates: [WorkoutTemplate(id: "mine", name: "full body a", exercises: [])]))
        let before = data
        #expect(throws: StarterProgramError.self) { _ = try program.add(to: &data) }
        #expect(data == before)
    }
}
