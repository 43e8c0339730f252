// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "strength-site",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "strength-site", targets: ["strength-site"]),
        // For the benchmarks package in Benchmarks/, which depends on this one by path.
        .library(name: "StrengthKit", targets: ["StrengthKit"]),
        .library(name: "DemoHistory", targets: ["DemoHistory"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.0"),
        // `serve`: a small async HTTP server with no SwiftNIO underneath (ARCHITECTURE.md says why).
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.0"),
        // `publish`'s git calls and `serve --open`.
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", from: "1.0.0"),
        // Colour on a terminal.
        .package(url: "https://github.com/onevcat/Rainbow.git", from: "4.2.0"),
    ],
    targets: [
        .systemLibrary(
            name: "Ccmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(
            name: "StrengthKit",
            dependencies: [
                "Ccmark",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            plugins: ["EmbedTheme", "TemplateKeys"]
        ),
        .executableTarget(name: "theme-embedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["theme-embedder"]),
        .executableTarget(name: "template-keys"),
        .plugin(name: "TemplateKeys", capability: .buildTool(), dependencies: ["template-keys"]),
        .executableTarget(
            name: "strength-site",
            dependencies: [
                "StrengthKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        .target(
            name: "DemoHistory",
            dependencies: ["StrengthKit"]
        ),
        .executableTarget(
            name: "generate-demo",
            dependencies: ["DemoHistory", "StrengthKit"]
        ),
        .testTarget(
            name: "StrengthKitTests",
            dependencies: ["StrengthKit", "DemoHistory"],
            exclude: ["__Golden__", "Fixtures"]
        ),
        .testTarget(
            name: "StrengthSiteTests",
            dependencies: ["strength-site", "StrengthKit"]
        ),
    ]
)
