import Foundation
import PackagePlugin

/// Derives `stableHash(into:)` for every struct that declares `StableHashable` (`stable-hashes`),
/// over all its stored properties, so a page's fingerprint covers everything its inputs hold.
@main
struct StableHashes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "StableHashes.swift")
        return [
            .buildCommand(
                displayName: "Deriving the stable hashes of \(target.name)",
                executable: try context.tool(named: "stable-hashes").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output]),
        ]
    }
}
