extension PostReference {
    /// The link from the page at `page`: the title, the date after it.
    func link(from page: String, format: DisplayFormatter) -> Link {
        Link(label: title, href: SitePaths.link(from: page, to: JournalPostPageKind.path(name)), detail: format.date(date))
    }
}
