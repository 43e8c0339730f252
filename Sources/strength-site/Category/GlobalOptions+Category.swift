import StrengthKit

extension GlobalOptions {
    /// Changes the category named `name` (name or id) under the store's lock; returns what `change` returns.
    @discardableResult
    func changeCategory<Result>(_ name: String, _ change: (ExerciseCategory, inout ProjectData) throws -> Result) throws -> Result {
        try store.update { data in try change(try LibraryEditor.category(matching: name, in: data.library), &data) }.0
    }
}
