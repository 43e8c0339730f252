/// A kind of output of the site, a page (`PageKind`) or a file (`FileKind`): what each output is made
/// from (`Inputs`), where it lives, and how it is made from its inputs and the shared inputs alone.
/// The planner asks every kind of `SiteKinds.all` for its outputs and names none of them.
///
/// When `Inputs` is `StableHashable` (its hash generated from every stored property), the hash of an
/// output's inputs, seeded with the shared inputs' digests, is its fingerprint: an output whose
/// fingerprint is the last build's is kept, neither planned nor rendered. Since the output is made
/// from that same value, nothing it shows can be missing from its fingerprint. A kind whose inputs
/// are the whole site (`SiteContext`, not hashable) is planned on every build.
protocol SiteKind: Sendable {
    associatedtype Inputs: Sendable

    /// The kind's view of this build's site, made once before planning: keep it cheap (the tables
    /// several kinds share are `SiteContext`'s), since the kinds are made one after the other.
    init(site: SiteContext)

    /// How many planning tasks the kind has (a workout's page, an exercise's older years): the
    /// planner runs every kind's tasks on all cores.
    var taskCount: Int { get }

    /// The inputs of the outputs task `index` makes, one each.
    func inputs(ofTask index: Int) -> [Inputs]

    /// Where the output made from `inputs` lives, relative to the site's root; also the name of its
    /// planning task in the build manifest.
    static func path(of inputs: Inputs) -> String

    /// The output made from `inputs`, and any files made beside it from the same inputs.
    static func outputs(_ inputs: Inputs, shared: SharedInputs) -> [PlannedPage]

    /// Long tasks (an exercise's charts, the dashboard) start first, so that the thousands of short
    /// ones fill the cores up to the end instead of one long task trailing alone.
    static var plansFirst: Bool { get }

    /// Task `index`'s outputs: kept from the last build when `reuse` has them with the same
    /// fingerprint, planned otherwise.
    func plan(task index: Int, shared: SharedInputs, reuse: PageReuse?) -> [PlannedPage]
}

extension SiteKind {
    static var plansFirst: Bool { false }

    /// Inputs that are not hashable: the outputs are planned on every build.
    func plan(task index: Int, shared: SharedInputs, reuse: PageReuse?) -> [PlannedPage] {
        var pages: [PlannedPage] = []
        for inputs in inputs(ofTask: index) { pages += Self.outputs(inputs, shared: shared) }
        return pages
    }
}

extension SiteKind where Inputs: StableHashable {
    func plan(task index: Int, shared: SharedInputs, reuse: PageReuse?) -> [PlannedPage] {
        var pages: [PlannedPage] = []
        for inputs in inputs(ofTask: index) {
            guard let reuse else {
                pages += Self.outputs(inputs, shared: shared)
                continue
            }
            pages += reuse.reusing(task: Self.path(of: inputs), fingerprint: reuse.fingerprint(of: inputs)) {
                Self.outputs(inputs, shared: shared)
            }
        }
        return pages
    }
}
