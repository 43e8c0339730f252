import Testing
@testable import StrengthKit

/// What `init` says to run next: commands right to paste on the day — no invented date, `cd` first
/// when the project was made in another folder.
@Suite struct FirstStepsTests {
    @Test(arguments: [
        (nil, false, ["strength-site log --name \"Upper A\" \\", "  --duration 65m \\", "  \"Bench Press: w60x10, 100x5x3\"", "strength-site build"]),
        ("my-log", false, ["cd my-log", "strength-site log --name \"Upper A\" \\", "  --duration 65m \\", "  \"Bench Press: w60x10, 100x5x3\"",
                           "strength-site build"]),
        ("../logs/2026", true, ["cd ../logs/2026", "strength-site home", "strength-site workout start --next"]),
        ("My Log", true, ["cd \"My Log\"", "strength-site home", "strength-site workout start --next"]),
        ("it's $mine", true, ["cd 'it'\\''s $mine'", "strength-site home", "strength-site workout start --next"]),
        ("/home/sam/lög", true, ["cd \"/home/sam/lög\"", "strength-site home", "strength-site workout start --next"]),
    ] as [(String?, Bool, [String])])
    func theNextCommandsAreRightToPaste(folder: String?, hasProgram: Bool, lines: [String]) {
        let next = FirstSteps.commands(folder: folder, hasProgram: hasProgram)
        #expect(next.lines == lines)
        #expect(!next.lines.joined().contains("--start"), "no invented date")
    }

    /// Each line fits the empty site's code box on a 390-px phone: 284 px at 7.8 px a character, 36
    /// characters (the browser check measures the box itself: a code block that scrolls fails it).
    @Test func theFirstWorkoutFitsANarrowScreen() {
        for line in FirstSteps.firstWorkout + [FirstSteps.build] { #expect(line.count <= 36, "\(line)") }
    }
}
