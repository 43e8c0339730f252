/// The text of workout keys, so every parser writes the same shape for the same time.
enum ImportKey {
    /// `2021-07-07 18:35:21`: seconds always written, so keys compare as text.
    static func localKey(_ time: LocalDateTime) -> String {
        "\(time.day) " + Digits.pad(time.hour, 2) + ":" + Digits.pad(time.minute, 2) + ":" + Digits.pad(time.second, 2)
    }
}
