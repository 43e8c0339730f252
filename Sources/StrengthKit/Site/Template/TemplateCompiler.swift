/// Compiles a Mustache template into `TemplateNode`s for `CompiledTemplates`.
///
/// The rules follow swift-mustache 2.1.1's parser step by step (its `MustacheTemplate.parse`,
/// including standalone lines, indentation and blocks), so a compiled template renders the same
/// bytes; `CompiledTemplateTests` checks both engines against each other. Templates are first
/// parsed by swift-mustache (which reports syntax errors with line and column); this compiler
/// only sees valid templates. Features it does not compile (transforms such as `{{lowercased(x)}}`,
/// dynamic partials, unknown content types) throw `Unsupported`, and the theme is then rendered
/// by swift-mustache.
struct TemplateCompiler {
    struct Unsupported: Error, Equatable {
        let feature: String
        /// The template's name, once known (see `CompiledTemplates`).
        var template: String?
    }

    struct Malformed: Error {}

    private struct State {
        var sectionName: String?
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var startDelimiter: [Character] = ["{", "{"]
        var endDelimiter: [Character] = ["}", "}"]
        var partialDefinitionIndent: [Character]?
        /// The sections open around this one: `Theme` refuses deeper templates before they are
        /// compiled (`TemplateOutline`), and the compiler's own recursion stops there too.
        var depth = 0

        func withSectionName(_ name: String, newLine: Bool) -> State {
            var state = self
            state.sectionName = name
            state.depth += 1
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func withInheritancePartial(_ name: String) -> State {
            var state = self
            state.sectionName = name
            state.depth += 1
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            return state
        }
    }

    private let characters: [Character]
    private var position = 0

    static func compile(_ text: String) throws -> [TemplateNode] {
        var compiler = TemplateCompiler(characters: Array(text))
        return try compiler.parse(State())
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    // MARK: - Parsing (swift-mustache's `parse(_:state:)`)

    private mutating func parse(_ initialState: State) throws -> [TemplateNode] {
        guard initialState.depth <= TemplateOutline.maximumNesting else { throw Malformed() }
        var nodes: [TemplateNode] = []
        var state = initialState
        var whiteSpaceBefore: [Character] = []
        while !reachedEnd {
            if state.newLine {
                let whiteSpace = read(while: { $0 == " " || $0 == "\t" })
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = Array(whiteSpace.dropFirst(indent.count))
                    } else {
                        state.partialDefinitionIndent = whiteSpace
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = try readUntilDelimiterOrNewline(state)
            if current.isNewline {
                nodes.append(.text(bytes(whiteSpaceBefore + text + [current])))
                state.newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(bytes(whiteSpaceBefore + text)))
                whiteSpaceBefore = []
                state.newLine = false
            }
            if reachedEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try parseName(state)
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(bytes(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }
                let body = try parse(state.withSectionName(name, newLine: setNewLine))
                nodes.append(.section(TemplatePath(name), body, inverted: inverted))

            case "/":
                position += 1
                let name = try parseName(state)
                guard name == state.sectionName else { throw Malformed() }
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(bytes(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }
                return nodes

            case "!":
                position += 1
                try skipComment(state)
                setNewLine = isStandalone(state)

            case "{":
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(bytes(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }
                position += 1
                let name = try parseName(state)
                guard current == "}" else { throw Malformed() }
                position += 1
                nodes.append(.variable(TemplatePath(name), escaped: false))

            case "&":
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(bytes(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }
                position += 1
                let name = try parseName(state)
                nodes.append(.variable(TemplatePath(name), escaped: false))

            case ">":
                position += 1
                _ = read(while: \.isWhitespace)
                if current == "*" { throw Unsupported(feature: "dynamic partials ({{>*name}})") }
                let name = try parsePartialName(state)
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(bytes(whiteSpaceBefore)))
                }
                if isStandalone(state) {
                    setNewLine = true
                    nodes.append(.partial(name, indentation: String(whiteSpaceBefore), overrides: nil))
                } else {
                    nodes.append(.partial(name, indentation: nil, overrides: nil))
                }
                whiteSpaceBefore = []

            case "<":
                position += 1
                _ = read(while: \.isWhitespace)
                let name = try parsePartialName(state)
                if name.first == "*" { throw Unsupported(feature: "dynamic partials ({{<*name}})") }
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(bytes(whiteSpaceBefore)))
                }
                if isStandalone(state) {
                    setNewLine = true
                }
                var overrides: [String: [TemplateNode]] = [:]
                for node in try parse(state.withInheritancePartial(name)) {
                    switch node {
                    case .blockDefinition(let block, let body): overrides[block] = body
                    case .text: break
                    default: throw Malformed()
                    }
                }
                nodes.append(.partial(name, indentation: String(whiteSpaceBefore), overrides: overrides))
                whiteSpaceBefore = []

            case "$":
                position += 1
                let name = try parseName(state)
                if state.isPartialDefinitionTopLevel {
                    if isStandalone(state) {
                        setNewLine = true
                    }
                    let body = try parse(state.withSectionName(name, newLine: setNewLine))
                    nodes.append(.blockDefinition(name, body))
                } else {
                    if !whiteSpaceBefore.isEmpty {
                        nodes.append(.text(bytes(whiteSpaceBefore)))
                    }
                    if isStandalone(state) {
                        setNewLine = true
                    }
                    let body = try parse(state.withSectionName(name, newLine: setNewLine))
                    nodes.append(.block(name, default: body, indentation: String(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }

            case "=":
                position += 1
                try setDelimiters(&state)
                setNewLine = isStandalone(state)

            case "%":
                position += 1
                nodes.append(.escaping(try readContentType(state)))
                setNewLine = isStandalone(state)

            default:
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(bytes(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }
                let name = try parseName(state)
                nodes.append(.variable(TemplatePath(name), escaped: true))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw Malformed() }
        return nodes
    }

    /// Text up to the next tag (consuming its opening delimiter) or newline (not consumed).
    private mutating func readUntilDelimiterOrNewline(_ state: State) throws -> [Character] {
        guard let delimiterStart = state.startDelimiter.first else { return [] }
        var text: [Character] = []
        while !reachedEnd {
            text += read(while: { $0 != "\n" && $0 != "\r\n" && $0 != delimiterStart })
            if current.isNewline {
                break
            } else if current == delimiterStart {
                if try read(state.startDelimiter) { break }
                text.append(delimiterStart)
                position += 1
            }
        }
        return text
    }

    private mutating func parseName(_ state: State) throws -> String {
        _ = read(while: \.isWhitespace)
        let name = String(read(while: Self.sectionNameCharacters.contains))
        _ = read(while: \.isWhitespace)
        guard try read(state.endDelimiter) else { throw Malformed() }
        if name.contains(where: { $0 == "(" || $0 == ")" }) {
            throw Unsupported(feature: "transforms ({{name(value)}})")
        }
        return name
    }

    private mutating func parsePartialName(_ state: State) throws -> String {
        _ = read(while: \.isWhitespace)
        let name = String(read(while: Self.partialNameCharacters.contains))
        _ = read(while: \.isWhitespace)
        guard try read(state.endDelimiter) else { throw Malformed() }
        return name
    }

    /// Past the closing delimiter, searched as swift-mustache searches it: a partial match that
    /// fails starts over at the next character, not at the one that failed it (`}}` is found either
    /// way; a delimiter such as `%>` in `%%>` is not), so both engines end a comment at the same place.
    private mutating func skipComment(_ state: State) throws {
        var matched = 0
        while !reachedEnd {
            if characters[position] == state.endDelimiter[matched] {
                matched += 1
                position += 1
                if matched == state.endDelimiter.count { return }
            } else {
                matched = 0
                position += 1
            }
        }
        throw Malformed()
    }

    private mutating func setDelimiters(_ state: inout State) throws {
        _ = read(while: \.isWhitespace)
        let start = read(while: { !$0.isWhitespace })
        guard !reachedEnd else { throw Malformed() }
        _ = read(while: \.isWhitespace)
        let end = read(while: { $0 != "=" && !$0.isWhitespace })
        guard !reachedEnd else { throw Malformed() }
        _ = read(while: \.isWhitespace)
        guard current == "=" else { throw Malformed() }
        position += 1
        guard try read(state.endDelimiter), !start.isEmpty, !end.isEmpty else { throw Malformed() }
        state.startDelimiter = start
        state.endDelimiter = end
        state.isPartialDefinitionTopLevel = false
    }

    private mutating func readContentType(_ state: State) throws -> TemplateEscaping {
        _ = read(while: \.isWhitespace)
        let variable = String(read(while: Self.nameCharactersWithoutBrackets.contains))
        _ = read(while: \.isWhitespace)
        guard current == ":" else { throw Malformed() }
        position += 1
        _ = read(while: \.isWhitespace)
        let value = String(read(while: Self.nameCharactersWithoutBrackets.contains))
        _ = read(while: \.isWhitespace)
        guard try read(state.endDelimiter), variable == "CONTENT_TYPE" else { throw Malformed() }
        guard let escaping = TemplateEscaping(contentType: value) else {
            throw Unsupported(feature: "content type \(value)")
        }
        return escaping
    }

    /// A tag alone on its line (but for spaces and tabs) leaves no blank line behind: consumes
    /// the rest of the line when it is.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if reachedEnd { return true }
        var end = position
        while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
        guard end < characters.count, characters[end].isNewline else { return false }
        position = end + 1
        return true
    }

    // MARK: - Reading characters

    private var reachedEnd: Bool { position >= characters.count }

    /// The current character, or NUL at the end (as swift-mustache's parser answers).
    private var current: Character { reachedEnd ? "\0" : characters[position] }

    private mutating func read(while matches: (Character) -> Bool) -> [Character] {
        let start = position
        while position < characters.count, matches(characters[position]) { position += 1 }
        return Array(characters[start..<position])
    }

    /// Consumes `expected` when it comes next; fails like swift-mustache when the text ends first.
    private mutating func read(_ expected: [Character]) throws -> Bool {
        guard position + expected.count <= characters.count else { throw Malformed() }
        guard characters[position..<position + expected.count].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    private func bytes(_ characters: [Character]) -> [UInt8] {
        Array(String(characters).utf8)
    }

    // swift-mustache's name rules, which `TemplateOutline` reads by too.
    static let nameCharactersWithoutBrackets = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    static let sectionNameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    static let partialNameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")
}
