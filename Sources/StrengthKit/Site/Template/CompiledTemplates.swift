/// A theme's templates compiled by `TemplateCompiler`, rendered straight into bytes.
///
/// It renders what swift-mustache renders, byte for byte (but for one escaping fix, see
/// `TemplateEscaping.html`), several times faster: values arrive
/// typed (`TemplateValue`) instead of as `Any` to be cast on every lookup, tag names are split
/// once, and output goes into one buffer instead of a string per tag.
struct CompiledTemplates: Sendable {
    private let templates: [String: [TemplateNode]]

    /// Compiles every template (name → Mustache text); throws `TemplateCompiler.Unsupported` when
    /// one uses a feature only swift-mustache renders.
    init(_ sources: [String: String]) throws(TemplateCompiler.Unsupported) {
        var templates: [String: [TemplateNode]] = [:]
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                templates[name] = try TemplateCompiler.compile(text)
            } catch var unsupported as TemplateCompiler.Unsupported {
                unsupported.template = name
                throw unsupported
            } catch {
                // swift-mustache parsed the template, so its rendering is the reference.
                throw TemplateCompiler.Unsupported(feature: "syntax the template compiler does not read", template: name)
            }
        }
        self.templates = templates
    }

    /// `nil` when there is no template of that name.
    func render(_ object: any TemplateObject, template name: String) -> [UInt8]? {
        guard let nodes = templates[name] else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(16_384)
        var stack: [TemplateValue] = [.object(object)]
        stack.reserveCapacity(8)
        var context = Context()
        render(nodes, &context, &stack, into: &output)
        return output
    }

    /// What swift-mustache keeps in its `MustacheContext`, but for the stack of objects, which is
    /// one array pushed and popped around sections (a copy per section was most of the cost).
    private struct Context {
        var escaping = TemplateEscaping.standard
        var indentation: [UInt8] = []
        var inherited: [String: [TemplateNode]]?

        func indented(_ more: String?) -> Context {
            var context = self
            if let more { context.indentation += more.utf8 }
            return context
        }
    }

    private func render(_ nodes: [TemplateNode], _ context: inout Context, _ stack: inout [TemplateValue],
                        into output: inout [UInt8]) {
        // A `{{% CONTENT_TYPE }}` tag holds for the rest of its own template or section only (in
        // swift-mustache each renders with a copy of the context; here the one context is restored).
        let escaping = context.escaping
        defer { context.escaping = escaping }
        if context.indentation.isEmpty {
            for node in nodes { render(node, &context, &stack, into: &output) }
            return
        }
        // As swift-mustache: a node that renders something right after a newline this template
        // wrote is preceded by the indentation.
        let start = output.count
        for node in nodes {
            let nodeStart = output.count
            let afterNewline = nodeStart > start && output[nodeStart - 1] == UInt8(ascii: "\n")
                && !(nodeStart - 1 > start && output[nodeStart - 2] == UInt8(ascii: "\r"))
            render(node, &context, &stack, into: &output)
            if afterNewline, output.count > nodeStart {
                output.insert(contentsOf: context.indentation, at: nodeStart)
            }
        }
    }

    private func render(_ node: TemplateNode, _ context: inout Context, _ stack: inout [TemplateValue],
                        into output: inout [UInt8]) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)

        case .variable(let path, let escaped):
            guard let value = lookUp(path, in: stack) else { return }
            let text: String
            switch value {
            case .text(let string): text = string
            case .flag(let flag): text = flag ? "true" : "false"
            case .null: return
            case .object(let object): text = String(describing: object)
            case .sequence: text = String(describing: value.mustacheValue)
            }
            if escaped {
                context.escaping.append(text, to: &output)
            } else {
                output.append(contentsOf: text.utf8)
            }

        case .section(let path, let body, let inverted):
            let value = lookUp(path, in: stack)
            if inverted {
                renderInverted(value, body, &context, &stack, into: &output)
            } else {
                renderSection(value, body, &context, &stack, into: &output)
            }

        case .partial(let name, let indentation, let overrides):
            guard let partial = templates[name] else { return }
            var inner = context.indented(indentation)
            inner.escaping = .standard
            if let overrides {
                inner.inherited = context.inherited.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
            }
            render(partial, &inner, &stack, into: &output)

        case .block(let name, let defaultBody, let indentation):
            var inner = context.indented(indentation)
            render(context.inherited?[name] ?? defaultBody, &inner, &stack, into: &output)

        case .blockDefinition:
            break  // only ever read as a partial's overrides

        case .escaping(let escaping):
            context.escaping = escaping
        }
    }

    private func renderSection(_ value: TemplateValue?, _ body: [TemplateNode], _ context: inout Context,
                               _ stack: inout [TemplateValue], into output: inout [UInt8]) {
        switch value {
        case nil, .null: return
        case .sequence(let list):
            for index in 0..<list.count { render(body, &context, pushing: list.value(at: index), &stack, into: &output) }
        case .flag(let flag):
            if flag { render(body, &context, &stack, into: &output) }
        case .text(let text) where text.isEmpty:
            return
        case .some(let value):
            render(body, &context, pushing: value, &stack, into: &output)
        }
    }

    private func renderInverted(_ value: TemplateValue?, _ body: [TemplateNode], _ context: inout Context,
                                _ stack: inout [TemplateValue], into output: inout [UInt8]) {
        switch value {
        case nil, .null: render(body, &context, &stack, into: &output)
        case .sequence(let list):
            if list.count == 0 { render(body, &context, pushing: .sequence(list), &stack, into: &output) }
        case .flag(let flag):
            if !flag { render(body, &context, &stack, into: &output) }
        case .text(let text) where text.isEmpty:
            render(body, &context, &stack, into: &output)
        case .some: return
        }
    }

    private func render(_ body: [TemplateNode], _ context: inout Context, pushing value: TemplateValue,
                        _ stack: inout [TemplateValue], into output: inout [UInt8]) {
        stack.append(value)
        render(body, &context, &stack, into: &output)
        stack.removeLast()
    }

    private func lookUp(_ path: TemplatePath, in stack: [TemplateValue]) -> TemplateValue? {
        switch path {
        case .current:
            return stack.last
        case .fromCurrent(let keys):
            guard let top = stack.last else { return nil }
            return follow(keys[...], from: top)
        case .key(let key):
            var index = stack.endIndex
            while index > stack.startIndex {
                index -= 1
                if case .object(let object) = stack[index], let found = object.value(named: key) { return found }
            }
            return nil
        case .search(let keys):
            var index = stack.endIndex
            while index > stack.startIndex {
                index -= 1
                if let found = child(keys[0], of: stack[index]) {
                    return follow(keys.dropFirst(), from: found)
                }
            }
            return nil
        }
    }

    private func follow(_ keys: ArraySlice<String>, from value: TemplateValue) -> TemplateValue? {
        var value = value
        for key in keys {
            guard let next = child(key, of: value) else { return nil }
            value = next
        }
        return value
    }

    private func child(_ key: String, of value: TemplateValue) -> TemplateValue? {
        if case .object(let object) = value { object.value(named: key) } else { nil }
    }
}
