import Foundation

/// The store's one rule for a field no decoder reads (a typo such as `"aliass"`, a field of a newer
/// version): the file is refused, naming the field, rather than loaded and the field silently dropped
/// by the next write. Found by comparing the file's fields with those of the value decoded from it,
/// encoded again: what the file has and the value does not write, nothing reads. A field set to null
/// is a field left out, as the decoders read it.
enum UnknownFields {
    /// The path of the first field of `file` (JSON) that `known` (the decoded value, encoded) lacks,
    /// in the file's order of keys sorted: `exercises[2].aliass`; `nil` when every field is read.
    static func first(in file: Data, comparedWith known: Data) -> String? {
        guard let original = try? JSONSerialization.jsonObject(with: file),
              let encoded = try? JSONSerialization.jsonObject(with: known) else { return nil }
        return first(in: original, known: encoded, path: "")
    }

    private static func first(in original: Any, known: Any, path: String) -> String? {
        if let object = original as? [String: Any], let knownObject = known as? [String: Any] {
            for key in object.keys.sorted() where !(object[key] is NSNull) {
                let field = path.isEmpty ? key : path + "." + key
                guard let knownValue = knownObject[key] else { return field }
                if let found = first(in: object[key]!, known: knownValue, path: field) { return found }
            }
        } else if let array = original as? [Any], let knownArray = known as? [Any] {
            for (index, (element, knownElement)) in zip(array, knownArray).enumerated() {
                if let found = first(in: element, known: knownElement, path: path + "[\(index)]") { return found }
            }
        }
        return nil
    }
}
