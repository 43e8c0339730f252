import Foundation
import StrengthKit

/// A Hugo site for the same history strength-site builds, with a layout of our own in `layouts/`
/// (no theme: nothing is fetched, and Hugo's time is its own rather than a theme's).
///
/// What Hugo builds from it, next to strength-site's pages: a page per workout (its notes and a
/// table of sets per exercise, its exercises linked, previous/next), the history (a page listing
/// the years, and a page per year listing its workouts by month), the exercises (an index and a
/// page per exercise listing every session), a home page with the latest workouts, an RSS feed and
/// a sitemap. Hugo computes no figures: no records, trends, charts, calendar or muscle pages.
struct HugoSite {
    let root: URL

    /// `DemoHistoryGenerator`'s site title (`Settings.site` is internal to StrengthKit).
    static let title = "Demo training log"

    func create(with data: ProjectData) throws {
        let fileManager = FileManager.default
        if let existing = try? fileManager.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
            throw HugoSiteError.notEmpty(root.path)
        }
        for (path, text) in Self.skeleton {
            try write(text, to: path)
        }
        for workout in data.workouts {
            try write(workout, library: data.library, units: data.settings.units)
        }
    }

    /// One workout's page: `content/workouts/ID.md`, a URL like strength-site's `workouts/ID.html`.
    func write(_ workout: Workout, library: ExerciseLibrary, units: WeightUnit) throws {
        let names = Dictionary(library.exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let page = WorkoutPage(workout: workout, names: names, formatter: DisplayFormatter(unit: units))
        try write(page.markdown, to: "content/workouts/\(workout.id).md")
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Everything but the workouts.
    static let skeleton: [(String, String)] = [
        // buildFuture: the generated history runs decades past today, and Hugo leaves out future pages.
        // uglyURLs: workouts/ID.html, as strength-site writes them. Feeds only for the home page, and
        // at most 50 entries (Hugo's default is every page in full), as strength-site writes one feed.
        ("config.toml", """
            baseURL = "https://example.org/log/"
            languageCode = "en"
            title = "\(title)"
            buildFuture = true
            uglyURLs = true
            rssLimit = 50
            enableRobotsTXT = false
            disableKinds = []

            [taxonomies]
            exercise = "exercises"
            year = "years"

            [outputs]
            home = ["HTML", "RSS"]
            section = ["HTML"]
            taxonomy = ["HTML"]
            term = ["HTML"]

            """),
        ("content/_index.md", "+++\ntitle = \"\(title)\"\n+++\n"),
        ("content/workouts/_index.md", "+++\ntitle = \"History\"\n+++\n"),
        ("static/style.css", """
            body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
            header { display: flex; gap: 1rem; align-items: baseline; border-bottom: 1px solid #ccc; }
            nav a { margin-right: 1rem; }
            table { border-collapse: collapse; }
            th, td { padding: 0.2rem 0.6rem; border-bottom: 1px solid #eee; text-align: right; }

            """),
        ("layouts/_default/baseof.html", """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>{{ if not .IsHome }}{{ .Title }} · {{ end }}{{ site.Title }}</title>
            <link rel="stylesheet" href="{{ "style.css" | relURL }}">
            </head>
            <body>
            <header><a href="{{ site.Home.RelPermalink }}">{{ site.Title }}</a>
            <nav>{{ with site.GetPage "/workouts" }}<a href="{{ .RelPermalink }}">History</a>{{ end }} {{ with site.GetPage "/exercises" }}<a href="{{ .RelPermalink }}">Exercises</a>{{ end }}</nav></header>
            <main>
            {{ block "main" . }}{{ end }}
            </main>
            </body>
            </html>

            """),
        ("layouts/index.html", """
            {{ define "main" }}
            {{ $workouts := where site.RegularPages "Section" "workouts" }}
            <h1>{{ site.Title }}</h1>
            <p>{{ len $workouts }} workouts, {{ len site.Taxonomies.exercises }} exercises.</p>
            <h2>Recent workouts</h2>
            <ul>
            {{ range first 10 $workouts }}<li><a href="{{ .RelPermalink }}">{{ .Params.name }}</a>, {{ .Date.Format "Mon 2 Jan 2006" }}: {{ .Params.lifts }}</li>
            {{ end }}</ul>
            {{ end }}

            """),
        ("layouts/_default/single.html", """
            {{ define "main" }}
            <article>
            <h1>{{ .Params.name }}</h1>
            <p><time datetime="{{ .Date.Format "2006-01-02T15:04:05-07:00" }}">{{ .Date.Format "Mon 2 Jan 2006, 15:04" }}</time> · {{ .Params.duration }} · {{ .Params.sets }} sets</p>
            <p>{{ range $index, $term := .GetTerms "exercises" }}{{ if $index }}, {{ end }}<a href="{{ $term.RelPermalink }}">{{ $term.LinkTitle }}</a>{{ end }}</p>
            {{ .Content }}
            <nav>{{ with .NextInSection }}<a href="{{ .RelPermalink }}">← {{ .Title }}</a>{{ end }} {{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }} →</a>{{ end }}</nav>
            </article>
            {{ end }}

            """),
        // The history page lists the years; a year's page and an exercise's page list their workouts by month.
        ("layouts/_default/list.html", """
            {{ define "main" }}
            <h1>{{ .Title }}</h1>
            {{ if eq .Kind "section" }}
            <ul>
            {{ range site.Taxonomies.years.Alphabetical.Reverse }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a>: {{ .Count }} workouts</li>
            {{ end }}</ul>
            {{ else }}
            {{ range .Pages.GroupByDate "January 2006" }}
            <h2>{{ .Key }}</h2>
            <ul>
            {{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Params.name }}</a>, {{ .Date.Format "Mon 2 Jan" }}: {{ .Params.lifts }}</li>
            {{ end }}</ul>
            {{ end }}
            {{ end }}
            {{ end }}

            """),
        ("layouts/_default/terms.html", """
            {{ define "main" }}
            <h1>{{ .Title }}</h1>
            <ul>
            {{ range .Data.Terms.Alphabetical }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a>: {{ .Count }} sessions</li>
            {{ end }}</ul>
            {{ end }}

            """),
    ]
}

enum HugoSiteError: Error, CustomStringConvertible {
    case notEmpty(String)

    var description: String {
        switch self {
        case .notEmpty(let path): "\(path) is not empty: the Hugo site is written into an empty or missing folder"
        }
    }
}
