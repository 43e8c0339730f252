import Testing
@testable import StrengthKit

/// The HTML rendered from the syntax tree is libcmark's own where the site's rules do not apply, and
/// the rules (raw HTML as text, safe schemes only, heading ids) hold where they do.
@Suite struct MarkdownHTMLTests {
    /// Markdown of every kind of node but raw HTML, unsafe links and headings, each rendered the same
    /// as libcmark's HTML renderer renders it.
    static let commonMark: [String] = [
        "Plain text.",
        "Two\nlines, a soft break; and a hard one:  \nhere.",
        "*emphasis*, **strong**, ***both***, `code with <tags> & \"quotes\"`",
        "\"Smart\" quotes -- and --- dashes... it's",
        "Entities: &amp; &copy; &#35; and a \\*backslash\\* escape; 5 < 6 > 4 & \"so on\"",
        "- tight\n- list\n  - nested\n- end",
        "1. one\n\n2. loose\n\n3. list",
        "3. starts\n4. at three",
        "> a quote\n> - with a list\n>\n> and a paragraph",
        "```swift extra words\nlet x = \"<b>\" & y\n```",
        "```\nno info\n```",
        "    indented code & <stuff>",
        "Above\n\n---\n\nbelow",
        "[a link](<https://example.com/a b?q=1&r='2'> \"a title\") and [relative](../x.html#s) and [mail](mailto:a@b.c)",
        "<https://example.com/auto> and [é](https://example.com/é[x]{y}|z^`)",
        "![an *image*](img/a.png \"t\") and ![](https://example.com/b.png)",
        "- [ ] not a task list in CommonMark\n- item with `code`",
        "",
    ]

    @Test(arguments: commonMark)
    func rendersAsLibcmarkDoes(_ markdown: String) {
        #expect(MarkdownHTML.render(Markdown.parse(markdown)).html == Markdown.libcmarkHTML(from: markdown))
    }

    /// A heading is libcmark's with an id added.
    @Test func headingsAreLibcmarksWithAnIdFromTheirText() {
        let markdown = "# Week *3*\n\nText\n\n## Week 3\n\n### !!!\n\n## Squat & Bench: 5×5"
        let rendering = MarkdownHTML.render(Markdown.parse(markdown))
        #expect(rendering.headings == [
            .init(level: 1, id: "week-3", text: "Week 3"),
            .init(level: 2, id: "week-3-2", text: "Week 3"),       // the same text: the second gets -2
            .init(level: 3, id: "section", text: "!!!"),           // no letter or digit to make a slug of
            .init(level: 2, id: "squat-bench-5-5", text: "Squat & Bench: 5×5"),
        ])
        let withoutIDs = rendering.html.replacing(#/\ id="[a-z0-9-]+"/#, with: "")
        #expect(withoutIDs == Markdown.libcmarkHTML(from: markdown))
        #expect(rendering.html.hasPrefix("<h1 id=\"week-3\">Week <em>3</em></h1>\n"))
    }

    @Test(arguments: [
        // Raw HTML, a block and inline, is the text it is.
        ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n"),
        ("<div>\n*x*\n</div>", "<p>&lt;div&gt;\n*x*\n&lt;/div&gt;</p>\n"),
        ("Go <img src=x onerror=alert(6)> **now**", "<p>Go &lt;img src=x onerror=alert(6)&gt; <strong>now</strong></p>\n"),
        // Links and images keep safe schemes, or none; otherwise their text.
        ("[here](javascript:alert(5))", "<p>here</p>\n"),
        ("[here](JavaScript:alert(5))", "<p>here</p>\n"),
        ("[*x*](vbscript:msgbox)", "<p><em>x</em></p>\n"),
        ("[x](data:text/html;base64,PHNjcmlwdD4=)", "<p>x</p>\n"),
        ("[x](ftp://example.com/f)", "<p>x</p>\n"),
        ("![a *cat*](data:image/png;base64,AAAA)", "<p>a cat</p>\n"),
        ("[x](http://example.com)", "<p><a href=\"http://example.com\">x</a></p>\n"),
        ("[x](HTTPS://example.com)", "<p><a href=\"HTTPS://example.com\">x</a></p>\n"),
        ("[x](mailto:me@example.com)", "<p><a href=\"mailto:me@example.com\">x</a></p>\n"),
        ("[x](../a:b.html)", "<p><a href=\"../a:b.html\">x</a></p>\n"),     // a colon after a slash is no scheme
        ("[x](?a=b:c)", "<p><a href=\"?a=b:c\">x</a></p>\n"),
        ("[x](#a:b)", "<p><a href=\"#a:b\">x</a></p>\n"),
        ("[x](1a:b)", "<p><a href=\"1a:b\">x</a></p>\n"),                  // a scheme starts with a letter
    ])
    func appliesTheSitesRules(_ markdown: String, _ html: String) {
        #expect(MarkdownHTML.render(Markdown.parse(markdown)).html == html)
    }

    @Test func takesFiguresOnlyFromTheDocumentsOwnParagraphs() throws {
        let markdown = "# Intro\n\nText\n\n{{a}}\n\n- {{b}}\n\n> {{c}}\n\n```\n{{d}}\n```\n\n{{e}}\n\n## Intro"
        var asked: [(String, Int)] = []
        let (segments, headings) = MarkdownHTML.segments(Markdown.parse(markdown)) { paragraph -> String? in
            asked.append((paragraph.plainText, paragraph.startLine))
            return paragraph.plainText == "{{a}}" ? "A" : nil
        }
        #expect(asked.map(\.0) == ["Text", "{{a}}", "{{e}}"])
        #expect(asked.map(\.1) == [3, 5, 15])
        #expect(segments == [
            .html("<h1 id=\"intro\">Intro</h1>\n<p>Text</p>\n"),
            .figure("A"),
            .html("<ul>\n<li>{{b}}</li>\n</ul>\n<blockquote>\n<p>{{c}}</p>\n</blockquote>\n"
                + "<pre><code>{{d}}\n</code></pre>\n<p>{{e}}</p>\n<h2 id=\"intro-2\">Intro</h2>\n"),
        ])
        // Ids stay unique across the runs: one rendering.
        #expect(headings.map(\.id) == ["intro", "intro-2"])
    }

    @Test func aFigureFirstOrLastLeavesNoEmptyRun() {
        let (segments, _) = MarkdownHTML.segments(Markdown.parse("{{a}}\n\n{{b}}")) { $0.plainText }
        #expect(segments == [.figure("{{a}}"), .figure("{{b}}")])
    }

    /// Nesting past `Markdown.maximumDepth` keeps the text and renders without exhausting a worker's stack.
    @Test func deepNestingKeepsItsText() async {
        let markdown = String(repeating: "> ", count: 5_000) + "deep *down*"
        let html = await Task.detached { Markdown.html(from: markdown) }.value
        #expect(html.contains("deep "))
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == Markdown.maximumDepth)
    }
}
