import StrengthKit

extension GlobalOptions {
    /// Changes the split named `name` (name or id) under the store's lock and prints it as it then
    /// is: what every `split day` command does around its own change.
    func changeSplit(_ name: String, _ change: (Split, inout ProjectData) throws -> Void) throws {
        let (detail, _) = try store.update { data in
            let found = try ProgramLookup.split(name, in: data.programs)
            try change(found, &data)
            return SplitDetail(try ProgramLookup.split(found.id, in: data.programs), in: data)
        }
        Output.print(ProgramText.splitDetail(detail))
    }
}
