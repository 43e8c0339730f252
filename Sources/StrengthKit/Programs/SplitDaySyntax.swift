/// Reads a split day as written on the command line, `DAY: TEMPLATE, TEMPLATE` ("Pull: Pull A, Arms"):
/// the day's name before the first colon, then its templates by name or id, comma-separated.
package enum SplitDaySyntax {
    package static func plan(_ text: String, in programs: Programs) throws -> ProgramEditor.DayPlan {
        guard let colon = text.firstIndex(of: ":") else {
            let name = text.trimmingCharacters(in: .whitespaces)
            if name.isEmpty { throw ProgramEditor.Failure.emptyName(kind: "day") }
            throw ProgramEditor.Failure.dayWithoutTemplate(day: name)
        }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw ProgramEditor.Failure.emptyName(kind: "day") }
        let templates = try templateIDs(String(text[text.index(after: colon)...]), in: programs)
        guard !templates.isEmpty else { throw ProgramEditor.Failure.dayWithoutTemplate(day: name) }
        return ProgramEditor.DayPlan(name: name, templates: templates)
    }

    /// Template ids for comma-separated names or ids; empty items are skipped.
    static func templateIDs(_ list: String, in programs: Programs) throws -> [String] {
        try list.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { try ProgramLookup.template($0, in: programs).id }
    }
}
