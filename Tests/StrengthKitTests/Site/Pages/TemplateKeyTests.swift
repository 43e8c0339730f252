import Testing
@testable import StrengthKit

/// Page models answer templates by their property names (derived at build time by
/// `template-keys`), and a theme asking for a key no page has is told where.
@Suite struct TemplateKeyTests {
    @Test func theDefaultThemeAsksForNoUnknownKey() throws {
        let theme = try Theme()
        #expect(theme.unknownKeys(includingBuiltIn: true) == [])
        #expect(theme.unknownKeys() == [], "a build with no overrides scans nothing")
    }

    /// A build parses and checks only the project's own templates: the built-in ones are held to it here.
    @Test func theBuiltInTemplatesParseAndNameOnlyPartialsThatExist() throws {
        let templates = Theme.defaultFiles.filter { $0.key.hasSuffix(".mustache") }
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            for reference in Theme.partialReferences(in: text) {
                #expect(templates["\(reference.name).mustache"] != nil, "\(name):\(reference.line) names '\(reference.name)'")
            }
        }
        // swift-mustache parses every template when it renders the theme.
        #expect(try Theme(compiling: false).uncompiledReason == "compiling turned off")
        // An overridden template is parsed: its mistakes are reported as the project's.
        #expect(throws: ThemeError.self) { try Theme(overrides: ["nav.mustache": "{{#open}}never closed"]) }
    }

    @Test func aMistypedKeyIsReportedWithItsFileAndLine() throws {
        let workout = try #require(Theme.defaultFiles["workout.mustache"])
        let lines = workout.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("{{name}}") }) + 1
        let theme = try Theme(overrides: ["workout.mustache": workout.replacingOccurrences(of: "{{name}}", with: "{{nmae}}")],
                              displayFolder: "my-log/Templates")
        #expect(theme.unknownKeys().first
                == "my-log/Templates/workout.mustache:\(line): {{nmae}}: no page has the key 'nmae', so it renders nothing")
        // Dotted paths are checked key by key; sections and triple mustaches too.
        let partial = try Theme(overrides: ["figures.mustache": "{{#figures}}{{{labl}}}{{layout.rot}}{{/figures}}{{! {{ignored}} }}"])
        #expect(partial.unknownKeys() == [
            "Templates/figures.mustache:1: {{{labl}}}: no page has the key 'labl', so it renders nothing",
            "Templates/figures.mustache:1: {{layout.rot}}: no page has the key 'rot', so it renders nothing",
        ])
    }

    @Test func everyPropertyIsAKeyAndEveryListAnswersHasList() {
        let entry = WorkoutPageKind.Page.Entry(name: "Bench Press", href: "../exercise/bench-press.html", type: "Weight × reps", notesHTML: "",
                                      superset: "", badges: [], hasKinds: true, columns: ["Weight", "Reps"], badgeSpan: 3, sets: [])
        #expect(entry.value(named: "badgeSpan").map(Self.text) == "3")
        #expect(entry.value(named: "hasColumns").map(Self.text) == "true")
        #expect(entry.value(named: "hasBadges").map(Self.text) == "false")
        #expect(entry.value(named: "notesHTML").map(Self.text) == "")
        #expect(entry.value(named: "nothing") == nil)
        let link = Link(label: "Next", href: "b.html")
        let page = DocumentPage(layout: Layout(siteTitle: "Log", pageTitle: "About", description: "", root: "", canonical: nil,
                                               appearance: "system", navigation: [link], author: nil),
                                bodyHTML: "<p>Hi</p>", baseHref: nil)
        if case .null? = page.value(named: "baseHref") {} else { Issue.record("a nil optional is null, which ends the lookup") }
    }

    static func text(_ value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .flag(let flag): String(flag)
        case .null: "null"
        case .object: "object"
        case .sequence(let list): "\(list.count) items"
        }
    }
}
