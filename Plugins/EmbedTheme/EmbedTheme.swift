import Foundation
import PackagePlugin

/// Compiles the default theme (`Templates/`) and `docs/ANALYTICS.md` into StrengthKit as
/// `EmbeddedTheme.files`, so an installed binary needs nothing from the repository.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let templates = root.appending(path: "Templates")
        var inputs: [(name: String, url: URL)] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && name != "README.md" {
            inputs.append((name, templates.appending(path: name)))
        }
        inputs.append(("ANALYTICS.md", root.appending(path: "docs").appending(path: "ANALYTICS.md")))
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTheme.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme (\(inputs.count) files)",
                executable: try context.tool(named: "theme-embedder").url,
                arguments: [output.path] + inputs.flatMap { [$0.name, $0.url.path] },
                inputFiles: inputs.map(\.url),
                outputFiles: [output]),
        ]
    }
}
