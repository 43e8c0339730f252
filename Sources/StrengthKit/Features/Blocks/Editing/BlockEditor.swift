/// `block start|delete` as actions over `ProjectData`: declared block starts, one a day, each with
/// an optional name, held to the store's rules (`DeclaredBlockRule`) before the store sees them, so
/// a mistake is told in the words of the command line rather than of `Data/blocks.json`.
package enum BlockEditor {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case badDate(text: String, reason: String)
        case badName(String)
        /// No start on `day`; `declared` are the starts there are, newest first.
        case noStart(day: LocalDay, declared: [LocalDay])

        package var description: String {
            switch self {
            case .badDate(let text, let reason):
                "'\(text)' \(reason)"
            case .badName(let problem):
                "--name: \(problem)"
            case .noStart(let day, let declared) where declared.isEmpty:
                "no block starts on \(day): none is declared (strength-site block start DATE declares one)"
            case .noStart(let day, let declared):
                "no block starts on \(day); the declared starts are \(ShortList.text(declared.map(\.description), limit: 5))"
            }
        }
    }

    /// What `block start` did.
    package enum Change: Equatable, Sendable, CustomStringConvertible {
        case declared(DeclaredBlock)
        case renamed(DeclaredBlock, from: String?)
        /// A start on that day already, with that name (or no name was given).
        case unchanged(DeclaredBlock)

        package var description: String {
            switch self {
            case .declared(let block):
                "Declared a block starting \(block.start)\(Self.called(block.name))"
            case .renamed(let block, let old):
                "Renamed the block starting \(block.start)\(old.map { " from \"\($0)\"" } ?? "") to \"\(block.name ?? "")\""
            case .unchanged(let block):
                "A block already starts \(block.start)\(Self.called(block.name)); nothing changed"
            }
        }

        private static func called(_ name: String?) -> String {
            name.map { ": \($0)" } ?? ""
        }
    }

    /// A block's first day as the command line gives it (YYYY-MM-DD), a day of the store's years.
    /// - Parameter latest: the last day a change may bring in (the clock's tomorrow); `nil` admits any.
    package static func day(_ text: String, latest: LocalDay? = nil) throws -> LocalDay {
        let day = try LocalDay.storable(text) { Failure.badDate(text: text, reason: $0) }
        if let latest, let problem = DeclaredBlockRule.startProblem(day, latest: latest) {
            throw Failure.badDate(text: text, reason: problem)
        }
        return day
    }

    /// Declares a block starting on `day`; a start already there takes `name`, or keeps its own
    /// when none is given, so running the same command twice declares one block.
    package static func start(on day: LocalDay, name: String?, in data: inout ProjectData) throws -> Change {
        if let name, let problem = DeclaredBlockRule.nameProblem(name) { throw Failure.badName(problem) }
        guard let index = data.blocks.firstIndex(where: { $0.start == day }) else {
            let block = DeclaredBlock(start: day, name: name)
            data.blocks.append(block)
            data.blocks.sort(by: DeclaredBlock.oldestFirst)
            return .declared(block)
        }
        let old = data.blocks[index]
        guard let name, name != old.name else { return .unchanged(old) }
        data.blocks[index].name = name
        return .renamed(data.blocks[index], from: old.name)
    }

    /// Deletes the start on `day`, or says which starts there are.
    package static func delete(on day: LocalDay, in data: inout ProjectData) throws -> DeclaredBlock {
        guard let index = data.blocks.firstIndex(where: { $0.start == day }) else {
            throw Failure.noStart(day: day, declared: newestFirst(data.blocks).map(\.start))
        }
        return data.blocks.remove(at: index)
    }

    /// The declared starts as `block list` shows them.
    package static func newestFirst(_ blocks: [DeclaredBlock]) -> [DeclaredBlock] {
        blocks.sorted(by: DeclaredBlock.oldestFirst).reversed()
    }
}
