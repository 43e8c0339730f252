/// A published journal post as a workout or block page links it (`SiteJournal.quoting`): its name,
/// which its address is made from, its title and date.
struct PostReference: StableHashable, Sendable {
    var name: String
    var title: String
    var date: LocalDay

}
