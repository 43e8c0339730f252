/// A group's default subcommand that takes a word where a subcommand's name could stand
/// (`exercise bench` lists the exercises named so). Whether the word finds anything tells a search
/// from a mistyped subcommand (`exercise lst`), which `CommandLineArrangement.check` refuses.
protocol SearchingDefaultSubcommand {
    /// What the word was looked for in, for the refusal: "in any exercise's name or alias".
    var searched: String { get }

    func finds(_ word: String) throws -> Bool
}
