extension TrainingBlock.Boundary {
    /// Its place among the boundaries, strongest (0) first: the order the cases are declared in.
    var strength: Int {
        Self.allCases.firstIndex(of: self) ?? Self.allCases.count
    }
}
