/// Why a starter program could not be added to a project.
public struct StarterProgramError: Error, CustomStringConvertible, Sendable {
    var message: String
    public var description: String { message }
}
