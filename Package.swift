// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "strength-site",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "strength-site", targets: ["strength-site"]),
        // For the benchmarks package in Benchmarks/, which depends on this one by path.
        .library(name: "StrengthKit", targets: ["StrengthKit"]),
        .library(name: "DemoHistory", targets: ["DemoHistory"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.0"),
        // `serve`: SwiftNIO's sockets and HTTP/1.1 codec (ARCHITECTURE.md says why this and not a framework).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
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
            ],
            plugins: ["EmbedTheme", "TemplateKeys", "StableHashes"]
        ),
        // `serve`: the preview server, the only code that links SwiftNIO.
        .target(
            name: "Serve",
            dependencies: [
                "StrengthKit",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ]
        ),
        // `publish`: the site committed to a branch and pushed, the only code that runs git.
        .target(
            name: "Publish",
            dependencies: [
                "StrengthKit",
                .product(name: "Subprocess", package: "swift-subprocess"),
            ]
        ),
        .executableTarget(name: "theme-embedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["theme-embedder"]),
        // What the two generators below read: the structs of a Swift file and their stored properties.
        .target(name: "DeclarationReader"),
        .executableTarget(name: "template-keys", dependencies: ["DeclarationReader"]),
        .plugin(name: "TemplateKeys", capability: .buildTool(), dependencies: ["template-keys"]),
        .executableTarget(name: "stable-hashes", dependencies: ["DeclarationReader"]),
        .plugin(name: "StableHashes", capability: .buildTool(), dependencies: ["stable-hashes"]),
        .executableTarget(
            name: "strength-site",
            dependencies: [
                "StrengthKit",
                "Serve",
                "Publish",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ],
            plugins: ["SourceStamp"]
        ),
        // Which commit of which repository the binary is built from (ARCHITECTURE.md, "Where a binary comes from").
        .plugin(name: "SourceStamp", capability: .buildTool()),
        .target(
            name: "DemoHistory",
            dependencies: ["StrengthKit"]
        ),
        .executableTarget(
            name: "generate-demo",
            dependencies: ["DemoHistory", "StrengthKit"]
        ),
        // Helpers the test targets share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "StrengthKitTests",
            dependencies: ["StrengthKit", "DemoHistory", "TestSupport", "DeclarationReader"],
            exclude: ["__Golden__", "Fixtures"]
        ),
        .testTarget(
            name: "ServeTests",
            dependencies: ["Serve", "StrengthKit", "TestSupport", .product(name: "NIOHTTP1", package: "swift-nio")]
        ),
        .testTarget(name: "PublishTests", dependencies: ["Publish", "StrengthKit", "TestSupport"]),
        .testTarget(
            name: "StrengthSiteTests",
            dependencies: ["strength-site", "StrengthKit"]
        ),
    ]
)
