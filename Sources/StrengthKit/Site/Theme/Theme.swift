import Foundation
import Mustache

/// The templates and assets a site is built with: the default theme compiled into the binary,
/// with any file of the project's `Templates/` replacing the default of the same name.
package struct Theme: Sendable {
    /// The templates the theme renders itself rather than through a page kind: the navigation.
    static let ownTemplates: Set<TemplateName> = [.nav]

    /// The default theme's files by name (`base.mustache`, `style.css`, ...), without the docs.
    static var defaultFiles: [String: String] {
        EmbeddedTheme.files.filter { $0.key != analyticsDocumentName }
    }

    static let analyticsDocumentName = "ANALYTICS.md"

    /// `docs/ANALYTICS.md`, the source of the "About these numbers" page.
    static var analyticsDocument: String { EmbeddedTheme.files[analyticsDocumentName] ?? "" }

    /// File name → text, after overrides.
    let files: [String: String]
    private let navigationCache = RenderCache()
    /// A hash of every file: part of the build stamp, so a changed template is never taken for no change.
    let digest: String
    /// Why this theme is rendered by swift-mustache rather than compiled (slower), or `nil`.
    let uncompiledReason: String?
    let engine: TemplateEngine
    /// The files the project's `Templates/` replaces, and how to name that folder in messages.
    private let overridden: Set<String>
    private let displayFolder: String

    /// The default theme with `overrides` (file name → text) on top. Validates every template.
    /// - Parameters:
    ///   - displayFolder: how to name the project's template folder in errors.
    ///   - compiling: `false` renders with swift-mustache even when the templates compile (for
    ///     tests that compare the two).
    init(overrides: [String: String] = [:], displayFolder: String = "Templates", compiling: Bool = true) throws {
        var files = Theme.defaultFiles
        for (name, text) in overrides { files[name] = text }
        self.files = files
        overridden = Set(overrides.keys)
        self.displayFolder = displayFolder
        var hasher = StableHasher()
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(text)
        }
        digest = hasher.hex
        let origin: (String) -> String = { name in
            overrides[name] != nil ? "\(displayFolder)/\(name)" : "Templates/\(name) (built-in)"
        }

        _ = FastHTMLEscaping.registered
        let templates = files.filter { $0.key.hasSuffix(".mustache") }
        // Before any parser recurses into a template: one nested beyond the limit is refused here,
        // by a reading without recursion, or it would overflow the stack (see `TemplateOutline`).
        let outlines = templates.reduce(into: [String: TemplateOutline]()) { outlines, file in
            outlines[String(file.key.dropLast(".mustache".count))] =
                overrides[file.key] == nil ? Theme.builtInOutlines[file.key] ?? TemplateOutline(file.value) : TemplateOutline(file.value)
        }
        for (name, outline) in outlines.sorted(by: { $0.key < $1.key }) {
            if let line = outline.tooDeepLine {
                throw ThemeError(file: origin("\(name).mustache"), line: line, reason: "sections nested "
                                 + "\(TemplateOutline.maximumNesting + 1) deep; the theme allows \(TemplateOutline.maximumNesting)")
            }
        }
        // The built-in templates parse, and their partials exist (tests hold them to it): only the
        // project's templates are parsed to find their mistakes, and all of them only when
        // swift-mustache renders them (a few ms of every build otherwise).
        let overriddenTemplates = templates.filter { overrides[$0.key] != nil }
        _ = try Theme.library(of: overriddenTemplates, origin: origin)
        for name in overriddenTemplates.keys.sorted() {
            for partial in outlines[String(name.dropLast(".mustache".count))]?.partials ?? [] {
                // The page's data would name the template, so no check here could tell that it
                // never names itself, or one that includes it: a cycle found only by a crash.
                if partial.isDynamic {
                    throw ThemeError(file: origin(name), line: partial.line, reason: "\(partial.written) is a dynamic partial, which "
                                     + "the theme does not take: the page's data would pick the template, even one that includes it")
                }
                if !partial.name.isEmpty, templates["\(partial.name).mustache"] == nil {
                    throw ThemeError(file: origin(name), line: partial.line, reason: "unknown partial '\(partial.name)'")
                }
            }
        }
        // Both engines render a partial by recursing into it, so this one check keeps both from a
        // cycle (the project's templates may close one through the built-in ones).
        try PartialGraph(outlines).check(project: Set(overriddenTemplates.keys.map { String($0.dropLast(".mustache".count)) })) {
            origin("\($0).mustache")
        }
        do throws(TemplateCompiler.Unsupported) {
            guard compiling else { throw TemplateCompiler.Unsupported(feature: "compiling turned off") }
            engine = .compiled(try CompiledTemplates(templates.reduce(into: [:]) { sources, file in
                sources[String(file.key.dropLast(".mustache".count))] = file.value
            }))
            uncompiledReason = nil
        } catch let unsupported {
            engine = .mustache(try Theme.library(of: templates, origin: origin))
            uncompiledReason = unsupported.template.map { "\(origin("\($0).mustache")) uses \(unsupported.feature)" }
                ?? unsupported.feature
        }
    }

    /// `templates` (file name → text) parsed by swift-mustache, with the escaping the compiled
    /// templates use by default; a syntax error is reported at its line and column in `origin(name)`.
    private static func library(of templates: [String: String], origin: (String) -> String) throws -> MustacheLibrary {
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                // A syntax error is found again in the text as written, so its column is the file's.
                let template: MustacheTemplate
                do {
                    // On a line of its own: before a first line that is a section tag alone, it would
                    // make that line no longer standalone, and its line break would be rendered.
                    template = try MustacheTemplate(string: FastHTMLEscaping.pragma + "\n" + text)
                } catch {
                    _ = try MustacheTemplate(string: text)
                    throw error
                }
                library.register(template, named: String(name.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                throw ThemeError(file: origin(name), line: error.context.lineNumber, column: error.context.columnNumber,
                                 reason: "template syntax: \(Theme.explain(error.error))")
            }
        }
        return library
    }

    /// The tags whose keys no page model answers (a typo renders nothing, silently): each as
    /// `file:line: {{tag}}: …`, for `build` to warn about. By default only the project's templates
    /// are read: the built-in ones never change after a test held them to this, so a build with no
    /// overrides skips the scan.
    func unknownKeys(includingBuiltIn: Bool = false) -> [String] {
        let known = PageModelKeys.all.union(PageChrome.keys)
        var warnings: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key })
        where name.hasSuffix(".mustache") && (includingBuiltIn || overridden.contains(name)) {
            for tag in Theme.tags(in: text) {
                let unknown = tag.keys.filter { !known.contains($0) }
                guard let first = unknown.first else { continue }
                let written = tag.text.hasPrefix("{") ? "{{\(tag.text)}}}" : "{{\(tag.text)}}"
                warnings.append("\(origin(name)):\(tag.line): \(written): no page has the key '\(first)', so it renders nothing")
            }
        }
        return warnings
    }

    /// The project's file or the built-in one.
    private func origin(_ name: String) -> String {
        overridden.contains(name) ? "\(displayFolder)/\(name)" : "Templates/\(name) (built-in)"
    }

    /// The value tags of a template — variables and sections, not partials, blocks, comments or
    /// pragmas — with their line and the keys of their dotted name.
    static func tags(in text: String) -> [(text: String, line: Int, keys: [String])] {
        tagContents(in: text).compactMap { tag, line in
            var name = Substring(tag)
            if let sigil = name.first {
                if "!><$=%/".contains(sigil) { return nil }
                if "#^&{".contains(sigil) { name = name.dropFirst() }
            }
            let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: " }"))
            // `.`, and transforms (`uppercased(name)`), which only swift-mustache renders, name no key here.
            guard !trimmed.isEmpty, trimmed != ".", !trimmed.contains("(") else { return nil }
            return (tag, line, trimmed.split(separator: ".").map(String.init))
        }
    }

    /// `{{> name}}` and `{{< name}}` references with their line numbers, read as swift-mustache
    /// reads them (`TemplateOutline`).
    static func partialReferences(in text: String) -> [(name: String, line: Int)] {
        TemplateOutline(text).partials.compactMap { partial in
            partial.isDynamic || partial.name.isEmpty ? nil : (partial.name, partial.line)
        }
    }

    /// The default theme's templates outlined once per process: they never change, and `serve`
    /// loads the theme again on every change.
    private static let builtInOutlines: [String: TemplateOutline] = defaultFiles
        .filter { $0.key.hasSuffix(".mustache") }
        .mapValues(TemplateOutline.init)

    /// What stands between each `{{` and the next `}}` of a line (the third brace of `{{{name}}}` kept
    /// inside, the closing one passed over), trimmed of spaces, with its line: the key check's
    /// reading, which only warns (what a template includes is read by `TemplateOutline`).
    private static func tagContents(in text: String) -> [(tag: String, line: Int)] {
        var tags: [(String, Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                rest = rest[open.upperBound...]
                guard let close = rest.range(of: "}}") else { break }
                tags.append((rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces), index + 1))
                rest = rest[close.upperBound...]
                if rest.first == "}" { rest = rest.dropFirst() }
            }
        }
        return tags
    }

    private static func explain(_ error: Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: "a section is closed with another name than it was opened with"
        case MustacheTemplate.Error.unfinishedName: "a tag is not finished"
        case MustacheTemplate.Error.expectedSectionEnd: "a section is never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: "invalid set-delimiter tag"
        default: "\(error)"
        }
    }

    /// Copies the default theme into the project's `Templates/` (refusing to overwrite unless `replace`).
    package static func eject(store: ProjectStore, replace: Bool) throws -> [String] {
        try ThemeLoader.eject(layout: store.layout, replace: replace)
    }

    /// Renders `model` with the template `name` (without `.mustache`). A page's navigation is the
    /// same on every page of a folder and section, so the `nav` partial is rendered once per
    /// variant and handed to the layout as `navigationHTML` (see `PageChrome`).
    func render(_ model: any PageModel, template name: TemplateName) throws -> [UInt8] {
        let object = PageChrome(page: model, navigationHTML: try navigation(for: model.layout))
        guard let bytes = engine.render(object, template: name.rawValue) else {
            throw ThemeError(file: "Templates/\(name.rawValue).mustache", reason: "missing template")
        }
        return bytes
    }

    private func navigation(for layout: Layout) throws -> String {
        let key = layout.root + "\u{0}" + (layout.navigation.first(where: \.current)?.label ?? "")
        if let cached = navigationCache.value(for: key) { return cached }
        guard let bytes = engine.render(NavigationContext(layout: layout), template: TemplateName.nav.rawValue) else {
            throw ThemeError(file: "Templates/nav.mustache", reason: "missing template")
        }
        let html = String(decoding: bytes, as: UTF8.self)
        navigationCache.store(html, for: key)
        return html
    }
}
