import Foundation

/// Hevy's start and end times: `15 Sep 2025, 07:48`, with the month abbreviated in the app's
/// language. Parsed with a month table rather than `DateFormatter`, whose abbreviations differ
/// from Hevy's (ICU's Portuguese `fev.` against Hevy's `Fev`). Also accepts the shapes other
/// parsers report but no real file has shown: `May 15, 2026, 7:26 PM` and `05.06.2026, 07:30`.
enum HevyDate {
    /// Abbreviations in English, Turkish, Portuguese, Spanish, German, French and Italian,
    /// lowercased without a trailing dot. No abbreviation means two different months.
    static let months: [String: Int] = {
        let names: [[String]] = [
            ["jan", "january", "oca", "ocak", "ene", "enero", "janv", "janvier", "gen", "gennaio", "januar", "janeiro"],
            ["feb", "february", "şub", "şubat", "fev", "fevereiro", "febrero", "févr", "fév", "février", "febbraio", "februar"],
            ["mar", "march", "mart", "março", "marzo", "mär", "mrz", "märz", "mars"],
            ["apr", "april", "nis", "nisan", "abr", "abril", "avr", "avril", "aprile"],
            ["may", "mayıs", "mai", "maio", "mayo", "mag", "maggio"],
            ["jun", "june", "haz", "haziran", "junho", "junio", "juin", "giu", "giugno", "juni"],
            ["jul", "july", "tem", "temmuz", "julho", "julio", "juil", "juillet", "lug", "luglio", "juli"],
            ["aug", "august", "ağu", "ağustos", "ago", "agosto", "août", "aou"],
            ["sep", "sept", "september", "eyl", "eylül", "set", "setembro", "septiembre", "septembre", "settembre"],
            ["oct", "october", "eki", "ekim", "out", "outubro", "octubre", "okt", "oktober", "octobre", "ott", "ottobre"],
            ["nov", "november", "kas", "kasım", "novembro", "noviembre", "novembre"],
            ["dec", "december", "ara", "aralık", "dez", "dezembro", "dic", "diciembre", "dezember", "déc", "décembre", "dicembre"],
        ]
        var table: [String: Int] = [:]
        for (index, spellings) in names.enumerated() {
            for spelling in spellings { table[spelling] = index + 1 }
        }
        return table
    }()

    enum Failure: Error, Equatable {
        case unknownMonth(String)
        case malformed
    }

    static func parse(_ text: String) throws -> LocalDateTime {
        let trimmed = text.importTrimmed
        let parts = trimmed.split(separator: ",").map { String($0).importTrimmed }
        // `d MMM yyyy, HH:mm`
        if parts.count == 2 {
            let dateParts = parts[0].split(separator: " ")
            if dateParts.count == 3 {
                guard let day = Int(dateParts[0]) else { throw Failure.malformed }
                let token = dateParts[1].lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
                guard let month = months[token] else { throw Failure.unknownMonth(String(dateParts[1])) }
                return try build(year: Int(dateParts[2]), month: month, day: day, time: parts[1])
            }
            // `dd.MM.yyyy, HH:mm`
            let dotted = parts[0].split(separator: ".")
            if dotted.count == 3, let day = Int(dotted[0]), let month = Int(dotted[1]) {
                return try build(year: Int(dotted[2]), month: month, day: day, time: parts[1])
            }
        }
        // `MMM d, yyyy, h:mm PM`
        if parts.count == 3 {
            let monthDay = parts[0].split(separator: " ")
            if monthDay.count == 2, let day = Int(monthDay[1]) {
                let token = monthDay[0].lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
                guard let month = months[token] else { throw Failure.unknownMonth(String(monthDay[0])) }
                return try build(year: Int(parts[1]), month: month, day: day, time: parts[2])
            }
        }
        throw Failure.malformed
    }

    private static func build(year: Int?, month: Int, day: Int, time: String) throws -> LocalDateTime {
        guard let year, let localDay = LocalDay(year: year, month: month, day: day),
              let clock = ImportTimeText.clockTime(time),
              let result = LocalDateTime(day: localDay, hour: clock.hour, minute: clock.minute) else {
            throw Failure.malformed
        }
        return result
    }
}
