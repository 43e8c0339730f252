/// Which template includes which, from their outlines: refuses a theme whose partials include each
/// other in a cycle, or nest deeper than `TemplateOutline.maximumNesting` through one another.
///
/// No page model is recursive, so a cycle of partials never ends: both renderers would recurse
/// until the stack overflows and the process dies without a word (`serve` with it). Both checks
/// walk with a stack of their own, so a long chain of partials cannot overflow them either.
struct PartialGraph {
    /// Template name (without `.mustache`) → its outline.
    private let outlines: [String: TemplateOutline]
    /// The partials each template includes by name that the theme has, in the order of its text.
    private let edges: [String: [TemplateOutline.Partial]]
    /// The names, sorted: every walk goes in this order, so the same theme gets the same message.
    private let names: [String]

    init(_ outlines: [String: TemplateOutline]) {
        self.outlines = outlines
        edges = outlines.mapValues { outline in
            outline.partials.filter { !$0.isDynamic && outlines[$0.name] != nil }
        }
        names = outlines.keys.sorted()
    }

    /// Throws the first cycle found, then the first template nested too deep through its partials.
    /// - Parameters:
    ///   - project: the project's templates; a cycle is told from one of them, where it can be fixed.
    ///   - file: how to name a template (`about` → `Templates/about.mustache`) in messages.
    func check(project: Set<String>, file: (String) -> String) throws(ThemeError) {
        if let cycle = cycle() {
            // Told from the project's first template on it, through the tag that leaves it.
            let start = cycle.filter(project.contains).min() ?? cycle.min() ?? cycle[0]
            let offset = cycle.firstIndex(of: start) ?? 0
            let chain = Array(cycle[offset...] + cycle[..<offset]) + [start]
            let next = chain[1]
            let tag = edges[start]?.first { $0.name == next }
            let reason = chain.count == 2
                ? "the partial \(tag?.written ?? "{{>\(start)}}") includes itself: \(chain.joined(separator: " → "))"
                : "partials include each other in a cycle: \(chain.joined(separator: " → "))"
            throw ThemeError(file: file(start), line: tag?.line, reason: reason)
        }
        try checkNesting(file: file)
    }

    /// The templates of the first cycle met, each including the next and the last the first; `nil`
    /// when there is none. A depth-first walk with its own stack: a long chain is no deep recursion.
    func cycle() -> [String]? {
        enum Mark { case onPath, done }
        var marks: [String: Mark] = [:]
        for root in names where marks[root] == nil {
            // Each template on the path with the index of its next partial to follow.
            var path: [(name: String, next: Int)] = [(root, 0)]
            marks[root] = .onPath
            while let (name, next) = path.last {
                let partials = edges[name] ?? []
                guard next < partials.count else {
                    marks[name] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = partials[next].name
                switch marks[target] {
                case nil:
                    marks[target] = .onPath
                    path.append((target, 0))
                case .onPath:
                    let start = path.lastIndex { $0.name == target } ?? 0
                    return path[start...].map(\.name)
                case .done:
                    continue
                }
            }
        }
        return nil
    }

    /// Every template's deepest nesting counted through its partials (a partial is one more level,
    /// and its own deepest nesting on top of the sections around the tag), each template after the
    /// partials it includes; the first beyond the limit is refused at the tag that takes it there.
    /// Only called once `cycle()` found none, so the walk ends.
    private func checkNesting(file: (String) -> String) throws(ThemeError) {
        var depths: [String: Int] = [:]
        // The partial a template's deepest nesting goes through, when it goes through one.
        var deepestThrough: [String: String] = [:]
        for root in names where depths[root] == nil {
            var path: [(name: String, next: Int)] = [(root, 0)]
            while let (name, next) = path.last {
                let partials = edges[name] ?? []
                if next < partials.count {
                    path[path.count - 1].next += 1
                    if depths[partials[next].name] == nil { path.append((partials[next].name, 0)) }
                    continue
                }
                path.removeLast()
                guard depths[name] == nil else { continue }
                var depth = outlines[name]?.nesting.depth ?? 0
                for partial in partials {
                    let through = partial.nesting + 1 + (depths[partial.name] ?? 0)
                    if through > TemplateOutline.maximumNesting {
                        var chain = [name, partial.name]
                        while let further = deepestThrough[chain[chain.count - 1]] { chain.append(further) }
                        throw ThemeError(file: file(name), line: partial.line,
                                         reason: "sections and partials nested \(through) deep (\(chain.joined(separator: " → "))); "
                                            + "the theme allows \(TemplateOutline.maximumNesting)")
                    }
                    if through > depth {
                        depth = through
                        deepestThrough[name] = partial.name
                    }
                }
                depths[name] = depth
            }
        }
    }
}
