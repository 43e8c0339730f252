extension DashboardPageKind {
    /// The dashboard's relative strength, when the settings choose DOTS coefficients: the score of the
    /// best estimated 1RMs of squat, bench press and deadlift in the recent window (`RecentWindow`), at
    /// the body weight logged last by its end. Without a coefficient set, nothing; without a lift or a
    /// body weight, no score and a note saying what is missing. Nothing either while the settings keep
    /// body weight private: a score and its total give the body weight back exactly, and so do the
    /// lifts' multiples of it.
    static func dots(_ context: SiteContext, from page: String) -> (score: Page.DotsScore?, note: String) {
        guard let set = context.data.settings.dots, context.data.settings.privacy.publishBodyWeight else { return (nil, "") }
        let end = context.recentWindow.end
        let window = context.recentWindowPhrase
        let result = StrengthTotal.make(exercises: context.analytics.exercises, lifts: powerliftingLifts(context.data.library),
                                        bodyWeight: context.data.bodyWeight, from: context.recentWindow.start, through: end)
        let format = context.format
        switch result {
        case .failure(let shortfall):
            var missing: [String] = []
            if !shortfall.lifts.isEmpty { missing.append("no " + ShortList.sentence(shortfall.lifts.map(\.name), conjunction: "or") + " in " + window) }
            if shortfall.bodyWeight {
                missing.append(end == context.today ? "no body weight logged yet" : "no body weight logged by " + format.date(end))
            }
            return (nil, "No DOTS score: " + missing.joined(separator: ", and ") + ".")
        case .success(let total):
            // Scored from the estimates as shown, so the total is their sum and the score is that total's.
            let shownKg = total.parts.map { format.shownEstimateKg($0.e1rmKg) }
            let totalKg = shownKg.reduce(0, +)
            let bodyWeight = total.bodyWeight
            let lifts = zip(total.parts, shownKg).map { part, e1rmKg in
                Page.DotsLift(name: context.shared.exerciseName(part.exerciseID),
                                       href: SitePaths.link(from: page, to: ExercisePageKind.path(part.exerciseID)),
                                       e1rm: format.estimatedWeight(e1rmKg), relative: Self.times(e1rmKg / bodyWeight.weightKg),
                                       date: format.date(part.day))
            }
            let score = Page.DotsScore(
                score: NumberText.fixed(Dots.score(totalKg: totalKg, bodyWeightKg: bodyWeight.weightKg, set: set), fractionDigits: 1),
                coefficients: set.possessive, total: format.estimatedWeight(totalKg), window: window,
                bodyWeight: format.weight(bodyWeight.weightKg),
                bodyWeightDay: format.date(bodyWeight.date), lifts: lifts, relative: Self.times(totalKg / bodyWeight.weightKg),
                aboutHref: SitePaths.link(from: page, to: AboutPageKind.dotsPath))
            return (score, "")
        }
    }

    /// Which of the library's weight × reps exercises is which powerlifting lift (`CatalogueLifts`).
    static func powerliftingLifts(_ library: ExerciseLibrary) -> [String: PowerliftingLift] {
        CatalogueLifts.map(PowerliftingLift.allCases, in: library, catalogueNames: \.catalogueNames)
    }

    /// "1.40×": two decimals, as strength standards give body-weight multiples.
    static func times(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: 2) + "×" }
}
