import ArgumentParser
import StrengthKit

struct JournalNewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Start a post: write Data/journal/<today>-<slug>.md with its title, and print its path.",
        discussion: """
            The file's name is the day and a slug of the title ("Block 3 review" on 2 Mar 2026 is \
            2026-03-02-block-3-review.md); a post of that name already there is never overwritten. The day is \
            today in the project's time zone, or --date (tomorrow at the latest).
            Examples:
              strength-site journal new "Block 3 review"
              strength-site journal new "Why I changed program" --date 2026-03-01
              $EDITOR "$(strength-site journal new "Deload")"
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The post's title.", valueName: "title"))
    var title: String

    @Option(help: ArgumentHelp("The post's day, when not today (YYYY-MM-DD).", valueName: "date"))
    var date: String?

    func run() throws {
        let store = global.store
        let day = try date.map { try JournalEditor.day($0, latest: store.latestArrival?.local.day) }
        let (post, _) = try store.update { data in
            try JournalEditor.newPost(title: title, on: day ?? global.todayDay(in: data.timeZone), in: &data, layout: store.layout)
        }
        Output.print(store.layout.display(StoreLayout.postPath(name: post.name)) + "\n")
    }
}
