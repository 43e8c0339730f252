/// A page of chart sections: the muscle-group page and the calendar page.
struct SectionsPage: PageModel {
    var layout: Layout
    var intro: String
    var sections: [ChartSection]
    var isEmpty: Bool
}
