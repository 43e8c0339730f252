import Foundation

/// The times step of a file's import: the instants the file's times stand for in the import's time
/// zone, and whether the store can hold a workout at them.
struct ImportTimes {
    let timeZone: TimeZone
    /// No workout may start after it (`ImportOptions.latestArrival`).
    let latestArrival: Timestamp?

    /// The instant a file's time stands for, in the import's time zone. A wall-clock time skipped
    /// by a daylight-saving change is moved one hour later, with a warning.
    func timestamp(_ time: SourceTime, line: Int, warnings: inout ImportWarnings) -> Timestamp {
        switch time {
        case .instant(let seconds):
            return Timestamp(secondsSinceEpoch: seconds, utcOffsetSeconds: Timestamp.offset(of: timeZone, at: seconds))
        case .day(let day):
            // Noon: the day is right in every time zone and no daylight-saving change happens then.
            let noon = LocalDateTime(day: day, hour: 12, minute: 0) ?? LocalDateTime(secondsSinceEpochAsUTC: Int64(day.daysSinceEpoch) * 86_400)
            return local(noon, line: line, warnings: &warnings)
        case .local(let wallClock):
            return local(wallClock, line: line, warnings: &warnings)
        }
    }

    private func local(_ wallClock: LocalDateTime, line: Int, warnings: inout ImportWarnings) -> Timestamp {
        if let exact = try? Timestamp(local: wallClock, in: timeZone) { return exact }
        for hours in 1...3 {
            let later = LocalDateTime(secondsSinceEpochAsUTC: wallClock.secondsSinceEpochAsUTC + Int64(hours * 3600))
            if let shifted = try? Timestamp(local: later, in: timeZone) {
                warnings.add("a start time the clocks skip in \(timeZone.identifier) (daylight saving) was moved \(NumberText.counted(hours, "hour")) later", line: line)
                return shifted
            }
        }
        let seconds = wallClock.secondsSinceEpochAsUTC
        return Timestamp(secondsSinceEpoch: seconds, utcOffsetSeconds: 0)
    }

    /// The end: the file's end time, else start plus the duration; left out when it is before the
    /// start or more than 7 days after it (Strong has workouts left running for 264 hours).
    func end(of workout: SourceWorkout, start: Timestamp, warnings: inout ImportWarnings) -> Timestamp? {
        var end: Timestamp?
        if let time = workout.end {
            end = timestamp(time, line: workout.line, warnings: &warnings)
        } else if let duration = workout.durationSeconds {
            end = start.adding(seconds: duration, in: timeZone)
        }
        guard let candidate = end else { return nil }
        let seconds = candidate.secondsSinceEpoch - start.secondsSinceEpoch
        if seconds < 0 {
            warnings.add("a workout ending before it starts was imported without an end", line: workout.line)
            return nil
        }
        if seconds > Int64(SetRules.maximumDurationSeconds) {
            warnings.add("a workout lasting more than 7 days (left running in the app) was imported without an end", line: workout.line)
            return nil
        }
        if problem(withStart: candidate) != nil {
            warnings.add("a workout ending after tomorrow or outside the years the store holds was imported without an end", line: workout.line)
            return nil
        }
        if seconds > 86_400 {
            warnings.add("a workout lasting more than 24 hours (probably left running in the app) was kept as it is", line: workout.line)
        }
        return candidate
    }

    /// Why the store could not hold a workout at `time`, or `nil` when it can (see `StoreValidator`).
    func problem(withStart time: Timestamp) -> String? {
        if !StoreValidator.years.contains(time.local.day.year) {
            return "is not between the years \(StoreValidator.years.lowerBound) and \(StoreValidator.years.upperBound)"
        }
        if let latestArrival, time > latestArrival { return "is later than tomorrow" }
        return nil
    }
}
