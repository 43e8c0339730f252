// swift-tools-version: 6.1
// Speed and memory benchmarks, kept out of the main package so `swift build` and CI stay light.
// Run from the repo root with `make bench` (or `cd Benchmarks && swift package benchmark`).
import PackageDescription

let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "StrengthKit", package: "strength-site"),
    .product(name: "DemoHistory", package: "strength-site"),
]

let package = Package(
    name: "strength-site-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "AnalyticsBenchmarks", dependencies: benchmarkDependencies, path: "AnalyticsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "SiteBenchmarks", dependencies: benchmarkDependencies, path: "SiteBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "ImportBenchmarks", dependencies: benchmarkDependencies, path: "ImportBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ]
)
