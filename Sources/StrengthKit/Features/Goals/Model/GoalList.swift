/// `Data/goals.json`: the goals in the order they were added. A project without the file has none.
package struct GoalList: Hashable, Sendable, Codable {
    package var goals: [Goal]

    package init(goals: [Goal] = []) {
        self.goals = goals
    }
}
