/// Why a starter program could not be added to a project.
struct StarterProgramError: Error, CustomStringConvertible, Sendable {
    var message: String
    var description: String { message }
}
