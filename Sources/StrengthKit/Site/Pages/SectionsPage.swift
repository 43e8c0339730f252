/// A page of chart sections: the muscle-group page and the calendar page.
public struct SectionsPage: PageModel {
    public var layout: Layout
    public var intro: String
    public var sections: [ChartSection]
    public var isEmpty: Bool
}
