import Testing
@testable import StrengthKit

/// A help list's item folded at spaces to a width, never inside a double-quoted argument.
@Suite struct HangingIndentTests {
    @Test func itFoldsAtTheLastSpaceThatFitsAndIndentsTheRest() {
        // 20 columns: "  alpha beta gamma" is 18, with " delta" 24.
        #expect(HangingIndent.lines("alpha beta gamma delta epsilon", firstIndent: 2, indent: 4, width: 20)
                == ["  alpha beta gamma", "    delta epsilon"])
        #expect(HangingIndent.lines("short", firstIndent: 2, indent: 4, width: 20) == ["  short"])
        // A line exactly as wide as allowed stays one line.
        #expect(HangingIndent.lines("abcdefghi jklmnopq", firstIndent: 2, indent: 4, width: 20) == ["  abcdefghi jklmnopq"])
    }

    @Test func aQuotedArgumentIsNeverSplit() {
        #expect(HangingIndent.lines("names (\"Back Squat\" \"Bench Press\") or default", firstIndent: 0, indent: 2, width: 20)
                == ["names (\"Back Squat\"", "  \"Bench Press\") or", "  default"])
    }

    @Test func aCommandInBackquotesIsNeverSplitNorAQuoteInsideIt() {
        #expect(HangingIndent.lines("run `strength-site log \"Bench Press: 100x5\"` today", firstIndent: 0, indent: 2, width: 20)
                == ["run", "  `strength-site log \"Bench Press: 100x5\"`", "  today"])
    }

    /// A word wider than the line keeps a line of its own rather than being cut.
    @Test func aWordWiderThanTheLineStaysWhole() {
        #expect(HangingIndent.lines("a https://example.org/a/long/path b", firstIndent: 0, indent: 2, width: 10)
                == ["a", "  https://example.org/a/long/path", "  b"])
    }
}
