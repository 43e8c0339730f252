extension StatsDocument {
    /// The document as `StoreCoding.encode` writes it, byte for byte, written directly: the site's
    /// `stats.json` of a long history is megabytes, and JSONEncoder's tree of every value made it
    /// the slowest page of a build. Keys go in sorted (byte) order, as `.sortedKeys` puts them.
    package func json() -> [UInt8] {
        // About what the file takes (a pretty-printed entry is some 60-170 bytes): one buffer, not a
        // doubling one copied a dozen times over into new memory.
        let entries = weekly.count + monthly.count + records.count + muscleGroups.reduce(0) { $0 + $1.weekly.count }
        var writer = PrettyJSONWriter(capacity: (1 << 16) + 128 * entries)
        writer.object { json in
            if let exercise {
                json.key("exercise")
                exercise.write(to: &json)
            }
            json.key("exercises")
            json.array(exercises) { json, entry in entry.write(to: &json) }
            json.member("longestStreakWeeks", longestStreakWeeks)
            json.key("monthly")
            json.array(monthly) { json, month in
                json.object { json in
                    json.member("month", month.month)
                    json.member("sets", month.sets)
                    json.member("volumeKg", month.volumeKg)
                    json.member("workouts", month.workouts)
                }
            }
            json.key("muscleGroups")
            json.array(muscleGroups) { json, group in group.write(to: &json) }
            json.member("oneRepMaxFormula", oneRepMaxFormula)
            json.member("oneRepMaxRepCap", oneRepMaxRepCap)
            json.key("records")
            json.array(records) { json, record in record.write(to: &json) }
            json.member("streakWeeks", streakWeeks)
            json.member("today", today)
            json.member("totalVolumeKg", totalVolumeKg)
            json.member("totalWorkingSets", totalWorkingSets)
            json.member("totalWorkouts", totalWorkouts)
            json.member("weekStartsOn", weekStartsOn)
            json.key("weekly")
            json.array(weekly) { json, week in
                json.object { json in
                    json.member("sets", week.sets)
                    json.member("volumeKg", week.volumeKg)
                    json.member("weekStart", week.weekStart)
                    json.member("workouts", week.workouts)
                }
            }
            json.member("workoutsThisMonth", workoutsThisMonth)
            json.member("workoutsThisWeek", workoutsThisWeek)
        }
        writer.newline()
        return writer.bytes
    }
}

extension StatsDocument.ExerciseEntry {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("lastPerformed", lastPerformed.value)
            json.member("name", name)
            json.key("records")
            records.write(to: &json)
            json.member("sessions", sessions)
            json.member("totalVolumeKg", totalVolumeKg)
            json.member("type", type)
            json.member("workingSets", workingSets)
        }
    }
}

extension StatsDocument.Records {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member("bestE1rmKg", bestE1rmKg.value)
            json.member("bestPaceSecondsPerKm", bestPaceSecondsPerKm.value)
            json.member("bestSessionVolumeKg", bestSessionVolumeKg.value)
            json.member("bestSetVolumeKg", bestSetVolumeKg.value)
            json.member("heaviestAddedLoadKg", heaviestAddedLoadKg.value)
            json.member("heaviestWeightKg", heaviestWeightKg.value)
            json.member("longestDistanceMeters", longestDistanceMeters.value)
            json.member("longestDurationSeconds", longestDurationSeconds.value)
            json.member("mostReps", mostReps.value)
            json.member("mostRepsInSession", mostRepsInSession.value)
        }
    }
}

extension StatsDocument.MuscleGroup {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("name", name)
            json.key("weekly")
            json.array(weekly) { json, week in
                json.object { json in
                    json.member("sets", week.sets)
                    json.member("volumeKg", week.volumeKg)
                    json.member("weekStart", week.weekStart)
                }
            }
        }
    }
}

extension StatsDocument.Record {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member("date", date)
            json.member("exercise", exercise)
            json.member("exerciseId", exerciseId)
            json.member("kind", kind)
            json.member("value", value)
            json.member("workoutId", workoutId)
        }
    }
}

extension StatsDocument.ExerciseDetail {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("name", name)
            json.key("recentSets")
            json.array(recentSets) { json, set in
                json.object { json in
                    json.member("date", set.date)
                    json.member("distanceMeters", set.distanceMeters.value)
                    json.member("durationSeconds", set.durationSeconds.value)
                    json.member("kind", set.kind)
                    json.member("reps", set.reps.value)
                    json.member("rpe", set.rpe.value)
                    json.member("weightKg", set.weightKg.value)
                    json.member("workoutId", set.workoutId)
                }
            }
            json.key("repMaxes")
            json.array(repMaxes) { json, row in
                json.object { json in
                    json.member("actualKg", row.actualKg.value)
                    json.member("actualReps", row.actualReps.value)
                    json.member("date", row.date.value)
                    json.member("estimatedKg", row.estimatedKg.value)
                    json.member("reps", row.reps)
                    json.member("workoutId", row.workoutId.value)
                }
            }
            json.key("series")
            json.array(series) { json, point in
                json.object { json in
                    json.member("bestE1rmKg", point.bestE1rmKg.value)
                    json.member("bestPaceSecondsPerKm", point.bestPaceSecondsPerKm.value)
                    json.member("date", point.date)
                    json.member("longestDistanceMeters", point.longestDistanceMeters.value)
                    json.member("longestDurationSeconds", point.longestDurationSeconds.value)
                    json.member("topSetKg", point.topSetKg.value)
                    json.member("totalReps", point.totalReps.value)
                    json.member("volumeKg", point.volumeKg.value)
                    json.member("workingSets", point.workingSets)
                    json.member("workoutId", point.workoutId)
                }
            }
            json.member("type", type)
        }
    }
}
