import ArgumentParser
import Foundation
import StrengthKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a site project: Data/ with settings and a starter exercise library, Templates/, .gitignore.",
        discussion: """
            Also writes .github/workflows/pages.yml (unless --no-workflow, or the file exists): a GitHub Actions \
            workflow that builds this version of strength-site from source and publishes the site with GitHub Pages \
            on every push to main. Its STRENGTH_SITE_REPOSITORY and STRENGTH_SITE_VERSION variables say where the \
            tool's source comes from and which tag to build.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Folder to create the project in (default: --project, or the current folder).", valueName: "dir"))
    var directory: String?

    @Option(help: "Unit weights are shown and typed in: kg or lb.")
    var units: String = "kg"

    @Option(name: .customLong("time-zone"), help: "IANA time zone of your workouts (default: this machine's).")
    var timeZone: String?

    @Option(help: "The site's title.")
    var title: String?

    @Flag(name: .customLong("no-workflow"), help: "Do not write the GitHub Pages workflow (.github/workflows/pages.yml).")
    var noWorkflow = false

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
        var workflowNote = ""
        if !noWorkflow {
            let workflow = PagesWorkflow.text(repository: PagesWorkflow.defaultRepository,
                                              version: PagesWorkflow.tag(forVersion: StrengthSite.toolVersion))
            workflowNote = try ProjectScaffold.writeWorkflow(workflow, in: root, displayPrefix: path)
                ? "\n\(PagesWorkflow.path) publishes the site with GitHub Pages on every push to main (Settings → Pages → GitHub Actions)."
                : "\n\(PagesWorkflow.path) exists and was left as it is."
        }
        Output.print("""
            Created a site project in \(path) (\(StarterLibrary.library.exercises.count) exercises in \(StarterLibrary.library.categories.count) categories, units \(settings.units.rawValue), time zone \(settings.timeZone)).\(workflowNote)
            Next: strength-site log --name "Upper A" --start "2025-03-14 18:00" --duration 65m "Bench Press: 100x5x3"

            """)
    }
}
