/// The lifter's name from onboarding (`init --name`). The settings have no profile, but the site
/// has an author (named in the feed) and a title, so the name becomes the author and, unless a
/// title was chosen, the title ("Sam's training log"). An empty name changes nothing.
package enum LifterName {
    package static func apply(_ name: String, to settings: inout Settings, titleChosen: Bool) throws {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        _ = try SettingsEditor.set("author", to: trimmed, in: &settings)
        if !titleChosen { _ = try SettingsEditor.set("site-title", to: title(for: trimmed), in: &settings) }
    }

    /// "Sam's training log"; a name ending in s takes only the apostrophe ("James' training log").
    static func title(for name: String) -> String {
        name.lowercased().hasSuffix("s") ? "\(name)' training log" : "\(name)'s training log"
    }
}
