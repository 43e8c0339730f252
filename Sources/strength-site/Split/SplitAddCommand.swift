import ArgumentParser
import StrengthKit

struct SplitAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a split.",
        discussion: """
            Each --day is DAY: TEMPLATE, TEMPLATE (templates by name or id; every day has at least one).
            Example:
              strength-site split add "Upper Lower" --day "Push: Push A" \\
                --day "Pull: Pull A, Arms" --activate
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The split's name.")
    var name: String

    @Option(help: ArgumentHelp("A day in order: \"DAY: TEMPLATE, TEMPLATE\"; repeat for each day.", valueName: "day"))
    var day: [String] = []

    @Flag(help: "Make it the active split.")
    var activate = false

    @Flag(help: "Print the split as JSON.")
    var json = false

    func run() throws {
        let (detail, _) = try global.store.update { data in
            let plans = try day.map { try SplitDaySyntax.plan($0, in: data.programs) }
            let split = try ProgramEditor.addSplit(name: name, days: plans, to: &data)
            if activate { try ProgramEditor.activate(id: split.id, in: &data) }
            return SplitDetail(split, in: data)
        }
        if json { try Output.json(detail) } else { Output.print("Added split \"\(detail.name)\"\n\n" + ProgramText.splitDetail(detail)) }
    }
}
