extension Duration {
    /// The duration in seconds, as the build's summary lines and timings print it.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
