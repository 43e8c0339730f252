/// `exercise suggest`: pairs of exercises that look like the same exercise, most likely first.
///
/// Every name of one exercise (its name and aliases) is compared with every name of the other.
/// Names are split into a movement and an equipment or load qualifier (`ExerciseNameParts`), and a
/// pair is suggested when
/// - both name the same movement with the same equipment, written differently
///   ("Bench Press (Dumbbell)", "Dumbbell Bench Press");
/// - one is the other with barbell named ("Bench Press (Barbell)", "Barbell Squat"): a lift the
///   library names without equipment is the barbell one;
/// - one is the other with a load named ("Weighted Dip", "Pull Up (Assisted)") and the other is
///   bodyweight reps, whose sets carry added load or assistance;
/// - the normalised names (at least 5 letters) are a letter more or fewer, or two neighbouring
///   letters swapped, apart: a plural or a typo (never one letter replaced: "Hip Abductor");
/// - least likely: one is the other with another equipment in parentheses ("Lat Pulldown
///   (Cable)"), unless the qualified one pairs better elsewhere or the movement also exists with
///   barbell named (then the bare name is the barbell lift, and "(Dumbbell)" another exercise);
///   one such pair per bare name, the qualified one with the most sets.
/// A library name that puts non-barbell equipment first ("Dumbbell Bench Press") names a variant
/// and never pairs with the bare name, and a bare name whose aliases give it an equipment (after
/// a merge) pairs with no other equipment.
///
/// The types must be the same, or convertible with every one of FROM's sets converting
/// (`SetConversion`). Which one goes: only a direction whose sets convert; then an uncategorised
/// exercise goes into a categorised one (an import's orphan into the library's exercise, which has
/// the muscle groups and the plain name); then the one with fewer sets goes; then the one whose
/// name looks imported (equipment in parentheses); then by name.
package enum ExerciseSuggester {
    package static func suggestions(in data: ProjectData) -> [MergeSuggestion] {
        let exercises = data.library.exercises.sorted { $0.id < $1.id }
        var setsByExercise: [String: [WorkoutSet]] = [:]
        for workout in data.workouts {
            for logged in workout.exercises { setsByExercise[logged.exercise, default: []].append(contentsOf: logged.sets) }
        }
        let names = exercises.map { exercise in
            ([exercise.name] + exercise.aliases).map { Name(text: $0, parts: ExerciseNameParts($0), key: NameKey.of($0)) }
        }
        let barbellBases = Set(names.joined().filter { $0.parts.qualifier == "barbell" }.map(\.parts.base))
        // The equipment each exercise is known by, per movement: "Lateral Raise" with the alias
        // "Lateral Raise (Dumbbell)" (a merge made it so) is the dumbbell raise, not the cable one.
        var equipment: [String: [String: Set<String>]] = [:]
        for (index, exercise) in exercises.enumerated() {
            for name in names[index] {
                guard let qualifier = name.parts.qualifier, !ExerciseNameParts.loadQualifiers.contains(qualifier) else { continue }
                equipment[exercise.id, default: [:]][name.parts.base, default: []].insert(qualifier)
            }
        }

        var found: [(first: Int, second: Int, match: Match)] = []
        for first in exercises.indices {
            for second in exercises.indices where second > first {
                var best: Match?
                for one in names[first] {
                    for other in names[second] {
                        guard let match = compare(one, exercises[first], other, exercises[second], equipment: equipment) else { continue }
                        if match.evidence.weight > (best?.evidence.weight ?? 0) { best = match }
                    }
                }
                if let best { found.append((first, second, best)) }
            }
        }
        // The least likely kind only when nothing better explains the qualified name, and only one
        // per plain name: the plain name is one equipment's lift, and the one with the most sets is
        // the likeliest ("Lateral Raise (Dumbbell)", not also "Lateral Raise (Cable)").
        let all = found
        found.removeAll { pair in
            guard pair.match.evidence == .equipmentDropped, let qualified = pair.match.qualified, let bare = pair.match.bare else {
                return false
            }
            if barbellBases.contains(pair.match.base) { return true }
            let index = qualified == exercises[pair.first].id ? pair.first : pair.second
            if all.contains(where: { other in
                (other.first == index || other.second == index) && other.match.evidence.weight > pair.match.evidence.weight
            }) { return true }
            let sets = setsByExercise[qualified]?.count ?? 0
            return all.contains { other in
                guard other.match.evidence == .equipmentDropped, other.match.bare == bare, let rival = other.match.qualified,
                      rival != qualified else { return false }
                let rivalSets = setsByExercise[rival]?.count ?? 0
                return rivalSets > sets || rivalSets == sets && rival < qualified
            }
        }

        var suggestions: [MergeSuggestion] = []
        for pair in found {
            let one = exercises[pair.first]
            let other = exercises[pair.second]
            let ordered = [(one, other), (other, one)].sorted { lhs, rhs in
                let left = (lhs.0.categories.isEmpty ? 0 : 1, setsByExercise[lhs.0.id]?.count ?? 0, -importLikeness(lhs.0.name))
                let right = (rhs.0.categories.isEmpty ? 0 : 1, setsByExercise[rhs.0.id]?.count ?? 0, -importLikeness(rhs.0.name))
                if left != right { return left < right }
                return (lhs.0.name.lowercased(), lhs.0.id) > (rhs.0.name.lowercased(), rhs.0.id)
            }
            guard let (from, into) = ordered.first(where: { converts(setsByExercise[$0.0.id] ?? [], from: $0.0.type, to: $0.1.type) }) else {
                continue
            }
            let fromSets = setsByExercise[from.id]?.count ?? 0
            let conversion = from.type == into.type ? nil : SetConversion.rule(from: from.type, to: into.type).map {
                "\(fromSets) \(from.type.displayName.lowercased()) \(NumberText.plural("set", fromSets)) would become \(into.type.displayName.lowercased()): \($0)"
            }
            suggestions.append(MergeSuggestion(
                from: ExerciseReference(from, sets: fromSets), into: ExerciseReference(into, sets: setsByExercise[into.id]?.count ?? 0),
                evidence: pair.match.evidence, why: pair.match.why, conversion: conversion,
                command: command(from: from.name, into: into.name)))
        }
        return suggestions.sorted { lhs, rhs in
            if lhs.evidence.weight != rhs.evidence.weight { return lhs.evidence.weight > rhs.evidence.weight }
            let left = lhs.from.sets + lhs.into.sets
            let right = rhs.from.sets + rhs.into.sets
            if left != right { return left > right }
            return (lhs.from.name.lowercased(), lhs.into.name.lowercased()) < (rhs.from.name.lowercased(), rhs.into.name.lowercased())
        }
    }

    /// `strength-site exercise merge "FROM" "INTO"`, each name quoted for a POSIX shell.
    static func command(from: String, into: String) -> String {
        let separator = from.hasPrefix("-") || into.hasPrefix("-") ? " --" : ""
        return "strength-site exercise merge\(separator) \(ShellWord.quoted(from)) \(ShellWord.quoted(into))"
    }

    private struct Name {
        var text: String
        var parts: ExerciseNameParts
        var key: String
    }

    private struct Match {
        var evidence: MergeSuggestion.Evidence
        var why: String
        var base: String
        /// The ids of the exercise whose name carried the qualifier and of the one whose name had
        /// none, for the kinds with one bare name.
        var qualified: String?
        var bare: String?
    }

    private static func compare(_ one: Name, _ first: Exercise, _ other: Name, _ second: Exercise,
                                equipment: [String: [String: Set<String>]]) -> Match? {
        let base = one.parts.base
        if !base.isEmpty, base == other.parts.base {
            switch (one.parts.qualifier, other.parts.qualifier) {
            case (let a?, let b?) where a == b:
                return Match(evidence: .sameEquipment, why: "\(label(one, first)) and \(label(other, second)) are the same movement "
                             + "with the same equipment (\(a)), written differently", base: base)
            case (nil, .some):
                return bareAgainstQualified(bare: one, first, qualified: other, second, equipment: equipment[first.id]?[base] ?? [])
            case (.some, nil):
                return bareAgainstQualified(bare: other, second, qualified: one, first, equipment: equipment[second.id]?[base] ?? [])
            default:
                return nil
            }
        }
        if min(one.key.count, other.key.count) >= 5, typoApart(one.key, other.key) {
            return Match(evidence: .oneLetterApart, why: "\(label(one, first)) and \(label(other, second)) differ by one letter",
                         base: base)
        }
        return nil
    }

    /// A letter more or fewer ("Bicep", "Biceps"; a plural), or two neighbouring letters swapped
    /// ("Sqaut"). Not one letter replaced by another: that makes other words as often as typos
    /// ("Hip Abductor", "Hip Adductor"; "Incline", "Decline" are two).
    static func typoApart(_ a: String, _ b: String) -> Bool {
        let left = Array(a)
        let right = Array(b)
        if abs(left.count - right.count) == 1 { return EditDistance.between(a, b) == 1 }
        guard left.count == right.count else { return false }
        let differing = left.indices.filter { left[$0] != right[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1
            && left[differing[0]] == right[differing[1]] && left[differing[1]] == right[differing[0]]
    }

    /// `equipment`: the equipment the bare exercise is known by for this movement (through aliases).
    private static func bareAgainstQualified(bare: Name, _ bareExercise: Exercise, qualified: Name,
                                             _ qualifiedExercise: Exercise, equipment: Set<String>) -> Match? {
        guard let qualifier = qualified.parts.qualifier, let written = qualified.parts.written else { return nil }
        if !ExerciseNameParts.loadQualifiers.contains(qualifier), !equipment.isEmpty, !equipment.contains(qualifier) { return nil }
        let shown = "\(label(qualified, qualifiedExercise)) is \(label(bare, bareExercise)) with \"\(written)\""
        if qualifier == "barbell" {
            return Match(evidence: .barbellDropped, why: shown + "; a lift named without equipment is the barbell one",
                         base: bare.parts.base, qualified: qualifiedExercise.id, bare: bareExercise.id)
        }
        if ExerciseNameParts.loadQualifiers.contains(qualifier) {
            guard bareExercise.type == .bodyweightReps else { return nil }
            return Match(evidence: .loadDropped,
                         why: shown + "; \"\(bareExercise.name)\" is bodyweight reps, whose sets carry added load or assistance",
                         base: bare.parts.base, qualified: qualifiedExercise.id, bare: bareExercise.id)
        }
        guard qualified.parts.style == .parenthesised else { return nil }
        return Match(evidence: .equipmentDropped,
                     why: shown + "; check that \"\(bareExercise.name)\" is done with that equipment (\(qualifier)) too",
                     base: bare.parts.base, qualified: qualifiedExercise.id, bare: bareExercise.id)
    }

    /// `"Bench Press"`, or `"Barbell Bench" (a name of "Flat Bench")` when an alias matched.
    private static func label(_ name: Name, _ exercise: Exercise) -> String {
        name.text == exercise.name ? "\"\(name.text)\"" : "\"\(name.text)\" (a name of \"\(exercise.name)\")"
    }

    /// Equipment in parentheses looks imported; any qualifier more than none.
    private static func importLikeness(_ name: String) -> Int {
        switch ExerciseNameParts(name).style {
        case .parenthesised: 2
        case .leading, .trailing: 1
        case .bare: 0
        }
    }

    private static func converts(_ sets: [WorkoutSet], from: ExerciseType, to: ExerciseType) -> Bool {
        from == to || SetConversion.rule(from: from, to: to) != nil && sets.allSatisfy { set in
            if case .converted = SetConversion.convert(set, from: from, to: to) { return true }
            return false
        }
    }
}
