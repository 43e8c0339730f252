import Foundation

/// `init`'s questions on a terminal (seed 002's OnboardingFlow, without the AI-coach step): one line
/// each, Enter takes the default in brackets, an answer that does not parse is asked again, and the
/// end of input takes the defaults for the rest.
struct OnboardingQuestions {
    private var inputEnded = false

    /// The answer to `question` read by `parse`, or `fallback` on an empty line or the end of input.
    mutating func ask<Value>(_ question: String, default fallback: Value, shown: String, retry: String,
                             parse: (String) -> Value?) -> Value {
        while !inputEnded {
            Output.print(shown.isEmpty ? "\(question): " : "\(question) [\(shown)]: ")
            guard let line = readLine() else {
                inputEnded = true
                Output.print("\n")
                break
            }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return fallback }
            if let value = parse(answer) { return value }
            Output.print("\(retry)\n")
        }
        return fallback
    }

    mutating func confirm(_ question: String) -> Bool {
        ask(question, default: true, shown: "Y/n", retry: "Please answer y or n.") { answer in
            switch answer.lowercased() {
            case "y", "yes": true
            case "n", "no": false
            default: nil
            }
        }
    }
}
