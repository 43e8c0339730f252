import Testing
@testable import StrengthKit

/// `ExerciseReferencing`: each stored type declares the exercise ids it holds in one walk, and merge,
/// delete, validation and import use only that walk. These tests hold the walks to the stored types
/// over `FullyPopulated.project`, which sets every field (Mirror-checked) with the library's ids.
@Suite struct ExerciseReferenceTests {
    static let project = FullyPopulated.project
    static let exerciseIDs = Set(project.library.exercises.map(\.id))

    /// Enums without data that one project cannot show every case of; none of them holds an id.
    static let singleCaseEnums: Set<String> = [
        "settings.units", "settings.appearance", "settings.weekStart", "settings.oneRepMax.formula", "settings.dots",
        "library.exercises[].type", "goals[].typedUnit", "session.readiness.energy", "session.readiness.soreness",
    ]

    @Test func theProjectSetsEveryFieldAndIsValid() throws {
        #expect(FullyPopulated.gaps(in: Self.project, everyCaseExceptAt: Self.singleCaseEnums) == [])
        try StoreValidator.validate(Self.project, locate: Self.locateAsTheWalkDoes)
    }

    /// Mirror finds every stored string that holds one of the library's ids (outside the library, which
    /// defines them); once the walk has renamed every id it visits, no stored string may hold one.
    /// A field a type's walk leaves out is named here by its path.
    @Test func theWalkReachesEveryStoredExerciseID() {
        let stored = Self.paths(holding: Self.exerciseIDs, in: Self.project)
        #expect(Set(stored) == [
            "settings.bigLifts[]", "programs.templates[].exercises[].exercise", "goals[].target(e1rm).exercise",
            "goals[].target(set).exercise", "workouts[].exercises[].exercise", "session.plan[].exercise",
            "session.exercises[].exercise",
        ])
        var walked = Self.project
        walked.mapExerciseIDs { "renamed-" + $0 }
        #expect(Self.paths(holding: Self.exerciseIDs, in: walked) == [], "stored exercise ids the walk does not visit")
        #expect(Self.paths(holding: Set(Self.exerciseIDs.map { "renamed-" + $0 }), in: walked).count == stored.count)
    }

    /// The walk's fields are the store's own, as validation reports them (worked out from the fixture).
    @Test func theWalkNamesEachFieldAsTheStoreFilesDo() {
        var visited: [String] = []
        Self.project.forEachExerciseID { id, field in visited.append("\(field()) = \(id)") }
        #expect(visited == [
            "settings.bigLifts[0] = squat", "settings.bigLifts[1] = deadlift",
            "programs.templates[0].exercises[0].exercise = bench-press", "programs.templates[0].exercises[1].exercise = plank",
            "programs.templates[0].exercises[2].exercise = rower",
            "goals[0].exercise = squat", "goals[1].exercise = deadlift",
            "workouts[0].exercises[0].exercise = bench-press", "workouts[0].exercises[1].exercise = running",
            "workouts[1].exercises[0].exercise = running", "workouts[2].exercises[0].exercise = squat",
            "session.plan[0].exercise = deadlift", "session.plan[1].exercise = bench-press", "session.plan[2].exercise = plank",
            "session.plan[3].exercise = rower", "session.exercises[0].exercise = bench-press",
            "session.exercises[1].exercise = running", "session.exercises[2].exercise = squat",
            "session.exercises[3].exercise = plank",
        ])
    }

    /// Validation goes through the walk: each reference in turn, made to name no exercise, is refused
    /// at its own field.
    @Test func validationRefusesEveryReferenceToAnExerciseThatIsNotThere() {
        var fields: [String] = []
        Self.project.forEachExerciseID { _, field in fields.append(field()) }
        for (position, field) in fields.enumerated() {
            var damaged = Self.project
            var seen = 0
            damaged.mapExerciseIDs { id in
                defer { seen += 1 }
                return seen == position ? "no-such-exercise" : id
            }
            #expect(throws: StoreError(path: "project", reason: .invalid(field: field, "no exercise has the id 'no-such-exercise' (exercises.json)"))) {
                try StoreValidator.validate(damaged, locate: Self.locateAsTheWalkDoes)
            }
        }
    }

    /// Dropping a reference takes what cannot stand without it: the goal, the plan's line, the pin
    /// (and with no pin left the big lifts are the rule's again); the goal on another exercise stays.
    @Test func droppingAnIDTakesWhatCannotStandWithoutIt() {
        var data = Self.project
        data.mapExerciseIDs { $0 == "deadlift" ? nil : $0 }
        #expect(data.goals.map(\.id) == ["squat-e1rm", "body-weight", "four-a-week"])
        #expect(data.session?.plan == FullyPopulated.upperA.exercises)
        #expect(data.settings.bigLifts == ["squat"])
        data.mapExerciseIDs { $0 == "squat" ? nil : $0 }
        #expect(data.settings.bigLifts == nil)
        #expect(data.workouts.map { $0.exercises.map(\.exercise) } == [["bench-press", "running"], ["running"], []])
    }

    /// Every exercise `delete` can delete (after the goals on it are gone) leaves no reference behind
    /// and a project that validates: what the walk drops is everything that named it.
    @Test func deleteLeavesNoReferenceBehind() throws {
        for id in Self.exerciseIDs.sorted() {
            var data = Self.project
            data.goals.removeAll { $0.refers(to: id) }
            data.workouts.removeAll { $0.refers(to: id) }
            data.session?.exercises.removeAll { $0.refers(to: id) }
            _ = try LibraryEditor.deleteExercise(id: id, removingFromTemplates: true, in: &data)
            #expect(data.library.exercise(id: id) == nil, "\(id)")
            #expect(!data.refers(to: id), "\(id)")
            try StoreValidator.validate(data, locate: Self.locateAsTheWalkDoes)
        }
    }

    /// The lead's walk-through: "Bench Press (Barbell)" is named by a workout, a template, a goal and the
    /// pinned big lifts; after `exercise merge` into "Bench Press" each of those four fields names
    /// "bench-press", nothing names the old id, the project validates, and the report says so.
    @Test func aMergeMovesAWorkoutATemplateAGoalAndAPinnedBigLift() throws {
        var data = ProjectData(settings: Settings(bigLifts: ["bench-press-barbell", "squat"]), library: StarterLibrary.library)
        data.library.exercises.append(Exercise(id: "bench-press-barbell", name: "Bench Press (Barbell)", type: .weightReps))
        data.programs.templates = [WorkoutTemplate(id: "push", name: "Push", exercises: [
            TemplateExercise(exercise: "bench-press-barbell", targetSets: 3, targetReps: 5)])]
        data.goals = [Goal(id: "bench-e1rm", target: .e1rm(exercise: "bench-press-barbell", kg: 120), added: LocalDay(year: 2025, month: 3, day: 1)!)]
        data.workouts = [try ExerciseMergerTests.workout("2025-03-10", "Push", [
            LoggedExercise(exercise: "bench-press-barbell", sets: [ExerciseMergerTests.set(100, 5), ExerciseMergerTests.set(100, 5)])])]
        let named = Self.fields(naming: "bench-press-barbell", in: data)
        #expect(named == ["settings.bigLifts[0]", "programs.templates[0].exercises[0].exercise", "goals[0].exercise",
                          "workouts[0].exercises[0].exercise"])

        let (merged, report) = try ExerciseMerger.merge(from: "bench-press-barbell", into: "bench-press", in: data)
        #expect(Self.fields(naming: "bench-press-barbell", in: merged) == [])
        #expect(Self.fields(naming: "bench-press", in: merged) == named)
        #expect(merged.settings.bigLifts == ["bench-press", "squat"])
        #expect(merged.goals[0].target == .e1rm(exercise: "bench-press", kg: 120))
        try StoreValidator.validate(merged, locate: Self.locateAsTheWalkDoes)
        #expect(MergeText.report(report) == """
            Merged "Bench Press (Barbell)" into "Bench Press":
              Sets: 2 moved, from 1 workout: 2025-03-10-1800-push
              New names of "Bench Press": Bench Press (Barbell)
              Templates now planning "Bench Press": Push
              "Bench Press (Barbell)" left the library; its records are "Bench Press"'s, computed from the moved sets.

            """)
    }

    // MARK: - Helpers

    /// Puts a problem where the walk of `ProjectData` puts the field: `programs.templates[0]...`.
    static let locateAsTheWalkDoes: StoreValidator.Locator = { section, field in
        switch section {
        case .settings: ("project", "settings." + field)
        case .programs: ("project", "programs." + field)
        case .session: ("project", "session." + field)
        case .workout(let index, _): ("project", "workouts[\(index)]." + field)
        case .library, .bodyWeight, .goals, .blocks: ("project", field)
        case .post(let index, _): ("project", "posts[\(index)]." + field)
        }
    }

    /// The fields of `data`, by its walk, that hold `id`.
    static func fields(naming id: String, in data: ProjectData) -> [String] {
        var fields: [String] = []
        data.forEachExerciseID { held, field in if held == id { fields.append(field()) } }
        return fields
    }

    /// The paths (`workouts[].exercises[].exercise`, as `FullyPopulated` writes them) of the stored
    /// strings in `value` that are one of `ids`, outside the library that defines them.
    static func paths(holding ids: Set<String>, in value: Any, at path: String = "") -> [String] {
        if path == "library" { return [] }
        if let text = value as? String { return ids.contains(text) ? [path] : [] }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.flatMap { paths(holding: ids, in: $0.value, at: path) }
        case .collection, .set, .dictionary:
            return Array(Set(mirror.children.flatMap { paths(holding: ids, in: $0.value, at: path + "[]") })).sorted()
        case .enum:
            return mirror.children.flatMap { paths(holding: ids, in: $0.value, at: path + "(\($0.label ?? ""))") }
        default:
            return mirror.children.enumerated().flatMap { index, child in
                let label = child.label ?? "\(index)"
                return paths(holding: ids, in: child.value, at: path.isEmpty ? label : path + "." + label)
            }
        }
    }
}
