/// A stable hash of everything one planning task reads — a workout's page, an exercise's pages — so
/// that a build can tell, without planning or rendering them, that those pages come out as last time.
/// What each task reads is listed where its fingerprint is made (`SitePlanner+Fingerprints`); the
/// incremental-build property test holds the lists to account by comparing with full builds.
///
/// Optionals, numbers and strings are written with a tag and their length or bit pattern, so that
/// two different sequences of values never feed the hasher the same bytes.
struct PageFingerprint {
    private var hasher = StableHasher()

    /// A fingerprint that starts from `seed` (the inputs every page shares).
    init(seed: UInt64 = 0) {
        hasher.combine(seed)
    }

    var value: UInt64 { hasher.value }

    mutating func add(_ text: String) {
        hasher.combine(text)
    }

    mutating func add(_ text: String?) {
        guard let text else { return hasher.combine(0) }
        hasher.combine(1)
        hasher.combine(text)
    }

    mutating func add(_ number: Int?) {
        guard let number else { return hasher.combine(0) }
        hasher.combine(2)
        hasher.combine(UInt64(bitPattern: Int64(number)))
    }

    mutating func add(_ number: Double?) {
        guard let number else { return hasher.combine(0) }
        hasher.combine(3)
        hasher.combine(number.bitPattern)
    }

    /// A file's digest (`StoreSnapshot.fileDigests`).
    mutating func add(_ digest: UInt64?) {
        guard let digest else { return hasher.combine(0) }
        hasher.combine(5)
        hasher.combine(digest)
    }

    mutating func add(_ day: LocalDay?) {
        add(day?.daysSinceEpoch)
    }

    mutating func add(_ set: WorkoutSet?) {
        guard let set else { return hasher.combine(0) }
        hasher.combine(4)
        add(set.kind.rawValue)
        add(set.weightKg)
        add(set.reps)
        add(set.durationSeconds)
        add(set.distanceMeters)
        add(set.rpe)
        add(set.restSeconds)
        add(set.notes)
    }

    mutating func add(_ event: RecordEvent) {
        add(event.day)
        add(event.exerciseID)
        add(event.kind.rawValue)
        add(event.value)
        add(event.workoutID)
        add(event.setPosition?.exercise)
        add(event.setPosition?.set)
        add(event.set)
        add(event.previousValue)
    }
}
