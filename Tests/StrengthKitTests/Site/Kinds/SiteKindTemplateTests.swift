import Testing
@testable import StrengthKit

/// The page kinds and the theme's templates agree: every kind's template is a file of `Templates/`,
/// and every template there is a partial, the theme's own (the navigation), or some kind's.
@Suite struct SiteKindTemplateTests {
    static let templates = Theme.defaultFiles.filter { $0.key.hasSuffix(".mustache") }

    /// The templates another template includes (`{{> name}}`) or extends (`{{< name}}`).
    static var partials: Set<String> {
        Set(templates.values.flatMap { Theme.partialReferences(in: $0).map(\.name) })
    }

    @Test func everyKindsTemplateExists() {
        for template in SiteKinds.templates.union(Theme.ownTemplates) {
            #expect(Self.templates["\(template.rawValue).mustache"] != nil, "no Templates/\(template.rawValue).mustache")
        }
    }

    @Test func everyPageTemplateServesAKind() {
        let used = Set(SiteKinds.templates.union(Theme.ownTemplates).map(\.rawValue))
        let pages = Set(Self.templates.keys.map { String($0.dropLast(".mustache".count)) }).subtracting(Self.partials)
        #expect(pages.subtracting(used).sorted() == [], "templates no kind renders")
        #expect(Self.partials.intersection(used).sorted() == [], "a kind's template is also another's partial")
    }

    /// `TemplateName` is generated from `Templates/`: one case per template, named as its file.
    @Test func everyTemplateHasAName() {
        #expect(Set(TemplateName.allCases.map { "\($0.rawValue).mustache" }) == Set(Self.templates.keys))
        #expect(TemplateName.notFound.rawValue == "not-found")
    }

    /// A template may serve several kinds, as the muscle groups' overview and each group's page share one.
    @Test func aTemplateMayServeSeveralKinds() {
        #expect(MusclesPageKind.template == MuscleGroupPageKind.template)
        #expect(SiteKinds.all.count > SiteKinds.templates.count)
    }
}
