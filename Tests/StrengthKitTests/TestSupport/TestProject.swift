import Foundation
import TestSupport
@testable import StrengthKit

/// A site project in a temporary folder, holding the sample data; removed with the value.
final class TestProject {
    let folder: TemporaryDirectory
    let store: ProjectStore

    init(_ data: ProjectData? = nil) throws {
        folder = try TemporaryDirectory()
        store = ProjectStore(projectDirectory: folder.url, displayPrefix: ".")
        try store.create(with: try data ?? StoreRoundTripTests.sampleData())
    }
}
