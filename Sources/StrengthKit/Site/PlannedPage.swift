/// One output of a build: a page to render with a template, or bytes ready to write.
public struct PlannedPage: Sendable {
    public enum Content: Sendable {
        case template(String, any TemplateObject & Sendable & Encodable)
        case bytes([UInt8])
    }

    /// Relative to the site root, e.g. `workouts/2025-03-14-1800-upper-a.html`.
    public var path: String
    public var content: Content

    public init(path: String, template: String, model: any TemplateObject & Sendable & Encodable) {
        self.path = path
        content = .template(template, model)
    }

    public init(path: String, text: String) {
        self.path = path
        content = .bytes(Array(text.utf8))
    }

    /// Changes whenever the page's bytes could: its template and model, or its bytes, and the
    /// theme (`themeDigest`), since a page's template may include any partial.
    func fingerprint(themeDigest: String) throws -> String {
        switch content {
        case .bytes(let bytes):
            var hasher = StableHasher()
            hasher.combine("bytes")
            hasher.combine(bytes: bytes)
            return hasher.hex
        case .template(let name, let model):
            return try FingerprintEncoder.fingerprint(model, seed: themeDigest + "\u{0}" + name)
        }
    }
}
