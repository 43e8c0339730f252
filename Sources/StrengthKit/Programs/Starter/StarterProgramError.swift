/// Why a starter program could not be added to a project.
package struct StarterProgramError: Error, CustomStringConvertible, Sendable {
    var message: String
    package var description: String { message }
}
