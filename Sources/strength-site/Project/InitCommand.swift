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
            GitHub Pages can serve the site two ways, and --pages chooses (on a terminal init asks; \
            default: \(PagesRoute.standard.rawValue)):
            \(PagesRoute.choices(marking: nil).joined(separator: "\n"))

            With --pages workflow, init writes .github/workflows/pages.yml (unless the file exists): a GitHub \
            Actions workflow that builds this version of strength-site from source and publishes the site on \
            every push to the repository's default branch, and once a day so the week and the streak move on; \
            at the base-url setting when it is set (a custom domain), else at the github.io address. Its \
            STRENGTH_SITE_REPOSITORY and STRENGTH_SITE_VERSION variables say where the tool's source comes from \
            and which commit or tag to build: the repository and commit this binary was built from \
            (strength-site --version prints them), or --tool-repository and --tool-version. When the binary \
            does not know a source GitHub can fetch (built from a tree with changes, a commit not pushed, or a \
            repository without an https or SSH origin), init says so and leaves them empty, and the workflow \
            stops at its first step until they are set.

            On a terminal, init asks your name, units, whether to set up a starter program (focus, days a \
            week, equipment) and how to publish; the flags answer those questions in advance. Elsewhere (a \
            script, a pipe) nothing is asked, and the program is made only when --focus, --days or --equipment \
            is given. --focus is what the starter program trains for (--goal, its older name, still works); \
            goals you set yourself, such as a 140 kg squat by June, are `strength-site goal add`. The starter \
            program is a split of editable templates, made active:

            \(StarterProgramText.overview)

            Examples:
              strength-site init my-log --name Sam --focus strength --days 4
              strength-site init my-log --no-program --pages workflow
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

    @Option(name: .customLong("pages"),
            help: ArgumentHelp("How the site gets to GitHub Pages: \(PagesRoute.values) (default: \(PagesRoute.standard.rawValue); see above). Only workflow writes \(PagesWorkflow.path).",
                               valueName: "route"))
    var pages: String?

    /// `--pages publish` under its first name, kept so scripts that pass it still work.
    @Flag(name: .customLong("no-workflow"), help: .hidden)
    var noWorkflow = false

    /// `--pages`, `--no-workflow`, or the workflow the tool flags are for; `nil` when none says.
    private var chosenRoute: PagesRoute? {
        if noWorkflow { return .publish }
        if let pages { return PagesRoute(rawValue: pages.lowercased()) }
        return toolRepository != nil || toolVersion != nil ? .workflow : nil
    }

    @Option(name: .customLong("tool-repository"),
            help: ArgumentHelp("The workflow's STRENGTH_SITE_REPOSITORY, where it fetches strength-site's source, written as given (default: the repository this binary was built from); implies \(PagesRoute.flag) \(PagesRoute.workflow.rawValue).", valueName: "url"))
    var toolRepository: String?

    @Option(name: .customLong("tool-version"),
            help: ArgumentHelp("The workflow's STRENGTH_SITE_VERSION, the tag, branch or commit it builds (default: the commit this binary was built from); implies \(PagesRoute.flag) \(PagesRoute.workflow.rawValue).", valueName: "rev"))
    var toolVersion: String?

    func validate() throws {
        for (option, value) in settingOptions {
            guard let value else { continue }
            var scratch = Settings()
            do { try SettingsEditor.set(option, to: value, in: &scratch) } catch let failure as SettingsEditor.Failure {
                throw ValidationError(failure.message(keyAsOption: true))
            }
        }
        if let name, name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("--name: the name is empty") }
        if focus != nil, goalAlias != nil { throw ValidationError("--goal is the older name of --focus: give one of them") }
        if let (flag, value) = chosenFocus, TrainingGoal(userText: value) == nil {
            throw ValidationError("\(flag): '\(value)' is not strength or hypertrophy")
        }
        if let equipment, TrainingEquipment(userText: equipment) == nil { throw ValidationError("--equipment: '\(equipment)' is not gym or home") }
        if let days, !StarterProgramRequest.dayRange.contains(days) { throw ValidationError("--days: \(days) is not between 2 and 6") }
        if noProgram, programFlagsGiven { throw ValidationError("--no-program contradicts --focus, --days and --equipment: leave one out") }
        if let pages, PagesRoute(rawValue: pages.lowercased()) == nil {
            throw ValidationError("\(PagesRoute.flag): '\(pages)' is not \(PagesRoute.values)")
        }
        if noWorkflow, pages != nil { throw ValidationError("--no-workflow is the older name of --pages publish: give one of them") }
        if chosenRoute == .publish, toolRepository != nil || toolVersion != nil {
            let route = noWorkflow ? "--no-workflow" : "\(PagesRoute.flag) \(PagesRoute.publish.rawValue)"
            throw ValidationError("\(route) writes no workflow, so --tool-repository and --tool-version have nothing to set: leave one out")
        }
        for (flag, value) in [("--tool-repository", toolRepository), ("--tool-version", toolVersion)] {
            guard let value else { continue }
            if value.isEmpty || value.hasPrefix("-") || value.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) {
                throw ValidationError("\(flag): '\(value)' is empty, starts with '-' or holds a space or control character")
            }
        }
    }

    /// The options that are settings, each under its own name, which `SettingsTable` takes as a key, so
    /// a value is read, and refused, as `settings set` reads it.
    private var settingOptions: [(option: String, value: String?)] {
        [("units", units), ("time-zone", timeZone), ("title", title)]
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
        let zone = timeZone ?? TimeZone.current.identifier
        try SettingsEditor.set("time-zone", to: zone, in: &settings)
        if let title { try SettingsEditor.set("title", to: title, in: &settings) }
        try LifterName.apply(lifter, to: &settings, titleChosen: title != nil)

        var data = ProjectData(settings: settings, library: StarterLibrary.library)
        var programNote = ""
        if let request = programRequest(interactive: interactive, questions: &questions) {
            let program = StarterProgram.make(request)
            let added = try program.add(to: &data)
            programNote = "\n" + StarterProgramText.render(program, addedExercises: added, unit: settings.units)
        }
        let route = chosenRoute ?? (interactive ? askRoute(&questions) : PagesRoute.standard)
        try store.create(with: data)
        try ProjectScaffold.write(in: root, displayPrefix: path)
        var warnings: [String] = []
        // Both routes are told here unless the question just told them.
        var publishing = interactive && chosenRoute == nil ? ["Publishing: \(PagesRoute.flag) \(route.rawValue)."]
            : ["GitHub Pages can serve the site two ways:"] + PagesRoute.choices(marking: route)
        if route == .workflow {
            let built = StrengthSite.builtSource
            let repository = toolRepository ?? built.repository ?? ""
            let version = toolVersion ?? built.commit ?? ""
            let zoneNow = TimeZone(identifier: zone) ?? .current
            let standardOffset = zoneNow.secondsFromGMT(for: global.now) - Int(zoneNow.daylightSavingTimeOffset(for: global.now))
            let workflow = PagesWorkflow.text(repository: repository, version: version, standardOffsetSeconds: standardOffset)
            if try ProjectScaffold.writeWorkflow(workflow, in: root, displayPrefix: path) {
                publishing.append("\(PagesWorkflow.path) builds the site on GitHub (Settings → Pages → GitHub Actions).")
                if let toolRepository, let warning = PagesWorkflow.toolRepositoryWarning(toolRepository) { warnings.append(warning) }
                if case .unknown(let reason) = built,
                   let warning = PagesWorkflow.emptyVariablesWarning(repository: repository, version: version, reason: reason) {
                    warnings.append(warning)
                }
            } else {
                publishing.append("\(PagesWorkflow.path) exists and was left as it is.")
            }
        }
        let next = FirstSteps.commands(folder: path == "." ? nil : path, hasProgram: !programNote.isEmpty)
        Output.print("""
            Created a site project in \(path) (\(NumberText.counted(data.library.exercises.count, "exercise")) in \(NumberText.counted(data.library.categories.count, "category", plural: "categories")), units \(settings.units.rawValue), time zone \(settings.timeZone)).\(programNote)

            \(publishing.joined(separator: "\n"))

            \(next.heading)
            \(next.lines.map { "  " + $0 }.joined(separator: "\n"))

            """)
        for warning in warnings { Output.warning(warning) }
    }

    /// On a terminal, the route to GitHub Pages, after both are told.
    private func askRoute(_ questions: inout OnboardingQuestions) -> PagesRoute {
        Output.print("GitHub Pages can serve the site two ways:\n" + PagesRoute.choices(marking: nil).joined(separator: "\n") + "\n")
        return questions.ask("Publish with, \(PagesRoute.values)", default: PagesRoute.standard, shown: PagesRoute.standard.rawValue,
                             retry: "Please answer \(PagesRoute.values).", parse: { PagesRoute(rawValue: $0.lowercased()) })
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
