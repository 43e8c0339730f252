/// What the demo lifter writes in notes: Markdown with emphasis, lists and links.
enum DemoNotes {
    static let firstSession = """
        First session of the **Upper / Lower** split. Goals for the year:
        - bench **100 kg** for a triple
        - squat 140 kg
        - run 10 km under 55 minutes
        """
    static let deload = "**Deload week**: about two thirds of the usual weight and a set less. *Easy does it.*"
    static let holidayRun = "Holiday week, no gym. Ran along the *beach* before breakfast."

    static let upperSessions = [
        "Slept badly, kept it *honest* and stopped at RPE 8.",
        "Tried the cues from [this bench video](https://example.com/bench-cues): leg drive helped a lot.",
        "Short on time:\n- skipped the warm-up rows\n- rested only 2 minutes between sets",
        "Good session. Bar speed was **great** on the last set.",
        "Gym was packed, waited ten minutes for the bench.",
        "Left shoulder a bit cranky. Warmed up with band pull-aparts and it went away.",
    ]
    static let lowerSessions = [
        "New belt today. Squats felt *fast*.",
        "Hot day, lots of water. *Everything* felt heavy.",
        "Knees happier with the new shoes:\n- flat soles\n- no squish under load",
        "Back on track after a busy week.",
        "Filmed the top set, depth was fine. Notes in [the form log](https://example.com/form-log).",
        "Legs still sore from Saturday's run; kept the accessories light.",
    ]
    static let runs = [
        "Felt easy, kept the heart rate **under 150**.",
        "Windy along the river. Negative split on the way back.",
        "Rain the whole way; *worth it*.",
        "New route: [park loop](https://example.com/park-loop), mostly flat.",
    ]

    static let pausedReps = "Paused reps"
    static let beltOn = "Belt on the work sets"
    static let strapsOn = "Straps on the last set"
    static let slowEccentric = "Slow eccentric, *3 s* down"
    static let weightPerHand = "Weight is per hand."

    static let grinder = "Grinder"
    static let topSingle = "Top single"
    static let missedSingle = "Missed it: stalled at the *sticking point*"
    static let bandAssisted = "Band-assisted"
    static let toFailure = "Bodyweight, to failure"
}
