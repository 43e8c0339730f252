/// When a workout in an export happened, as precisely as the file says.
enum SourceTime: Hashable, Sendable {
    /// A wall-clock time with no zone (Strong, Hevy, StrongLifts): read in the import's time zone.
    case local(LocalDateTime)
    /// An instant (Fitbod's `+0000` times, JEFIT's epoch seconds): shown in the import's time zone.
    case instant(secondsSinceEpoch: Int64)
    /// Only a day (FitNotes, old Fitbod): one workout that day, placed at noon.
    case day(LocalDay)
}
