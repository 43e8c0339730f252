/// The text of workout keys, so every parser writes the same shape for the same time.
enum ImportKey {
    /// `2021-07-07 18:35:21`: seconds always written, so keys compare as text.
    static func localKey(_ time: LocalDateTime) -> String {
        "\(time.day) " + Digits.pad(time.hour, 2) + ":" + Digits.pad(time.minute, 2) + ":" + Digits.pad(time.second, 2)
    }

    /// `localKey(time)`, or `localKey(time) #2`, `#3`, … when a workout of the file already has
    /// it (two workouts started the same second); the key is added to `used`.
    static func unique(_ time: LocalDateTime, used: inout Set<String>) -> String {
        let stem = localKey(time)
        var key = stem
        var counter = 2
        while used.contains(key) {
            key = "\(stem) #\(counter)"
            counter += 1
        }
        used.insert(key)
        return key
    }
}
