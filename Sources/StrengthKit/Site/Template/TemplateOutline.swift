/// The shape of one template, read without recursion: the partials it includes, with the sections
/// open around each, and how deep its own sections nest.
///
/// Both engines recurse — swift-mustache's parser once per section, the compiler likewise, and
/// both renderers once per section and partial — so a template nested thousands deep, or partials
/// that include each other, end in a stack overflow rather than an error. `Theme` reads every
/// template through this outline before either parser sees it and refuses those (see
/// `PartialGraph`). The tags are found by swift-mustache's own rules (its `MustacheTemplate.parse`,
/// as `TemplateCompiler` ports them): delimiters set with `{{=<% %>=}}`, tags that span lines,
/// comments, and a tag opener before a line break that is text. Reading stops where swift-mustache
/// would report a syntax error (it reports it next), or at the first section beyond
/// `maximumNesting`.
struct TemplateOutline: Sendable {
    /// Far beyond any theme (the default one nests 6 deep, 10 through its partials), and shallow
    /// enough for every recursive parser and renderer, on any thread's stack.
    static let maximumNesting = 64

    /// `{{> name}}`, `{{< name}}` or a dynamic `{{>*name}}`.
    struct Partial: Sendable, Equatable {
        /// Without the `*` of a dynamic partial.
        let name: String
        let line: Int
        /// The sections, blocks and extended partials open around the tag.
        let nesting: Int
        /// `>`, or `<` for a partial extended with blocks.
        let sigil: Character
        /// `{{>*key}}`: the template is named by the page's data.
        let isDynamic: Bool

        /// The tag as it reads in messages: `{{>about}}`.
        var written: String { "{{\(sigil)\(isDynamic ? "*" : "")\(name)}}" }
    }

    /// In the order of the text.
    private(set) var partials: [Partial] = []
    /// The deepest its own sections nest, and the line of the first tag that reaches it.
    private(set) var nesting = (depth: 0, line: 1)
    /// The line of the tag that opens a section `maximumNesting + 1` deep, where reading stopped.
    private(set) var tooDeepLine: Int?

    private let characters: [Character]
    private var position = 0
    /// Lines are counted up to `countedUpTo` only, as tags are met (`line(at:)`).
    private var countedUpTo = 0
    private var countedLines = 1
    private var startDelimiter: [Character] = ["{", "{"]
    private var endDelimiter: [Character] = ["}", "}"]
    /// The names of the open sections, innermost last: the stack swift-mustache keeps in its recursion.
    private var open: [String] = []

    init(_ text: String) {
        characters = Array(text)
        read()
    }

    // MARK: - Tags (swift-mustache's `parse(_:state:)`, without the text it keeps)

    /// Each pass finds a tag and reads it; any return is where swift-mustache's parse ends.
    private mutating func read() {
        while let opener = nextTag() {
            let line = line(at: opener)
            switch current {
            case "#", "^":
                position += 1
                guard let name = name(), enter(name, line: line) else { return }
            case "/":
                position += 1
                guard let name = name(), name == open.last else { return }
                open.removeLast()
            case "!":
                position += 1
                guard skipComment() else { return }
            case "{":
                position += 1
                guard name() != nil, current == "}" else { return }
                position += 1
            case "&":
                position += 1
                guard name() != nil else { return }
            case ">":
                position += 1
                skipWhitespace()
                let isDynamic = current == "*"
                if isDynamic { position += 1 }
                guard let name = partialName() else { return }
                partials.append(Partial(name: name, line: line, nesting: open.count, sigil: ">", isDynamic: isDynamic))
            case "<":
                position += 1
                skipWhitespace()
                // The section's name keeps the `*`: its closing tag must repeat it.
                guard let name = partialName() else { return }
                let isDynamic = name.first == "*"
                partials.append(Partial(name: isDynamic ? String(name.dropFirst()) : name, line: line,
                                        nesting: open.count, sigil: "<", isDynamic: isDynamic))
                guard enter(name, line: line) else { return }
            case "$":
                position += 1
                guard let name = name(), enter(name, line: line) else { return }
            case "=":
                position += 1
                guard setDelimiters() else { return }
            case "%":
                position += 1
                guard skipConfiguration() else { return }
            default:
                guard name() != nil else { return }
            }
        }
    }

    /// Moves past the next tag's opening delimiter and answers where it began; `nil` at the end of
    /// the text or where swift-mustache stops reading it. An opener followed by a line break is text.
    private mutating func nextTag() -> Int? {
        guard let first = startDelimiter.first else { return nil }
        while !reachedEnd {
            guard characters[position] == first else {
                position += 1
                continue
            }
            let opener = position
            // swift-mustache reads as many characters as the delimiter has, and fails when fewer are left.
            guard let matched = read(startDelimiter) else { return nil }
            guard matched else {
                position += 1
                continue
            }
            if reachedEnd { return nil }
            if current.isNewline {
                position += 1
                continue
            }
            return opener
        }
        return nil
    }

    /// Opens a section; `false` when it is one too deep.
    private mutating func enter(_ name: String, line: Int) -> Bool {
        open.append(name)
        if open.count > nesting.depth { nesting = (open.count, line) }
        guard open.count <= Self.maximumNesting else {
            tooDeepLine = line
            return false
        }
        return true
    }

    /// A section's or variable's name and the closing delimiter (`parseName`); `nil` when the tag
    /// does not close there.
    private mutating func name() -> String? {
        name(in: TemplateCompiler.sectionNameCharacters)
    }

    /// `parsePartialName`: the same, with `/` in names.
    private mutating func partialName() -> String? {
        name(in: TemplateCompiler.partialNameCharacters)
    }

    private mutating func name(in allowed: Set<Character>) -> String? {
        skipWhitespace()
        let start = position
        while !reachedEnd, allowed.contains(characters[position]) { position += 1 }
        let name = String(characters[start..<position])
        skipWhitespace()
        return read(endDelimiter) == true ? name : nil
    }

    /// Past the closing delimiter, searched as swift-mustache searches it: a partial match that
    /// fails starts over at the next character, not at the one that failed it.
    private mutating func skipComment() -> Bool {
        var matched = 0
        while !reachedEnd {
            if characters[position] == endDelimiter[matched] {
                matched += 1
                position += 1
                if matched == endDelimiter.count { return true }
            } else {
                matched = 0
                position += 1
            }
        }
        return false
    }

    /// `{{=<% %>=}}` (`parserSetDelimiter`).
    private mutating func setDelimiters() -> Bool {
        skipWhitespace()
        guard let start = read(until: \.isWhitespace) else { return false }
        skipWhitespace()
        guard let end = read(until: { $0 == "=" || $0.isWhitespace }) else { return false }
        skipWhitespace()
        guard !reachedEnd, current == "=" else { return false }
        position += 1
        guard read(endDelimiter) == true, !start.isEmpty, !end.isEmpty else { return false }
        startDelimiter = start
        endDelimiter = end
        return true
    }

    /// `{{% CONTENT_TYPE: HTML }}` (`readConfigVariable`): its value is swift-mustache's to judge.
    private mutating func skipConfiguration() -> Bool {
        skipWhitespace()
        while !reachedEnd, TemplateCompiler.nameCharactersWithoutBrackets.contains(characters[position]) { position += 1 }
        skipWhitespace()
        guard !reachedEnd, current == ":" else { return false }
        position += 1
        skipWhitespace()
        while !reachedEnd, TemplateCompiler.nameCharactersWithoutBrackets.contains(characters[position]) { position += 1 }
        skipWhitespace()
        return read(endDelimiter) == true
    }

    // MARK: - Reading characters

    private var reachedEnd: Bool { position >= characters.count }

    /// The current character, or NUL at the end (as swift-mustache's parser answers).
    private var current: Character { reachedEnd ? "\0" : characters[position] }

    private mutating func skipWhitespace() {
        while !reachedEnd, characters[position].isWhitespace { position += 1 }
    }

    /// Consumes `expected` when it comes next: `true`; `false` when other characters come; `nil`
    /// when fewer are left (swift-mustache fails there).
    private mutating func read(_ expected: [Character]) -> Bool? {
        guard position + expected.count <= characters.count else { return nil }
        guard characters[position..<position + expected.count].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    /// The characters before the first that `stops`; `nil` when none does before the end.
    private mutating func read(until stops: (Character) -> Bool) -> [Character]? {
        let start = position
        while !reachedEnd, !stops(characters[position]) { position += 1 }
        return reachedEnd ? nil : Array(characters[start..<position])
    }

    /// The line of `index`, counted on from the last tag's: a template is read once, front to back.
    private mutating func line(at index: Int) -> Int {
        while countedUpTo < index {
            // `\r\n` is one Character; a lone `\r` starts no line, as editors and `tagContents` count.
            if characters[countedUpTo] == "\n" || characters[countedUpTo] == "\r\n" { countedLines += 1 }
            countedUpTo += 1
        }
        return countedLines
    }
}
