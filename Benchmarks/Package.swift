// swift-tools-version: 6.1
// Speed and memory benchmarks, kept out of the main package so `swift build` and CI stay light.
// Run from the repo root with `make bench` (or `cd Benchmarks && swift package benchmark`).
import PackageDescription

let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "StrengthKit", package: "strength-site"),
    .product(name: "DemoHistory", package: "strength-site"),
]

/// One executable target per folder here.
let benchmarkFolders = ["AnalyticsBenchmarks", "SiteBenchmarks", "ImportBenchmarks"]

let package = Package(
    name: "strength-site-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "strength-site", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: benchmarkFolders.map { folder in
        .executableTarget(
            name: folder, dependencies: benchmarkDependencies, path: folder,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    } + [
        // Writes the benchmark's history as a Hugo site for `make bench-hugo` (HugoComparison/compare.py).
        // Not a benchmark: the plugin runs every executable whose folder sits directly in Benchmarks/,
        // so this one sits a level deeper.
        .executableTarget(
            name: "HugoSiteGenerator",
            dependencies: [.product(name: "StrengthKit", package: "strength-site"), .product(name: "DemoHistory", package: "strength-site")],
            path: "HugoComparison/HugoSiteGenerator"),
    ]
)
