extension LocalDay {
    /// The day `text` writes (exactly YYYY-MM-DD) when a store can hold it (`storableYears`); else
    /// `problem` made from why not, said of the text ("is not a date in the form YYYY-MM-DD"), as a
    /// command refuses a day typed on its command line.
    static func storable(_ text: String, or problem: (String) -> any Error) throws -> LocalDay {
        guard let day = LocalDay(text) else { throw problem("is not a date in the form YYYY-MM-DD") }
        guard storableYears.contains(day.year) else {
            throw problem("is not between the years \(storableYears.lowerBound) and \(storableYears.upperBound)")
        }
        return day
    }
}
