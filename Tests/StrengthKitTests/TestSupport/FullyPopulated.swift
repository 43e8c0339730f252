/// Whether a fixture sets every stored property of its types, at every depth, so that a codec's
/// round trip over it exercises every field.
///
/// Swift cannot build such a value from a type, so the fixtures are written by hand and this
/// checks them with `Mirror`: a property added to a type is unset in a fixture that was not
/// updated (an optional is nil, a number zero), and the check names it. Once the fixture sets it,
/// a codec that does not carry the new field fails its round trip instead.
///
/// A property counts as set when it holds something other than its empty value (nil, an empty
/// string or collection, zero, false) in at least one place: a workout cannot be a run and a lift
/// at once, but a list of workouts can have both. An enum must show each of its cases somewhere
/// (a case that carries data with its data set), except at the paths a caller exempts; so it must
/// be able to list them: `CaseIterable`, or, when its cases carry data (which `CaseIterable` cannot
/// list), `FullyPopulated.CaseListing` conformed here in the tests.
enum FullyPopulated {
    /// An enum whose cases carry data: its case names, for the check to ask for each of them.
    protocol CaseListing {
        static var caseNames: [String] { get }
    }

    /// What `value` leaves unset, one line per property path (`[].exercises[].sets[].rpe`: never set)
    /// or enum path (`[].exercises[].sets[].kind: never drop`); empty when it sets everything.
    static func gaps(in value: Any, everyCaseExceptAt exempt: Set<String> = []) -> [String] {
        var walk = Walk()
        walk.visit(value, path: "")
        var gaps = walk.everSet.filter { !$0.value }.map { "\($0.key.isEmpty ? "(root)" : $0.key): never set" }
        gaps += walk.unlisted.map { "\($0.key): \($0.value) cannot list its cases (CaseIterable, or FullyPopulated.CaseListing)" }
        for (path, cases) in walk.cases where !exempt.contains(path) {
            for name in cases.all where !cases.seen.contains(name) { gaps.append("\(path): never \(name)") }
        }
        return gaps.sorted()
    }

    /// The path of every field `value` holds at every depth that holds no fields of its own (a
    /// number, a string, an enum without data, a list no element of which is there), its list
    /// elements as `[]`: `exercises[].name`. Paths of `differences` read the same once their
    /// indices are dropped (`[3]` as `[]`).
    static func leafPaths(in value: Any) -> Set<String> {
        var walk = Walk()
        walk.visit(value, path: "")
        let paths = Set(walk.everSet.keys)
        return paths.filter { path in
            // The root's fields have no leading dot.
            guard !path.isEmpty else { return paths.count == 1 }
            return !paths.contains { $0 != path && ($0.hasPrefix(path + ".") || $0.hasPrefix(path + "[]") || $0.hasPrefix(path + "(")) }
        }
    }

    /// The paths where `first` and `second` differ (at most `limit`), for a failed round trip's
    /// message: the values themselves may be pages long. Dictionaries and sets are compared in key
    /// order, not in their (hash) order.
    static func differences(between first: Any, and second: Any, limit: Int = 10) -> [String] {
        var found: [String] = []
        collectDifferences(first, second, path: "", into: &found, limit: limit)
        return found
    }

    private static func collectDifferences(_ first: Any, _ second: Any, path: String, into found: inout [String], limit: Int) {
        guard found.count < limit else { return }
        let (firstChildren, secondChildren) = (children(of: first), children(of: second))
        guard firstChildren.count == secondChildren.count, !firstChildren.isEmpty else {
            let (one, other) = (String(reflecting: first), String(reflecting: second))
            if one != other { found.append("\(path.isEmpty ? "(root)" : String(path.trimmingPrefix("."))): \(one.prefix(80)) ≠ \(other.prefix(80))") }
            return
        }
        for (one, other) in zip(firstChildren, secondChildren) {
            collectDifferences(one.value, other.value, path: path + one.label, into: &found, limit: limit)
        }
    }

    /// A value's parts with the path piece each adds; a dictionary's or set's in a fixed order.
    private static func children(of value: Any) -> [(label: String, value: Any)] {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection: return mirror.children.enumerated().map { ("[\($0)]", $1.value) }
        case .dictionary, .set:
            return mirror.children.map { ("[]", $0.value) }.sorted { String(reflecting: $0.1) < String(reflecting: $1.1) }
        case .optional: return mirror.children.map { ("", $0.value) }
        default: return mirror.children.enumerated().map { ("." + ($1.label ?? "\($0)"), $1.value) }
        }
    }

    private struct Walk {
        /// Per property path: whether it held a non-empty value anywhere.
        var everSet: [String: Bool] = [:]
        /// Per path of an enum that lists its cases: its cases and the ones seen.
        var cases: [String: (all: [String], seen: Set<String>)] = [:]
        /// Per path of an enum that cannot list its cases: its type.
        var unlisted: [String: String] = [:]

        mutating func visit(_ value: Any, path: String) {
            if let isSet = Self.scalarIsSet(value) {
                note(path, isSet)
                return
            }
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional:
                if let wrapped = mirror.children.first { visit(wrapped.value, path: path) } else { note(path, false) }
            case .collection, .set, .dictionary:
                note(path, !mirror.children.isEmpty)
                // A dictionary's elements are (key, value) pairs: `[].key` and `[].value`.
                for element in mirror.children { visit(element.value, path: path + "[]") }
            case .enum:
                note(path, true)
                // A case with data is the one child, labelled with the case's name.
                let name = mirror.children.first?.label ?? String(describing: value)
                if let names = Self.caseNames(of: value) {
                    cases[path, default: (names, [])].seen.insert(name)
                } else {
                    unlisted[path] = String(reflecting: type(of: value))
                }
                for payload in mirror.children { visit(payload.value, path: path + "(\(payload.label ?? ""))") }
            default:
                // Structs, classes and tuples: each stored property by its label.
                note(path, true)
                for (index, child) in mirror.children.enumerated() {
                    let label = child.label ?? ".\(index)"
                    visit(child.value, path: path.isEmpty ? label : path + (label.hasPrefix(".") ? label : "." + label))
                }
            }
        }

        private mutating func note(_ path: String, _ isSet: Bool) {
            everSet[path] = everSet[path] == true || isSet
        }

        /// For a leaf value, whether it is other than its empty value; nil for anything else.
        private static func scalarIsSet(_ value: Any) -> Bool? {
            switch value {
            case let text as String: !text.isEmpty
            case let flag as Bool: flag
            case let number as any BinaryInteger: number.trailingZeroBitCount < number.bitWidth
            case let number as any BinaryFloatingPoint: !number.isZero
            default: nil
            }
        }

        private static func caseNames(of value: Any) -> [String]? {
            if let listing = type(of: value) as? any CaseListing.Type { return listing.caseNames }
            guard let type = type(of: value) as? any CaseIterable.Type else { return nil }
            return names(of: type)
        }

        private static func names<Enum: CaseIterable>(of type: Enum.Type) -> [String] {
            Enum.allCases.map { String(describing: $0) }
        }
    }
}
