import Testing
@testable import StrengthKit

/// The navigation every page shows is made of the kinds' menu entries (`PageKind.menuEntry`): in
/// their places, the programs page's only when the project has templates.
@Suite struct SiteMenuTests {
    static let withoutPrograms: [(label: String, href: String)] = [
        ("Dashboard", "../index.html"), ("History", "../history/index.html"), ("Exercises", "../exercises/index.html"),
        ("Records", "../records/index.html"), ("Muscles", "../muscles/index.html"), ("Progress", "../progress/index.html"),
        ("Blocks", "../blocks/index.html"), ("Calendar", "../calendar/index.html"),
    ]

    @Test(arguments: [false, true])
    func menuOfAPage(hasTemplates: Bool) {
        var data = ProjectData()
        if hasTemplates { data.programs = Programs(templates: [WorkoutTemplate(id: "upper-a", name: "Upper A", exercises: [])]) }
        let shared = SharedInputs(SharedSources(data, baseURL: nil, fileDigests: nil), menu: SiteKinds.menu)
        let layout = shared.layout(path: "history/2025.html", title: "2025", description: "", section: "History")
        var expected = Self.withoutPrograms
        if hasTemplates { expected.insert(("Programs", "../programs/index.html"), at: 3) }
        #expect(layout.navigation.map(\.label) == expected.map(\.label))
        #expect(layout.navigation.map(\.href) == expected.map(\.href))
        #expect(layout.navigation.filter(\.current).map(\.label) == ["History"])
    }

    /// Two entries in one place would be ordered by the list of kinds, not by their declarations.
    @Test func everyEntryHasAPlaceOfItsOwn() {
        let positions = SiteKinds.menu.map(\.position)
        #expect(Set(positions).count == positions.count)
    }
}
