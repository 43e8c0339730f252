import ArgumentParser
import StrengthKit

struct BodyweightAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Record body weight for a day (replaces that day's entry).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Weight in your unit, or with one: 80.5, 80.5kg, 177lb.")
    var weight: String

    @Option(help: "The day (YYYY-MM-DD); default today.")
    var date: String?

    func run() throws {
        let (entry, _) = try global.store.update { data in
            let day: LocalDay
            if let date {
                guard let parsed = LocalDay(date) else { throw UsageError(option: "--date", "'\(date)' is not a date in the form YYYY-MM-DD") }
                day = parsed
            } else {
                day = global.todayDay(in: data.timeZone)
            }
            let kilograms: Double
            do {
                kilograms = try SetSyntax(defaultUnit: data.settings.units).weightKilograms(weight)
            } catch let error as SetSyntaxError {
                throw UsageError(option: "<weight>", error.reason)
            }
            let entry = BodyWeightEntry(date: day, weightKg: kilograms)
            data.bodyWeight.entries.removeAll { $0.date == day }
            data.bodyWeight.entries.append(entry)
            return (entry, DisplayFormatter(unit: data.settings.units))
        }
        Output.print("Body weight on \(entry.1.date(entry.0.date)): \(entry.1.weight(entry.0.weightKg))\n")
    }
}
