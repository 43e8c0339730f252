/// Text for a terminal in spans that say what they are, so the CLI can colour records, warnings and
/// errors on a terminal and print plain text elsewhere. Pure: it holds no escape codes.
package struct StyledText: Sendable, Equatable {
    package enum Tone: Sendable, Equatable {
        case plain, heading, record, warning, error
    }

    package struct Span: Sendable, Equatable {
        package var text: String
        package var tone: Tone
    }

    package private(set) var spans: [Span]

    package init(_ text: String = "", tone: Tone = .plain) {
        spans = text.isEmpty ? [] : [Span(text: text, tone: tone)]
    }

    package mutating func append(_ text: String, tone: Tone = .plain) {
        guard !text.isEmpty else { return }
        if let last = spans.last, last.tone == tone {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text: text, tone: tone))
        }
    }

    package mutating func append(_ other: StyledText) {
        for span in other.spans { append(span.text, tone: span.tone) }
    }

    /// The text without tones.
    package var plain: String { spans.map(\.text).joined() }
}
