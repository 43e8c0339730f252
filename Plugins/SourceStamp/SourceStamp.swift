import Foundation
import PackagePlugin

/// Records, on every build, which commit of which repository the binary is built from
/// (`scripts/source-stamp.sh` writes `SourceStamp.swift` into the strength-site target), so a plain
/// `swift build` — the Pages workflow's own — keeps it too. ARCHITECTURE.md, "Where a binary comes
/// from", says why it is a build command with an input it touches itself.
@main
struct SourceStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let script = root.appending(path: "scripts/source-stamp.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "SourceStamp.swift")
        // The script touches this file each time it runs, so the next build finds its input changed and runs it again.
        // It must exist before the first run: a missing input stops the build.
        let everyBuild = context.pluginWorkDirectoryURL.appending(path: "run-again")
        if !FileManager.default.fileExists(atPath: everyBuild.path) {
            try FileManager.default.createDirectory(at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
            try Data().write(to: everyBuild)
        }
        return [
            .buildCommand(
                displayName: "Stamping the commit strength-site is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, root.path, output.path, everyBuild.path],
                inputFiles: [script, everyBuild],
                outputFiles: [output]),
        ]
    }
}
