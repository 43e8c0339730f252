import Foundation
import PackagePlugin

/// Compiles the default theme (`Templates/`) and `docs/ANALYTICS.md` into StrengthKit as
/// `EmbeddedTheme.files`, and the exercise catalogue (`Catalogue/exercises.json`) as
/// `EmbeddedCatalogue.json`, so an installed binary needs nothing from the repository.
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
        let catalogue = root.appending(path: "Catalogue").appending(path: "exercises.json")
        let catalogueOutput = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalogue.swift")
        let embedder = try context.tool(named: "theme-embedder").url
        return [
            .buildCommand(
                displayName: "Embedding the default theme (\(inputs.count) files)",
                executable: embedder,
                arguments: [output.path] + inputs.flatMap { [$0.name, $0.url.path] },
                inputFiles: inputs.map(\.url),
                outputFiles: [output]),
            .buildCommand(
                displayName: "Embedding the exercise catalogue",
                executable: embedder,
                arguments: ["--catalogue", catalogueOutput.path, catalogue.path],
                inputFiles: [catalogue],
                outputFiles: [catalogueOutput]),
        ]
    }
}
