/// `Data/programs.json`: templates and splits, and which split is active.
package struct Programs: Hashable, Sendable, Codable {
    var templates: [WorkoutTemplate]
    var splits: [Split]
    var activeSplit: String?

    package init(templates: [WorkoutTemplate] = [], splits: [Split] = [], activeSplit: String? = nil) {
        self.templates = templates
        self.splits = splits
        self.activeSplit = activeSplit
    }
}
