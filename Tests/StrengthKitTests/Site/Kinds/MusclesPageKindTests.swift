import Testing
@testable import StrengthKit

/// The Muscles page holds the muscle groups to the weekly band of working sets, and shows Cardio and
/// Full Body apart: their sets are counted, but a band of sets says nothing about them.
@Suite struct MusclesPageKindTests {
    /// The fixture's history (a farmer's carry gives Full Body half sets) with a loaded cardio
    /// exercise logged on top.
    static func page() throws -> String {
        var history = try SiteFixture.history()
        history.data.library.exercises.append(Exercise(id: "burpee-sprint", name: "Burpee Sprint", type: .bodyweightReps, categories: ["cardio"]))
        try history.log("2025-03-11 07:00", "Burpee Sprint: x10, x10, x10, x10", name: "Conditioning")
        return try SiteFixture.page("muscles/index.html", of: history.data)
    }

    @Test func cardioAndFullBodyAreApartFromTheBand() throws {
        let page = try Self.page()
        let banded = try #require(page.components(separatedBy: "<tbody>").dropFirst().first?.components(separatedBy: "</tbody>").first)
        let apart = try #require(page.components(separatedBy: "<tbody class=\"apart\">").dropFirst().first?.components(separatedBy: "</tbody>").first)
        // In the library's order, with their sets and no target: 4 sets this week, and with the run of the
        // week before, 5 in four weeks.
        #expect(apart.contains("<th scope=\"rowgroup\" colspan=\"4\">Without a target</th>"))
        #expect(apart.contains("<a href=\"../muscle/cardio.html\">Cardio</a></td><td class=\"num\">1.3</td><td class=\"num\">4</td><td class=\"band-none\">—</td>"),
                "\(apart)")
        #expect(apart.contains("<a href=\"../muscle/full-body.html\">Full Body</a>"))
        #expect(apart.range(of: "Cardio")!.lowerBound < apart.range(of: "Full Body")!.lowerBound)
        #expect(!banded.contains("Cardio") && !banded.contains("Full Body"))
        #expect(banded.contains("<a href=\"../muscle/chest.html\">Chest</a>"))
        // Nor are they bars of the chart against the band.
        let chart = try #require(page.components(separatedBy: "<section id=\"weekly\">").dropFirst().first)
        #expect(!chart.contains("Cardio") && !chart.contains("Full Body"))
        #expect(page.contains("<p class=\"note\">Cardio and Full Body have no target: a run works the heart and lungs, a clean or a burpee "
                              + "works the whole body, not one muscle group, so a band of sets a week says nothing about them.</p>"))
    }

    @Test(arguments: [
        ([ExerciseCategory](), ""),
        ([ExerciseCategory(id: "full-body", name: "Full Body")],
         "Full Body has no target: a clean or a burpee works the whole body, not one muscle group, so a band of sets a week says nothing about it."),
        ([ExerciseCategory(id: "cardio", name: "Conditioning")],
         "Conditioning has no target: a run works the heart and lungs, not one muscle group, so a band of sets a week says nothing about it."),
        ([ExerciseCategory(id: "cardio", name: "Cardio"), ExerciseCategory(id: "full-body", name: "Full Body")],
         "Cardio and Full Body have no target: a run works the heart and lungs, a clean or a burpee works the whole body, not one "
            + "muscle group, so a band of sets a week says nothing about them."),
    ])
    func theNoteSaysWhyInOneSentence(groups: [ExerciseCategory], note: String) {
        #expect(MusclesPageKind.apartNote(groups) == note)
    }
}
