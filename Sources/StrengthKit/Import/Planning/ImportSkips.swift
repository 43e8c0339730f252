/// The rows a file's import leaves out because the store cannot hold them, each worded twice: as
/// skipped, for the summary, and as `--strict` refuses it.
struct ImportSkips {
    private(set) var rows: [ImportFileReport.SkippedRow] = []
    private(set) var refusals: [(line: Int, message: String)] = []

    /// Leaves a row out and lists it; `message` says what became of it, "skipped". With `--strict`
    /// the import stops at the first such row, and the error says "refused (--strict)": nothing was skipped.
    mutating func skip(line: Int, _ message: (_ outcome: String) -> String) {
        rows.append(ImportFileReport.SkippedRow(line: line, message: message("skipped")))
        refusals.append((line, message("refused (--strict)")))
    }
}
