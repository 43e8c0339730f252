import Foundation

/// The one JSON style of the store and exports: pretty-printed, sorted keys, unescaped slashes and
/// a trailing newline, so files diff well and the same data always gives the same bytes.
public enum StoreCoding {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }

    /// `field path: what is wrong` for a decoding failure of `data`, e.g.
    /// `exercises[0].sets[2].reps: expected a whole number`, or the line and column of a syntax error.
    static func explain(_ error: Error, in data: Data) -> (field: String, message: String) {
        if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty, context.underlyingError == nil,
           let problem = syntaxProblem(in: data) {
            return ("", problem)
        }
        return explain(error)
    }

    /// Where JSON text stops being JSON: `not valid JSON: invalid value at line 3, column 17`.
    static func syntaxProblem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let marker = detail.range(of: " around character "),
                  let offset = Int(detail[marker.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ". "))) else {
                return "not valid JSON: \(clause(detail))"
            }
            var line = 1
            var column = 1
            for byte in data.prefix(offset) {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            let what = detail[..<marker.lowerBound]
            return "not valid JSON: \(clause(String(what))) at line \(line), column \(column)"
        }
    }

    /// `field path: what is wrong` for a decoding failure, e.g. `exercises[0].sets[2].reps: expected a whole number`.
    static func explain(_ error: Error) -> (field: String, message: String) {
        guard let error = error as? DecodingError else { return ("", String(describing: error)) }
        switch error {
        case .keyNotFound(let key, let context):
            return (fieldPath(context.codingPath + [key]), "missing (required)")
        case .valueNotFound(_, let context):
            return (fieldPath(context.codingPath), "is null; a value is required")
        case .typeMismatch(let type, let context):
            // Foundation says "Expected to decode Double but found a string instead."
            let found = context.debugDescription.range(of: "but found ").map { context.debugDescription[$0.upperBound...] }
                .map { ", found " + clause($0.replacingOccurrences(of: " instead", with: "")) } ?? ""
            return (fieldPath(context.codingPath), "expected \(typeName(type))\(found)")
        case .dataCorrupted(let context):
            var message = context.debugDescription
            if let underlying = context.underlyingError {
                let detail = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                    ?? String(describing: underlying)
                message = "not valid JSON: \(clause(detail))"
            }
            return (fieldPath(context.codingPath), message)
        @unknown default:
            return ("", String(describing: error))
        }
    }

    /// Foundation's sentence as a clause of ours: no capital, no full stop ("Unexpected end of file." is
    /// `unexpected end of file`).
    private static func clause(_ text: String) -> String {
        var clause = text.trimmingCharacters(in: .whitespaces)
        if clause.hasSuffix(".") { clause.removeLast() }
        guard let second = clause.dropFirst().first, second.isLowercase else { return clause }
        return clause.prefix(1).lowercased() + clause.dropFirst()
    }

    static func fieldPath(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }
}
