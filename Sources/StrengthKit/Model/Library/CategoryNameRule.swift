/// The rule for category names: not blank, at most 20 characters.
enum CategoryNameRule {
    static func problem(with name: String) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "a category name cannot be empty" }
        if trimmed != name { return "'\(name)' has spaces at its start or end" }
        if name.count > ExerciseCategory.maximumNameLength {
            return "'\(name)' is \(name.count) characters; a category name has at most \(ExerciseCategory.maximumNameLength)"
        }
        return nil
    }
}
