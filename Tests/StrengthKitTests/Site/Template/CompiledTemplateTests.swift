import DemoHistory
import Mustache
import Testing
@testable import StrengthKit

/// `CompiledTemplates` renders the bytes swift-mustache renders: hand-picked cases for every rule
/// (escaping, sections, lookup, standalone lines, partials, blocks, delimiters), then thousands of
/// random templates rendered by both engines.
@Suite struct CompiledTemplateTests {
    /// A template object built from a dictionary.
    struct Object: TemplateObject {
        let values: [String: TemplateValue]
        func value(named key: String) -> TemplateValue? { values[key] }
    }

    static var model: Object {
        Object(values: [
            "name": .text("Bench & <Press> \"quoted\" 'single'"),
            "x": .text("root-x"),
            "y": .text("<i>"),
            "empty": .text(""),
            "yes": .flag(true),
            "no": .flag(false),
            "none": .of([String]()),
            "absent": .null,
            "tags": .of(["a<b", "c"]),
            "one": .object(Object(values: ["x": .text("one-x"), "deep": .object(Object(values: ["z": .text("z!")]))])),
            "rows": .of([
                Object(values: ["x": .text("r1"), "y": .text("<r1>")]),
                Object(values: ["x": .text("r2"), "inner": .of([Object(values: ["x": .text("i1")])])]),
            ]),
        ])
    }

    /// Renders `templates["main"]` with both engines; `nil` when swift-mustache rejects the text.
    static func renderBoth(_ templates: [String: String]) throws -> (mustache: String, compiled: String)? {
        _ = FastHTMLEscaping.registered
        var library = MustacheLibrary()
        for (name, text) in templates {
            guard let template = try? MustacheTemplate(string: text) else { return nil }
            library.register(template, named: name)
        }
        let compiled = try CompiledTemplates(templates)
        let bytes = try #require(compiled.render(model, template: "main"))
        return (library.render(model, withTemplate: "main") ?? "", String(decoding: bytes, as: UTF8.self))
    }

    static let cases: [(String, [String: String], String)] = [
        ("escaped", ["main": "{{name}}"], "Bench &amp; &lt;Press&gt; &quot;quoted&quot; &#39;single&#39;"),
        ("unescaped", ["main": "{{{name}}}|{{&y}}"], "Bench & <Press> \"quoted\" 'single'|<i>"),
        ("fast escaping", ["main": "{{% CONTENT_TYPE: FAST_HTML }}{{y}}"], "&lt;i&gt;"),
        ("text escaping", ["main": "{{% CONTENT_TYPE: TEXT }}{{y}}"], "<i>"),
        ("missing key", ["main": "[{{nothing}}]"], "[]"),
        ("flag as text", ["main": "{{yes}}/{{no}}"], "true/false"),
        ("sections", ["main": "{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}n{{/no}}{{#none}}E{{/none}}{{^none}}e{{/none}}"], "Yne"),
        ("empty text is falsy", ["main": "{{#empty}}shown{{/empty}}{{^empty}}hidden{{/empty}}[{{empty}}]"], "hidden[]"),
        ("null renders nothing and is falsy", ["main": "[{{absent}}]{{#absent}}shown{{/absent}}{{^absent}}hidden{{/absent}}"],
         "[]hidden"),
        ("list", ["main": "{{#rows}}<{{x}}>{{/rows}}"], "<r1><r2>"),
        ("texts", ["main": "{{#tags}}[{{.}}]{{/tags}}"], "[a&lt;b][c]"),
        ("lookup climbs", ["main": "{{#rows}}{{#inner}}{{x}}/{{y}}/{{name}}|{{/inner}}{{/rows}}"],
         "i1/&lt;i&gt;/Bench &amp; &lt;Press&gt; &quot;quoted&quot; &#39;single&#39;|"),
        ("dotted", ["main": "{{one.deep.z}}{{#one}}{{deep.z}}{{.x}}{{.y}}{{/one}}"], "z!z!one-x"),
        ("object section", ["main": "{{#one}}{{x}}{{/one}}"], "one-x"),
        ("standalone", ["main": "a\n  {{#yes}}\n  b\n  {{/yes}}\nc\n"], "a\n  b\nc\n"),
        ("standalone crlf", ["main": "a\r\n{{#yes}}\r\nb\r\n{{/yes}}\r\n"], "a\r\nb\r\n"),
        ("comment", ["main": "a\n  {{! note }}\nb {{! inline }}c"], "a\nb c"),
        ("partial", ["main": "[{{>p}}]\n  {{>p}}\n", "p": "1\n2\n"], "[1\n2\n]\n  1\n  2\n"),
        ("inheritance", ["main": "{{<layout}}{{$body}}B{{name}}{{/body}}{{/layout}}",
                         "layout": "<{{$title}}T{{/title}}|{{$body}}default{{/body}}>"],
         "<T|BBench &amp; &lt;Press&gt; &quot;quoted&quot; &#39;single&#39;>"),
        ("delimiters", ["main": "{{=<% %>=}}<%x%>{{x}}<%={{ }}=%>{{x}}"], "root-x{{x}}root-x"),
        ("spaces in tags", ["main": "{{ x }}{{# yes }}!{{/ yes }}"], "root-x!"),
    ]

    @Test(arguments: cases.indices)
    func matchesSwiftMustache(_ index: Int) throws {
        let (label, templates, expected) = Self.cases[index]
        let rendered = try #require(try Self.renderBoth(templates), "\(label): swift-mustache rejects it")
        #expect(rendered.mustache == expected, "\(label): swift-mustache")
        #expect(rendered.compiled == expected, "\(label): compiled")
    }

    /// swift-mustache escapes whole Characters, so `"` with a combining mark stays a quote that
    /// ends an attribute; the compiled templates escape it, in both content types.
    @Test func aQuoteWithACombiningMarkCannotEndAnAttribute() throws {
        let hostile = Object(values: ["name": .text("x\"\u{301} onmouseover=alert(1) '\u{301}")])
        for pragma in ["", "{{% CONTENT_TYPE: FAST_HTML }}"] {
            let templates = try CompiledTemplates(["main": pragma + "<a title=\"{{name}}\">"])
            let html = String(decoding: try #require(templates.render(hostile, template: "main")), as: UTF8.self)
            #expect(html == "<a title=\"x&quot;\u{301} onmouseover=alert(1) &#39;\u{301}\">", "\(pragma)")
        }
    }

    @Test func randomTemplatesRenderAsSwiftMustacheDoes() throws {
        var random = SplitMix64(seed: 20261122)
        var compared = 0
        for round in 0..<3_000 {
            var generator = TemplateGenerator(random: random)
            let templates = generator.templates()
            random = generator.random
            guard let rendered = try Self.renderBoth(templates) else { continue }
            compared += 1
            #expect(rendered.compiled == rendered.mustache, "round \(round): \(templates)")
            if rendered.compiled != rendered.mustache { break }
        }
        #expect(compared > 2_000)
    }

    @Test func everyPageOfTheFixtureSiteIsWhatSwiftMustacheRenders() throws {
        let compiled = try SiteFixture.site()
        let reference = try SiteFixture.site(compiling: false)
        #expect(compiled.keys.sorted() == reference.keys.sorted())
        for (path, page) in reference.sorted(by: { $0.key < $1.key }) {
            #expect(compiled[path] == page, "\(path)")
        }
    }

    /// A template whose first line is a section tag alone: swift-mustache drops that line as the
    /// compiled templates do, although it reads every template after the escaping pragma (which
    /// once stood on that same line, so the line was not a tag's alone and its line break stayed).
    @Test func aTemplateOpeningWithASectionRendersAlikeBothWays() throws {
        let figures = "{{#figures}}\n<dl class=\"figure\"><dt>{{label}}</dt><dd>{{value}}</dd></dl>\n{{/figures}}\n"
        var data = try SiteFixture.history().data
        data.goals = []
        let analytics = TrainingAnalytics.compute(data, today: SiteFixture.today)
        let pages = try SitePlanner(data: data, analytics: analytics, today: SiteFixture.today, baseURL: nil).plan(stylesheet: "")
        let dashboard = try #require(pages.first { $0.path == "index.html" })
        let compiled = try Theme(overrides: ["figures.mustache": figures]).bytes(of: dashboard)
        let mustache = try Theme(overrides: ["figures.mustache": figures], compiling: false).bytes(of: dashboard)
        let html = String(decoding: compiled, as: UTF8.self)
        #expect(html.contains("<h1>Dashboard</h1>\n\n<dl class=\"figure\"><dt>This week</dt>"))
        #expect(String(decoding: mustache, as: UTF8.self) == html)
    }

    @Test func theSharedNavigationShowsNothingThatDiffersBetweenPages() throws {
        var nav = try #require(Theme.defaultFiles["nav.mustache"])
        nav += "<p>[{{layout.pageTitle}}|{{layout.canonical}}|{{layout.siteTitle}}]</p>"
        let theme = try Theme(overrides: ["nav.mustache": nav])
        var data = try SiteFixture.history().data
        data.settings.site.baseURL = "https://example.org/log/"
        let analytics = TrainingAnalytics.compute(data, today: SiteFixture.today)
        let pages = try SitePlanner(data: data, analytics: analytics, today: SiteFixture.today, baseURL: nil).plan(stylesheet: "")
        let workouts = pages.filter { $0.path.hasPrefix("workouts/") }
        #expect(workouts.count > 1)
        for page in workouts {
            let html = String(decoding: try theme.bytes(of: page), as: UTF8.self)
            #expect(html.contains("<p>[||Golden log]</p>"), "\(page.path)")
        }
    }

    @Test func themeUsingTransformsIsRenderedBySwiftMustache() throws {
        let plain = try Theme()
        #expect(plain.uncompiledReason == nil)
        var workout = try #require(Theme.defaultFiles["workout.mustache"])
        workout = workout.replacingOccurrences(of: "<h1>{{name}}</h1>", with: "<h1>{{uppercased(name)}}</h1>")
        let theme = try Theme(overrides: ["workout.mustache": workout])
        #expect(theme.uncompiledReason == "Templates/workout.mustache uses transforms ({{name(value)}})")
    }
}

/// Random but well-nested templates over the keys of `CompiledTemplateTests.model`.
private struct TemplateGenerator {
    var random: SplitMix64

    mutating func templates() -> [String: String] {
        var templates = ["main": body(depth: 0), "p": body(depth: 2)]
        if random.below(3) == 0 {
            templates["layout"] = "a{{$b}}d{{/b}}\n" + body(depth: 2) + "  {{$c}}\n  x\n  {{/c}}\n"
            templates["main"] = "\(pick(["", "  ", "\n"])){{<layout}}\n{{$b}}\(body(depth: 2)){{/b}}\n  {{$c}}\(body(depth: 2)){{/c}}{{/layout}}"
        }
        return templates
    }

    private mutating func body(depth: Int) -> String {
        var text = ""
        for _ in 0..<random.below(8) {
            switch random.below(depth < 3 ? 12 : 8) {
            case 0, 1: text += pick([" ", "  ", "\t", "\n", "\r\n", "a", "<&>", "é\u{301}", "{", "}"])
            case 2: text += "{{\(pick(textKeys))}}"
            case 3: text += "{{{\(pick(textKeys))}}}"
            case 4: text += "{{! \(pick(["c", "multi\nline"])) }}"
            case 5: text += depth == 0 ? pick(["{{>p}}", "\n  {{>p}}\n", "\t{{> p }}"]) : "x"
            case 6: text += "{{% CONTENT_TYPE: \(pick(["HTML", "FAST_HTML", "TEXT"])) }}"
            case 7: text += pick(["\n  ", "\n\t", "  \n"])
            default:
                let key = pick(keys)
                let sigil = pick(["#", "^"])
                text += "{{\(sigil)\(key)}}\(pick(["", "\n", "  "]))\(body(depth: depth + 1))\(pick(["", "\n", " "])){{/\(key)}}"
            }
        }
        return text
    }

    /// Keys for `{{key}}`: an object or a list shown as text is Swift's description of a value,
    /// which no theme wants and neither engine promises.
    private let textKeys = ["name", "x", "y", "empty", "yes", "no", "one.x", "missing", "one.deep.z"]
    private let keys = ["name", "x", "y", "empty", "yes", "no", "none", "tags", "one", "rows", "inner", "one.x", ".", "missing"]

    private mutating func pick(_ options: [String]) -> String { options[random.below(options.count)] }
}
