/// How `ImportReader` reads a file.
public struct ImportReadOptions: Sendable {
    /// The app the file must be from; `nil` detects it from the header.
    public var format: ImportApp?
    /// Skip rows that cannot be read (and list them) instead of stopping at the first.
    public var skipBadRows: Bool
    public var limits: CSVLimits

    public init(format: ImportApp? = nil, skipBadRows: Bool = false, limits: CSVLimits = .standard) {
        self.format = format
        self.skipBadRows = skipBadRows
        self.limits = limits
    }
}
