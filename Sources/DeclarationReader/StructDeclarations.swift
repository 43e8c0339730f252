import Foundation

/// A struct as its source file declares it: what the build-time generators (`template-keys`,
/// `stable-hashes`) derive code from, so that no list of properties is written twice by hand.
public struct StructDeclaration: Sendable {
    /// `WorkoutPageKind.Page.Entry` for a struct nested in other types.
    public var name: String
    /// What follows the name on the declaration line up to the brace: `: PageModel`, `: StableHashable, Sendable`.
    public var header: String
    public var properties: [StoredProperty] = []
    /// Where it is declared, for messages.
    public var path: String
    public var line: Int

    /// Whether the declaration line names `conformance` among the types it conforms to.
    public func declares(_ conformance: String) -> Bool {
        header.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains { $0 == conformance }
    }
}

/// A stored property of a struct: `var name: Type`, `let name = value`.
public struct StoredProperty: Sendable {
    public var name: String
    /// As written; nil when the declaration gives none (`let limit = 60`).
    public var type: String?
    /// `private` or `fileprivate`: code generated in another file cannot read it.
    public var isPrivate: Bool
    public var line: Int
}

public struct DeclarationError: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}

/// Reads the structs of a Swift file a line at a time, as this package's files are written: a type's
/// declaration (`struct Name … {`, and `enum`, `class`, `extension` for the names of nested types) on
/// one line, one stored property per line (`var name: Type`, with optional modifiers and `= default`).
/// Computed properties (a brace on the line), functions and static members are not stored properties.
/// Comments, string literals (multi-line ones too) and their braces are skipped.
public enum StructDeclarations {
    public static func read(path: String) throws -> [StructDeclaration] {
        try read(text: String(contentsOfFile: path, encoding: .utf8), path: path)
    }

    public static func read(text: String, path: String) throws -> [StructDeclaration] {
        var structs: [StructDeclaration] = []
        /// Open types with the brace depth their body is at: the struct's index, or nil for another kind of type.
        var open: [(name: String, structIndex: Int?, depth: Int)] = []
        var depth = 0
        var inMultilineString = false
        let modifiers = #"(?:(?:public|internal|package|private|fileprivate)(?:\(set\))?\s+)*"#
        let property = try Regex("^" + modifiers + #"(?:var|let)\s+(\w+)\s*(?::\s*([^=]+?))?\s*(?:=.*)?$"#)
        let type = try Regex("^" + modifiers + #"(?:final\s+)?(struct|enum|class|extension)\s+([\w.]+)\b([^{]*)\{(\})?$"#)
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            // A line that opens or closes a multi-line string literal: only what is outside it counts.
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            if inMultilineString {
                if quotes % 2 == 1 { inMultilineString = false }
                continue
            }
            if quotes % 2 == 1 {
                inMultilineString = true
                line = line.components(separatedBy: "\"\"\"")[0]
            }
            // Comments and string literals hold no declarations and may hold braces.
            line = line.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let match = trimmed.wholeMatch(of: type) {
                let kind = String(match.output[1].substring ?? "")
                let name = String(match.output[2].substring ?? "")
                let qualified = (open.last.map { $0.name + "." } ?? "") + name
                // `struct Empty {}`: a type without members, closed on its line.
                if match.output[4].substring != nil {
                    if kind == "struct" {
                        structs.append(StructDeclaration(name: qualified, header: String(match.output[3].substring ?? ""),
                                                         path: path, line: number + 1))
                    }
                    continue
                }
                depth += 1
                if kind == "struct" {
                    structs.append(StructDeclaration(name: qualified, header: String(match.output[3].substring ?? ""),
                                                     path: path, line: number + 1))
                    open.append((qualified, structs.count - 1, depth))
                } else {
                    // An extension names the type it extends in full.
                    open.append((kind == "extension" ? name : qualified, nil, depth))
                }
                continue
            }
            if let current = open.last, let index = current.structIndex, depth == current.depth,
               !trimmed.hasPrefix("static"), !trimmed.contains("{"), !trimmed.contains("static "),
               let match = trimmed.wholeMatch(of: property) {
                let name = String(match.output[1].substring ?? "")
                let written = match.output[2].substring.map { $0.trimmingCharacters(in: .whitespaces) }
                if written?.isEmpty == true {
                    throw DeclarationError(description: "\(path):\(number + 1): cannot read the type of '\(name)'")
                }
                structs[index].properties.append(StoredProperty(
                    name: name, type: written, isPrivate: trimmed.hasPrefix("private") || trimmed.hasPrefix("fileprivate"),
                    line: number + 1))
            }
            for character in line {
                if character == "{" { depth += 1 }
                if character == "}" {
                    if let current = open.last, depth == current.depth { open.removeLast() }
                    depth -= 1
                }
            }
        }
        guard depth == 0, !inMultilineString else {
            throw DeclarationError(description: "\(path): unbalanced braces or quotes; the generators read plain declarations")
        }
        return structs
    }
}
