import DemoHistory
import Foundation
import StrengthKit

// Writes the demo history (see DemoHistoryGenerator) into a project folder's Data/.

let usage = """
    usage: generate-demo [--out DIR] [--workouts N] [--high-volume] [--replace]
      --out DIR       project folder to write DIR/Data into (default: the current folder)
      --workouts N    exactly N workouts, continuing the demo's pattern as long as needed
      --high-volume   an extra accessory in every lifting session (~24 sets a workout, for benchmarks)
      --replace       delete an existing DIR/Data first
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("generate-demo: \(message)\n".utf8))
    exit(code)
}

func usageError(_ message: String) -> Never {
    fail("\(message)\n\(usage)", code: 64)
}

var outDirectory = "."
var workoutCount: Int?
var replace = false
var highVolume = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--out":
        guard let value = arguments.popFirst(), !value.isEmpty else { usageError("--out needs a folder") }
        outDirectory = value
    case "--workouts":
        guard let value = arguments.popFirst(), let count = Int(value), count > 0 else {
            usageError("--workouts needs a whole number above 0")
        }
        workoutCount = count
    case "--replace":
        replace = true
    case "--high-volume":
        highVolume = true
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        usageError("unknown argument '\(argument)'")
    }
}

do {
    let store = ProjectStore(projectDirectory: URL(fileURLWithPath: outDirectory), displayPrefix: outDirectory)
    let data = try DemoHistoryGenerator(workoutCount: workoutCount, highVolume: highVolume).generate()
    if replace, FileManager.default.fileExists(atPath: store.layout.dataDirectory.path) {
        try FileManager.default.removeItem(at: store.layout.dataDirectory)
    }
    try store.create(with: data)
    let setCount = data.workouts.reduce(0) { $0 + $1.setCount }
    print("Wrote \(NumberText.counted(data.workouts.count, "workout")) (\(NumberText.counted(setCount, "set"))) to \(store.layout.display(""))")
} catch {
    fail("\(error)", code: 1)
}
