/// A goal's outlook as a page says it, in `GoalWording`'s words (`outlookParts`): the day an achieved
/// goal was met links to the workout that met it.
struct GoalOutlookLine: TemplateObject, Sendable {
    /// The sentence up to the day it was achieved; the whole sentence for the other outlooks.
    var lead: String
    var day: String
    /// The workout that achieved it, relative to the page; empty when there is none (body weight).
    var workoutHref: String
    var tail: String
}
