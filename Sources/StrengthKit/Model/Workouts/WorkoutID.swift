/// Makes workout ids: `YYYY-MM-DD-HHMM-slug` from the local start and the name, unique in the store.
package enum WorkoutID {
    package static func make(start: LocalDateTime, name: String, isTaken: (String) -> Bool) -> String {
        let stem = "\(start.day)-" + Digits.pad(start.hour, 2) + Digits.pad(start.minute, 2)
        let slug = Slug.make(from: name, maximumLength: 40)
        return Slug.unique(slug.isEmpty ? stem + "-workout" : stem + "-" + slug, fallback: stem, taken: isTaken)
    }
}
