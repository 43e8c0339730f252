import DeclarationReader
import Testing

/// The build-time generators (`template-keys`, `stable-hashes`) read structs and their stored
/// properties from the sources, a line at a time: what they must find, and what they must pass over.
@Suite struct StructDeclarationsTests {
    static let source = #"""
        /// A page's inputs.
        struct Inputs: StableHashable, Sendable {
            var workout: Stored<Workout>
            let names: [String: Int] = [:]
            package var day = LocalDay.today
            private(set) var hidden: Int
            static let limit = 60
            var computed: Int { 1 }
            var longer: String {
                let notStored = "{"
                return notStored
            }
            func hash() { var local = 0; _ = local }

            struct Row: StableHashable {
                var label: String // "}" in a comment
            }
        }

        enum Kinds {
            struct Nested: PageModel {
                var text = """
                    { not a brace }
                    """
                var after: Bool
            }
        }

        extension Kinds.Nested {
            struct Deep: StableHashable {}
        }
        """#

    @Test func structsAndTheirStoredPropertiesAreRead() throws {
        let structs = try StructDeclarations.read(text: Self.source, path: "Inputs.swift")
        #expect(structs.map(\.name) == ["Inputs", "Inputs.Row", "Kinds.Nested", "Kinds.Nested.Deep"])
        #expect(structs[0].properties.map(\.name) == ["workout", "names", "day", "hidden"])
        #expect(structs[0].properties.map(\.type) == ["Stored<Workout>", "[String: Int]", nil, "Int"])
        #expect(structs[0].properties.map(\.isPrivate) == [false, false, false, true])
        #expect(structs[1].properties.map(\.name) == ["label"])
        #expect(structs[2].properties.map(\.name) == ["text", "after"])
        #expect(structs[3].properties.isEmpty)
        #expect(structs.map { $0.declares("StableHashable") } == [true, true, false, true])
        #expect(structs[2].declares("PageModel") && !structs[2].declares("Page"))
    }

    @Test func unbalancedBracesAreAnError() {
        #expect(throws: DeclarationError.self) { try StructDeclarations.read(text: "struct A {\n    var a: Int\n", path: "A.swift") }
        #expect(throws: DeclarationError.self) { try StructDeclarations.read(text: "let a = \"\"\"\n{\n", path: "B.swift") }
    }
}
