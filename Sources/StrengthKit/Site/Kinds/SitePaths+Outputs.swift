/// The outputs `serve` and `publish` look for in a built site, where their kinds put them.
extension SitePaths {
    package static let notFound = NotFoundPageKind.path
    package static let noJekyll = NoJekyllFile.path
}
