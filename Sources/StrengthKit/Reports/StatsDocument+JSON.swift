extension StatsDocument {
    /// The document as `StoreCoding.encode` writes it, byte for byte, written directly: the site's
    /// `stats.json` of a long history is megabytes, and JSONEncoder's tree of every value made it
    /// the slowest page of a build. Keys go in sorted (byte) order, as `.sortedKeys` puts them.
    public func json() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: 1 << 16)
        writer.object { json in
            if let exercise {
                json.key("exercise")
                exercise.write(to: &json)
            }
            json.key("exercises")
            json.array(exercises) { json, entry in entry.write(to: &json) }
            json.key("longestStreakWeeks")
            json.value(longestStreakWeeks)
            json.key("monthly")
            json.array(monthly) { json, month in
                json.object { json in
                    json.key("month")
                    json.value(month.month)
                    json.key("sets")
                    json.value(month.sets)
                    json.key("volumeKg")
                    json.value(month.volumeKg)
                    json.key("workouts")
                    json.value(month.workouts)
                }
            }
            json.key("muscleGroups")
            json.array(muscleGroups) { json, group in group.write(to: &json) }
            json.key("oneRepMaxFormula")
            json.value(oneRepMaxFormula)
            json.key("oneRepMaxRepCap")
            json.value(oneRepMaxRepCap)
            json.key("records")
            json.array(records) { json, record in record.write(to: &json) }
            json.key("streakWeeks")
            json.value(streakWeeks)
            json.key("today")
            json.value(today)
            json.key("totalVolumeKg")
            json.value(totalVolumeKg)
            json.key("totalWorkingSets")
            json.value(totalWorkingSets)
            json.key("totalWorkouts")
            json.value(totalWorkouts)
            json.key("weekStartsOn")
            json.value(weekStartsOn)
            json.key("weekly")
            json.array(weekly) { json, week in
                json.object { json in
                    json.key("sets")
                    json.value(week.sets)
                    json.key("volumeKg")
                    json.value(week.volumeKg)
                    json.key("weekStart")
                    json.value(week.weekStart)
                    json.key("workouts")
                    json.value(week.workouts)
                }
            }
            json.key("workoutsThisMonth")
            json.value(workoutsThisMonth)
            json.key("workoutsThisWeek")
            json.value(workoutsThisWeek)
        }
        writer.newline()
        return writer.bytes
    }
}

extension StatsDocument.ExerciseEntry {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.key("id")
            json.value(id)
            json.key("lastPerformed")
            json.value(lastPerformed.value)
            json.key("name")
            json.value(name)
            json.key("records")
            records.write(to: &json)
            json.key("sessions")
            json.value(sessions)
            json.key("totalVolumeKg")
            json.value(totalVolumeKg)
            json.key("type")
            json.value(type)
            json.key("workingSets")
            json.value(workingSets)
        }
    }
}

extension StatsDocument.Records {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.key("bestE1rmKg")
            json.value(bestE1rmKg.value)
            json.key("bestPaceSecondsPerKm")
            json.value(bestPaceSecondsPerKm.value)
            json.key("bestSessionVolumeKg")
            json.value(bestSessionVolumeKg.value)
            json.key("bestSetVolumeKg")
            json.value(bestSetVolumeKg.value)
            json.key("heaviestAddedLoadKg")
            json.value(heaviestAddedLoadKg.value)
            json.key("heaviestWeightKg")
            json.value(heaviestWeightKg.value)
            json.key("longestDistanceMeters")
            json.value(longestDistanceMeters.value)
            json.key("longestDurationSeconds")
            json.value(longestDurationSeconds.value)
            json.key("mostReps")
            json.value(mostReps.value)
            json.key("mostRepsInSession")
            json.value(mostRepsInSession.value)
        }
    }
}

extension StatsDocument.MuscleGroup {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.key("id")
            json.value(id)
            json.key("name")
            json.value(name)
            json.key("weekly")
            json.array(weekly) { json, week in
                json.object { json in
                    json.key("sets")
                    json.value(week.sets)
                    json.key("volumeKg")
                    json.value(week.volumeKg)
                    json.key("weekStart")
                    json.value(week.weekStart)
                }
            }
        }
    }
}

extension StatsDocument.Record {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.key("date")
            json.value(date)
            json.key("exercise")
            json.value(exercise)
            json.key("exerciseId")
            json.value(exerciseId)
            json.key("kind")
            json.value(kind)
            json.key("value")
            json.value(value)
            json.key("workoutId")
            json.value(workoutId)
        }
    }
}

extension StatsDocument.ExerciseDetail {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.key("id")
            json.value(id)
            json.key("name")
            json.value(name)
            json.key("recentSets")
            json.array(recentSets) { json, set in
                json.object { json in
                    json.key("date")
                    json.value(set.date)
                    json.key("distanceMeters")
                    json.value(set.distanceMeters.value)
                    json.key("durationSeconds")
                    json.value(set.durationSeconds.value)
                    json.key("kind")
                    json.value(set.kind)
                    json.key("reps")
                    json.value(set.reps.value)
                    json.key("rpe")
                    json.value(set.rpe.value)
                    json.key("weightKg")
                    json.value(set.weightKg.value)
                    json.key("workoutId")
                    json.value(set.workoutId)
                }
            }
            json.key("repMaxes")
            json.array(repMaxes) { json, row in
                json.object { json in
                    json.key("actualKg")
                    json.value(row.actualKg.value)
                    json.key("actualReps")
                    json.value(row.actualReps.value)
                    json.key("date")
                    json.value(row.date.value)
                    json.key("estimatedKg")
                    json.value(row.estimatedKg.value)
                    json.key("reps")
                    json.value(row.reps)
                    json.key("workoutId")
                    json.value(row.workoutId.value)
                }
            }
            json.key("series")
            json.array(series) { json, point in
                json.object { json in
                    json.key("bestE1rmKg")
                    json.value(point.bestE1rmKg.value)
                    json.key("bestPaceSecondsPerKm")
                    json.value(point.bestPaceSecondsPerKm.value)
                    json.key("date")
                    json.value(point.date)
                    json.key("longestDistanceMeters")
                    json.value(point.longestDistanceMeters.value)
                    json.key("longestDurationSeconds")
                    json.value(point.longestDurationSeconds.value)
                    json.key("topSetKg")
                    json.value(point.topSetKg.value)
                    json.key("totalReps")
                    json.value(point.totalReps.value)
                    json.key("volumeKg")
                    json.value(point.volumeKg.value)
                    json.key("workingSets")
                    json.value(point.workingSets)
                    json.key("workoutId")
                    json.value(point.workoutId)
                }
            }
            json.key("type")
            json.value(type)
        }
    }
}
