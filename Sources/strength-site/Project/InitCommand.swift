import ArgumentParser
import Foundation
import Publish
import StrengthKit
#if canImport(Glibc)
import Glibc
#endif

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a site project: Data/ with settings and a starter exercise library, Templates/, .gitignore.",
        discussion: """
            Also writes .github/workflows/pages.yml (unless --no-workflow, or the file exists): a GitHub Actions \
            workflow that builds this version of strength-site from source and publishes the site with GitHub Pages \
            on every push to main. Its STRENGTH_SITE_REPOSITORY and STRENGTH_SITE_VERSION variables say where the \
            tool's source comes from and which commit or tag to build: the repository and commit this binary was \
            built from (strength-site --version prints them), or --tool-repository and --tool-version. When the \
            binary does not know a source GitHub can fetch (built from a tree with changes, a commit not pushed, \
            or a repository without an https or SSH origin), init says so and leaves them empty, and the \
            workflow stops at its first step until they are set.

            On a terminal, init asks your name, units and whether to set up a starter program (focus, days a \
            week, equipment); the flags answer those questions in advance. Elsewhere (a script, a pipe) nothing \
            is asked, and the program is made only when --focus, --days or --equipment is given. --focus is what \
            the starter program trains for (--goal, its older name, still works); goals you set yourself, such as \
            a 140 kg squat by June, are `strength-site goal add`. The starter program is a split of editable \
            templates, made active:

            \(StarterProgramText.overview)

            Examples:
              strength-site init --name Sam --focus strength --days 4 --equipment gym
              strength-site init --no-program
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Folder to create the project in (default: --project, or the current folder).", valueName: "dir"))
    var directory: String?

    @Option(help: "Unit weights are shown and typed in: kg or lb (default: kg).")
    var units: String?

    @Option(name: .customLong("time-zone"), help: "IANA time zone of your workouts (default: this machine's).")
    var timeZone: String?

    @Option(help: "The site's title.")
    var title: String?

    @Option(help: "Your name: the site's author and, unless --title is given, its title (\"Sam's training log\").")
    var name: String?

    @Option(help: ArgumentHelp("Starter program focus: strength or hypertrophy (default: strength).", valueName: "focus"))
    var focus: String?

    /// `--focus` under its first name, kept so scripts that pass it still work; hidden, since a goal is now `goal add`.
    @Option(name: .customLong("goal"), help: .hidden)
    var goalAlias: String?

    /// `--focus`, or `--goal` as it was given.
    private var chosenFocus: (flag: String, value: String)? {
        focus.map { ("--focus", $0) } ?? goalAlias.map { ("--goal", $0) }
    }

    @Option(help: ArgumentHelp("Starter program training days a week, 2 to 6 (default: 3).", valueName: "n"))
    var days: Int?

    @Option(help: ArgumentHelp("Starter program equipment: gym or home (default: gym).", valueName: "place"))
    var equipment: String?

    @Flag(name: .customLong("no-program"), help: "Do not create a starter program, and do not ask about one.")
    var noProgram = false

    @Flag(name: .customLong("no-workflow"), help: "Do not write the GitHub Pages workflow (.github/workflows/pages.yml).")
    var noWorkflow = false

    @Option(name: .customLong("tool-repository"),
            help: ArgumentHelp("The workflow's STRENGTH_SITE_REPOSITORY, where it fetches strength-site's source, written as given (default: the repository this binary was built from).", valueName: "url"))
    var toolRepository: String?

    @Option(name: .customLong("tool-version"),
            help: ArgumentHelp("The workflow's STRENGTH_SITE_VERSION, the tag, branch or commit it builds (default: the commit this binary was built from).", valueName: "rev"))
    var toolVersion: String?

    func validate() throws {
        if let units, WeightUnit(userText: units) == nil { throw ValidationError("--units: '\(units)' is not kg or lb") }
        if let name, name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("--name: the name is empty") }
        if focus != nil, goalAlias != nil { throw ValidationError("--goal is the older name of --focus: give one of them") }
        if let (flag, value) = chosenFocus, TrainingGoal(userText: value) == nil {
            throw ValidationError("\(flag): '\(value)' is not strength or hypertrophy")
        }
        if let equipment, TrainingEquipment(userText: equipment) == nil { throw ValidationError("--equipment: '\(equipment)' is not gym or home") }
        if let days, !StarterProgramRequest.dayRange.contains(days) { throw ValidationError("--days: \(days) is not between 2 and 6") }
        if noProgram, programFlagsGiven { throw ValidationError("--no-program contradicts --focus, --days and --equipment: leave one out") }
        if noWorkflow, toolRepository != nil || toolVersion != nil {
            throw ValidationError("--no-workflow contradicts --tool-repository and --tool-version: leave one out")
        }
        for (flag, value) in [("--tool-repository", toolRepository), ("--tool-version", toolVersion)] {
            guard let value else { continue }
            if value.isEmpty || value.hasPrefix("-") || value.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) {
                throw ValidationError("\(flag): '\(value)' is empty, starts with '-' or holds a space or control character")
            }
        }
    }

    private var programFlagsGiven: Bool { chosenFocus != nil || days != nil || equipment != nil }

    func run() throws {
        let path = directory ?? global.project
        let root = URL(fileURLWithPath: path, isDirectory: true)
        let store = ProjectStore(projectDirectory: root, displayPrefix: path)
        // Nothing is asked for a folder that already has data: `create` refuses it with its usual message.
        let dataFiles = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Data").path)) ?? []
        let interactive = isatty(STDIN_FILENO) == 1 && !dataFiles.contains { !$0.hasPrefix(".") }
        var questions = OnboardingQuestions()
        if interactive {
            Output.print("Setting up a site project in \(path). Enter takes the answer in [brackets].\n")
        }

        var settings = Settings()
        let lifter = name ?? (interactive ? questions.ask("Your name, for the site's title and feed (Enter to skip)", default: "",
                                                          shown: "", retry: "", parse: { $0 }) : "")
        let unit = units ?? (interactive ? questions.ask("Units, kg or lb", default: "kg", shown: "kg", retry: "Please answer kg or lb.",
                                                         parse: { WeightUnit(userText: $0).map(\.rawValue) }) : "kg")
        try SettingsEditor.set("units", to: unit, in: &settings)
        try SettingsEditor.set("time-zone", to: timeZone ?? TimeZone.current.identifier, in: &settings)
        if let title { try SettingsEditor.set("site-title", to: title, in: &settings) }
        try LifterName.apply(lifter, to: &settings, titleChosen: title != nil)

        var data = ProjectData(settings: settings, library: StarterLibrary.library)
        var programNote = ""
        if let request = programRequest(interactive: interactive, questions: &questions) {
            let program = StarterProgram.make(request)
            let added = try program.add(to: &data)
            programNote = "\n" + StarterProgramText.render(program, addedExercises: added, unit: settings.units)
        }
        try store.create(with: data)
        try ProjectScaffold.write(in: root, displayPrefix: path)
        var workflowNote = ""
        var workflowWarning: String?
        if !noWorkflow {
            let built = StrengthSite.builtSource
            let repository = toolRepository ?? built.repository ?? ""
            let version = toolVersion ?? built.commit ?? ""
            let workflow = PagesWorkflow.text(repository: repository, version: version)
            if try ProjectScaffold.writeWorkflow(workflow, in: root, displayPrefix: path) {
                workflowNote = "\n\(PagesWorkflow.path) publishes the site with GitHub Pages on every push to main (Settings → Pages → GitHub Actions)."
                if case .unknown(let reason) = built {
                    workflowWarning = PagesWorkflow.emptyVariablesWarning(repository: repository, version: version, reason: reason)
                }
            } else {
                workflowNote = "\n\(PagesWorkflow.path) exists and was left as it is."
            }
        }
        Output.print("""
            Created a site project in \(path) (\(data.library.exercises.count) exercises in \(data.library.categories.count) categories, units \(settings.units.rawValue), time zone \(settings.timeZone)).\(programNote)\(workflowNote)
            \(programNote.isEmpty ? "Next: strength-site log --name \"Upper A\" --start \"2025-03-14 18:00\" --duration 65m \"Bench Press: 100x5x3\""
                : "Next: strength-site home, then strength-site workout start --next")

            """)
        if let workflowWarning { Output.warning(workflowWarning) }
    }

    /// What the starter program is made from: the flags, and on a terminal the answers to what they
    /// leave open; `nil` for no program (--no-program, declined, or neither flags nor a terminal).
    private func programRequest(interactive: Bool, questions: inout OnboardingQuestions) -> StarterProgramRequest? {
        if noProgram { return nil }
        if !programFlagsGiven {
            guard interactive, questions.confirm("Set up a starter program, a split of templates you can edit?") else { return nil }
        }
        let chosenGoal = chosenFocus.flatMap { TrainingGoal(userText: $0.value) }
            ?? (interactive ? questions.ask("Focus, strength or hypertrophy", default: .strength, shown: "strength",
                                            retry: "Please answer strength or hypertrophy.", parse: TrainingGoal.init(userText:)) : .strength)
        let chosenDays = days
            ?? (interactive ? questions.ask("Training days a week, 2 to 6", default: 3, shown: "3", retry: "Please answer a number from 2 to 6.",
                                            parse: { Int($0).flatMap { StarterProgramRequest.dayRange.contains($0) ? $0 : nil } }) : 3)
        let chosenEquipment = equipment.flatMap(TrainingEquipment.init(userText:))
            ?? (interactive ? questions.ask("Equipment, gym or home (\(TrainingEquipment.home.summary))", default: .gym, shown: "gym",
                                            retry: "Please answer gym or home.", parse: TrainingEquipment.init(userText:)) : .gym)
        return StarterProgramRequest(daysPerWeek: chosenDays, goal: chosenGoal, equipment: chosenEquipment)
    }
}
