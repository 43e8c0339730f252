import Testing
@testable import StrengthKit

/// A theme that would make either engine recurse without end — a partial that includes itself,
/// partials that include each other, sections nested thousands deep — is refused when it loads,
/// with the file, line and chain, before anything renders. These tests only load themes: before
/// the check, such a theme loaded, and rendering it crashed the process.
@Suite struct ThemeRecursionTests {
    /// The message a theme is refused with, or `nil` when it loads; with either engine, as both
    /// load through the same checks.
    static func refusal(_ overrides: [String: String]) -> String? {
        var messages: [String?] = []
        for compiling in [true, false] {
            do {
                _ = try Theme(overrides: overrides, compiling: compiling)
                messages.append(nil)
            } catch {
                messages.append("\(error)")
            }
        }
        #expect(messages[0] == messages[1], "the compiled and swift-mustache paths disagree")
        return messages[0]
    }

    /// `{{#a}}` `depth` times, one a line, and their closing tags.
    static func nested(_ depth: Int, sigil: String = "#", inner: String = "x") -> String {
        String(repeating: "{{\(sigil)a}}\n", count: depth) + inner + "\n" + String(repeating: "{{/a}}\n", count: depth)
    }

    @Test func aTemplateIncludingItselfIsRefused() {
        #expect(Self.refusal(["about.mustache": "{{>about}}\n"])
                == "Templates/about.mustache:1: the partial {{>about}} includes itself: about → about")
        #expect(Self.refusal(["about.mustache": "<p>\n  {{#layout}}{{> about }}{{/layout}}\n"])
                == "Templates/about.mustache:2: the partial {{>about}} includes itself: about → about")
        // Extending itself is including itself.
        #expect(Self.refusal(["about.mustache": "{{<about}}{{/about}}"])
                == "Templates/about.mustache:1: the partial {{<about}} includes itself: about → about")
    }

    @Test func partialsIncludingEachOtherAreRefusedWithTheChain() {
        #expect(Self.refusal(["a.mustache": "one\ntwo\n{{>b}}\n", "b.mustache": "{{>a}}"])
                == "Templates/a.mustache:3: partials include each other in a cycle: a → b → a")
        #expect(Self.refusal(["a.mustache": "{{>b}}", "b.mustache": "{{>c}}", "c.mustache": "\n{{>d}}\n{{>a}}", "d.mustache": ""])
                == "Templates/a.mustache:1: partials include each other in a cycle: a → b → c → a")
    }

    /// `dashboard-goals` (built in) includes `goal-outlook`: a project's `goal-outlook` including
    /// it back closes a cycle, told from the project's file.
    @Test func aCycleThroughABuiltInTemplateIsToldFromTheProjectsFile() {
        #expect(Self.refusal(["goal-outlook.mustache": "{{#goals}}\n{{>dashboard-goals}}\n{{/goals}}\n"])
                == "Templates/goal-outlook.mustache:2: partials include each other in a cycle: "
                    + "goal-outlook → dashboard-goals → goal-outlook")
    }

    /// The tags are read as swift-mustache reads them, so a partial behind other delimiters or
    /// spread over lines is seen, and one in a comment is not.
    @Test func partialsAreFoundAsSwiftMustacheReadsThem() {
        #expect(Self.refusal(["about.mustache": "{{=<% %>=}}\n<%>about%>"])
                == "Templates/about.mustache:2: the partial {{>about}} includes itself: about → about")
        #expect(Self.refusal(["about.mustache": "x {{>\n  about\n}}"])
                == "Templates/about.mustache:1: the partial {{>about}} includes itself: about → about")
        #expect(Self.refusal(["about.mustache": "{{! {{>about}} }}{{=| |=}}|! {{>about}} |\n"]) == nil)
        #expect(Self.refusal(["about.mustache": "{{\n>about}}"]) == nil, "an opener before a line break is text")
    }

    /// Its data would name the template, so no check could tell it never names itself.
    @Test func aDynamicPartialIsRefused() {
        #expect(Self.refusal(["about.mustache": "<p>\n{{>*name}}"])
                == "Templates/about.mustache:2: {{>*name}} is a dynamic partial, which the theme does not take: "
                    + "the page's data would pick the template, even one that includes it")
        #expect(Self.refusal(["about.mustache": "{{<*name}}{{/*name}}"])
                == "Templates/about.mustache:1: {{<*name}} is a dynamic partial, which the theme does not take: "
                    + "the page's data would pick the template, even one that includes it")
    }

    /// 100 deep is far enough to refuse and shallow enough that, before the check, loading it
    /// did not crash: the test fails rather than ending the test process.
    @Test func sectionsNestedBeyondTheLimitAreRefusedAtTheLine() {
        #expect(TemplateOutline.maximumNesting == 64)
        #expect(Self.refusal(["x.mustache": Self.nested(64)]) == nil)
        #expect(Self.refusal(["x.mustache": "<p>\n" + Self.nested(100)])
                == "Templates/x.mustache:66: sections nested 65 deep; the theme allows 64")
        #expect(Self.refusal(["x.mustache": Self.nested(100, sigil: "^")])
                == "Templates/x.mustache:65: sections nested 65 deep; the theme allows 64")
        #expect(Self.refusal(["x.mustache": String(repeating: "{{#a}}{{^b}}", count: 50) + String(repeating: "{{/b}}{{/a}}", count: 50)])
                == "Templates/x.mustache:1: sections nested 65 deep; the theme allows 64")
        #expect(Self.refusal(["x.mustache": "{{<base}}" + String(repeating: "{{$a}}", count: 80)])
                == "Templates/x.mustache:1: sections nested 65 deep; the theme allows 64")
    }

    /// Reading the nesting recurses nowhere: a template nested far beyond any stack is refused
    /// (swift-mustache's parser, which recurses per section, never sees it).
    @Test func aTemplateNestedTenThousandDeepIsRefusedWithoutRecursion() {
        let deep = String(repeating: "{{#a}}", count: 10_000) + String(repeating: "{{/a}}", count: 10_000)
        let outline = TemplateOutline(deep)
        #expect(outline.tooDeepLine == 1)
        #expect(outline.nesting.depth == 65, "reading stops at the first section too deep")
    }

    /// swift-mustache ends a comment at the first end delimiter its search finds, which for
    /// `%>` is not the one in `%%>`; the compiler ends it at the same place, so neither engine
    /// reads a tag the other takes for comment.
    @Test func aCommentEndsWhereSwiftMustacheEndsIt() throws {
        let templates = ["main": "{{=<% %>=}}<%! a %%> b %>c"]
        let rendered = try #require(try CompiledTemplateTests.renderBoth(templates))
        #expect(rendered.mustache == "c")
        #expect(rendered.compiled == "c")
        #expect(TemplateOutline("{{=<% %>=}}<%! %%> <%>p%> %>").partials.isEmpty)
    }

    /// Each template is within the limit, but a page renders them inside one another.
    @Test func nestingThroughPartialsCountsAsNesting() {
        let refused = Self.refusal(["a.mustache": Self.nested(40, inner: "{{>b}}"), "b.mustache": Self.nested(30)])
        #expect(refused == "Templates/a.mustache:41: sections and partials nested 71 deep (a → b); the theme allows 64")
        let chain = Self.refusal(["a.mustache": "{{#x}}{{>b}}{{/x}}", "b.mustache": "{{>c}}", "c.mustache": Self.nested(63)])
        #expect(chain == "Templates/a.mustache:1: sections and partials nested 66 deep (a → b → c); the theme allows 64")
        #expect(Self.refusal(["a.mustache": "{{>b}}", "b.mustache": "{{>c}}", "c.mustache": Self.nested(62)]) == nil)
    }

    /// A chain of partials longer than any sensible theme: walked with a stack of its own.
    @Test func aLongChainOfPartialsIsWalkedWithoutRecursion() {
        var outlines: [String: TemplateOutline] = [:]
        for index in 0..<20_000 { outlines["p\(index)"] = TemplateOutline("{{>p\(index + 1)}}") }
        outlines["p20000"] = TemplateOutline("{{>p0}}")
        #expect(PartialGraph(outlines).cycle()?.count == 20_001)
        outlines["p20000"] = TemplateOutline("")
        #expect(PartialGraph(outlines).cycle() == nil)
        #expect(throws: ThemeError.self) { try PartialGraph(outlines).check(project: []) { $0 } }
    }

    /// The default theme nests nowhere near the limit, and the outline finds the partials the
    /// compiler compiles, in every template.
    @Test func theDefaultThemeIsWellWithinTheLimits() throws {
        #expect(Self.refusal([:]) == nil)
        for (name, text) in Theme.defaultFiles where name.hasSuffix(".mustache") {
            let outline = TemplateOutline(text)
            #expect(outline.tooDeepLine == nil)
            #expect(outline.nesting.depth <= 8, "\(name)")
            #expect(outline.partials.map(\.name).sorted() == Self.partialNames(in: try TemplateCompiler.compile(text)).sorted(), "\(name)")
        }
    }

    /// The names of the partials in compiled nodes, overridden blocks included.
    static func partialNames(in nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .text, .variable, .escaping: []
            case .section(_, let body, _), .block(_, let body, _), .blockDefinition(_, let body): partialNames(in: body)
            case .partial(let name, _, let overrides): [name] + (overrides ?? [:]).values.flatMap(partialNames)
            }
        }
    }
}
