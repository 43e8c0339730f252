import ArgumentParser
import StrengthKit

struct ExerciseSuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest", abstract: "List pairs of exercises that look like the same exercise, with the command to merge each.",
        discussion: """
        A pair: the same name once an equipment qualifier is written the same way ("Bench Press (Dumbbell)", \
        "Dumbbell Bench Press") or dropped ("Bench Press (Barbell)", "Bench Press"), a load named beside a \
        bodyweight exercise ("Weighted Dip", "Dip"), names one letter apart ("Bicep Curl", "Biceps Curl"), \
        and least likely another equipment in parentheses ("Lat Pulldown (Cable)", "Lat Pulldown"); aliases \
        count. The types must match or convert. An uncategorised exercise goes into a categorised one, else \
        the one with fewer sets goes. Nothing is changed.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let suggestions = ExerciseSuggester.suggestions(in: try global.store.load())
        if json { try Output.json(suggestions) } else { Output.print(MergeText.suggestions(suggestions)) }
    }
}
