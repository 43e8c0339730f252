extension Theme {
    /// The bytes of a planned page: rendered with its template, or as they are. A kept page has
    /// none here: its bytes are the file an earlier build wrote.
    func bytes(of page: PlannedPage) throws -> [UInt8] {
        switch page.content {
        case .bytes(let bytes): bytes
        case .template(let name, let model): try render(model, template: name)
        case .kept: throw SiteError(subject: page.path, reason: "a page kept from the last build has no bytes to render")
        }
    }
}
