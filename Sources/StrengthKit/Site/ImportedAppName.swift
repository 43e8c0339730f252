/// Display names of the apps workouts are imported from (`WorkoutSource.app`).
enum ImportedAppName {
    static func displayName(_ app: String) -> String {
        switch app.lowercased() {
        case "strong": "Strong"
        case "hevy": "Hevy"
        case "fitnotes": "FitNotes"
        case "stronglifts": "StrongLifts"
        case "fitbod": "Fitbod"
        case "jefit": "JEFIT"
        case "strength-site": "strength-site"
        default: app
        }
    }
}
