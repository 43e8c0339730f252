import ArgumentParser
import Foundation
import StrengthKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a site project: Data/ with settings and a starter exercise library, Templates/, .gitignore.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Folder to create the project in (default: --project, or the current folder).", valueName: "dir"))
    var directory: String?

    @Option(help: "Unit weights are shown and typed in: kg or lb.")
    var units: String = "kg"

    @Option(name: .customLong("time-zone"), help: "IANA time zone of your workouts (default: this machine's).")
    var timeZone: String?

    @Option(help: "The site's title.")
    var title: String?

    func run() throws {
        let path = directory ?? global.project
        var settings = Settings()
        try SettingsEditor.set("units", to: units, in: &settings)
        try SettingsEditor.set("time-zone", to: timeZone ?? TimeZone.current.identifier, in: &settings)
        if let title { try SettingsEditor.set("site-title", to: title, in: &settings) }

        let root = URL(fileURLWithPath: path, isDirectory: true)
        let store = ProjectStore(projectDirectory: root, displayPrefix: path)
        try store.create(with: ProjectData(settings: settings, library: StarterLibrary.library))
        try ProjectScaffold.write(in: root, displayPrefix: path)
        Output.print("""
            Created a site project in \(path) (\(StarterLibrary.library.exercises.count) exercises in \(StarterLibrary.library.categories.count) categories, units \(settings.units.rawValue), time zone \(settings.timeZone)).
            Next: strength-site log --name "Upper A" --start "2025-03-14 18:00" --duration 65m "Bench Press: 100x5x3"

            """)
    }
}
