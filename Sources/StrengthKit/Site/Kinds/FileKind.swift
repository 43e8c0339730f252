/// A kind of file that is not rendered with a template (`stats.json`, the feed, the README cards, the
/// stylesheet): its bytes, made from its inputs and the shared inputs alone.
protocol FileKind: SiteKind {
    static func bytes(_ inputs: Inputs, shared: SharedInputs) -> [UInt8]
}

extension FileKind {
    static func outputs(_ inputs: Inputs, shared: SharedInputs) -> [PlannedPage] {
        [PlannedPage(path: path(of: inputs), bytes: bytes(inputs, shared: shared))]
    }
}
