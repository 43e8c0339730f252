import ArgumentParser
import StrengthKit

/// `--not-a-typo`, for the commands that record sets: keep a set that the typo rule would refuse.
struct OutlierOption: ParsableArguments {
    @Flag(name: .customLong(String(OutlierSetError.flag.dropFirst(2))),
          help: "Keep a set far beyond the exercise's history (over 1.5× and 50 kg / 110 lb above its heaviest set, or 3× and 30 above its most reps), or a distance faster or farther than anyone covers, which is otherwise refused as a likely typo; it is kept confirmed.")
    var notATypo = false
}
