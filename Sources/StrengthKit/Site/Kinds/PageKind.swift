/// A kind of page: besides where it lives and what it is made from (`SiteKind`), the template that
/// renders it and how its model is made from its inputs. A template may serve several kinds (the
/// muscle groups' overview and each group's page).
protocol PageKind: SiteKind {
    associatedtype Model: PageModel

    static var template: TemplateName { get }

    /// The page's entry in the navigation every page shows; none by default. The menu is made of
    /// the entries of `SiteKinds.all`.
    static var menuEntry: MenuEntry? { get }

    /// The page's model, from its inputs and the shared inputs alone.
    static func model(_ inputs: Inputs, shared: SharedInputs) -> Model

    /// Files made beside the page from the same inputs (a year's README card); none by default.
    static func files(_ inputs: Inputs, shared: SharedInputs) -> [PlannedPage]
}

extension PageKind {
    static var menuEntry: MenuEntry? { nil }

    static func files(_ inputs: Inputs, shared: SharedInputs) -> [PlannedPage] { [] }

    static func outputs(_ inputs: Inputs, shared: SharedInputs) -> [PlannedPage] {
        var pages = [PlannedPage(path: path(of: inputs), template: template, model: model(inputs, shared: shared))]
        pages += files(inputs, shared: shared)
        return pages
    }
}
