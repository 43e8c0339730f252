/// The journal's directives as the command line tells them (`journal --help`).
package enum JournalSyntax {
    /// Every directive as it is written (`JournalDirective.Name.usage`), in the documentation's order.
    package static var usages: [String] { JournalDirective.Name.allCases.map(\.usage) }
}
