import Testing
@testable import StrengthKit

/// `log --start`: a date and time, a time alone on today, or a date alone at noon, where a date-only
/// import row is placed (`workout start` takes no date alone: a live workout starts at a time).
@Suite struct StartTimeTextTests {
    static let today = LocalDay("2026-11-28")!

    @Test(arguments: [
        ("2026-11-26 18:00", true, "2026-11-26 18:00"),
        ("2026-11-26T18:00", false, "2026-11-26 18:00"),
        (" 07:30 ", false, "2026-11-28 07:30"),
        ("7:05", true, nil),
        ("2026-11-26", true, "2026-11-26 12:00"),
        (" 2026-11-26 ", true, "2026-11-26 12:00"),
        ("2026-11-26", false, nil),
        ("2026-11-31", true, nil),
        ("26.11.2026", true, nil),
        ("2026-11-26 25:00", true, nil),
        ("noon", true, nil),
        ("", true, nil),
    ] as [(String, Bool, String?)])
    func aStartIsReadInItsForms(text: String, dateAlone: Bool, start: String?) {
        #expect(StartTimeText.parse(text, today: Self.today, dateAlone: dateAlone)?.description == start)
    }

    /// A date-only import row and `log --start DATE` are placed alike.
    @Test func aDateAloneIsNoonAsADateOnlyImportRowIs() {
        let day = LocalDay("2025-03-14")!
        #expect(StartTimeText.parse("2025-03-14", today: Self.today, dateAlone: true) == LocalDateTime(noonOn: day))
        #expect(LocalDateTime(noonOn: day) == LocalDateTime("2025-03-14 12:00"))
    }

    @Test func theFormsAreNamedAsTheyAreTaken() {
        #expect(StartTimeText.forms(dateAlone: true) == "'YYYY-MM-DD HH:MM', 'HH:MM' (today) or 'YYYY-MM-DD' (at noon)")
        #expect(StartTimeText.forms(dateAlone: false) == "'YYYY-MM-DD HH:MM' or 'HH:MM' (today)")
    }
}
