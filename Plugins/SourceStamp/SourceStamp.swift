import Foundation
import PackagePlugin

/// Records, before every build, which commit of which repository the binary is built from
/// (`scripts/source-stamp.sh` writes `SourceStamp.swift` into the strength-site target), so a plain
/// `swift build` — the Pages workflow's own — keeps it too. A prebuild command, because only those
/// run on every build; it may run only a program not built from this package, hence `/bin/sh`.
@main
struct SourceStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let generated = context.pluginWorkDirectoryURL.appending(path: "Generated")
        return [
            .prebuildCommand(
                displayName: "Stamping the commit strength-site is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [root.appending(path: "scripts/source-stamp.sh").path, root.path,
                            generated.appending(path: "SourceStamp.swift").path],
                outputFilesDirectory: generated),
        ]
    }
}
