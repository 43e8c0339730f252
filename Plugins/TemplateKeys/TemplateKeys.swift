import Foundation
import PackagePlugin

/// Derives the page models' template lookups from their declarations (`template-keys`), so page
/// models are plain structs and no key is listed by hand.
@main
struct TemplateKeys: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let models = target.sourceFiles(withSuffix: "swift").map(\.url)
            // A kind's own model is in its file in Site/Kinds; those several kinds share, in Site/Pages.
            .filter { url in
                let folders = url.pathComponents.dropLast().suffix(2)
                return folders.first == "Site" && ["Pages", "Kinds"].contains(folders.last)
            }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "PageModelKeys.swift")
        return [
            .buildCommand(
                displayName: "Deriving the template keys of \(models.count) page model files",
                executable: try context.tool(named: "template-keys").url,
                arguments: [output.path] + models.map(\.path),
                inputFiles: models,
                outputFiles: [output]),
        ]
    }
}
