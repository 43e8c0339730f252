/// How `ImportReader` reads a file.
package struct ImportReadOptions: Sendable {
    /// The app the file must be from; `nil` detects it from the header.
    package var format: ImportApp?
    /// Stop at the first row that cannot be read (`--strict`) instead of skipping it and listing it.
    var strict: Bool
    var limits: CSVLimits
    /// What becomes of a workout the export wrote more than once (`--fold-copies`, `--keep-copies`).
    package var repeatedWorkouts: RepeatedWorkoutHandling

    package init(format: ImportApp? = nil, strict: Bool = false, limits: CSVLimits = .standard,
                 repeatedWorkouts: RepeatedWorkoutHandling = .auto) {
        self.format = format
        self.strict = strict
        self.limits = limits
        self.repeatedWorkouts = repeatedWorkouts
    }
}
