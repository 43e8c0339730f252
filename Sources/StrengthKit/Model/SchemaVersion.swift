/// The version of the store's file format. Every file in `Data/` carries it as `schemaVersion`.
///
/// A file with a newer version is refused (it was written by a newer strength-site). A file with an
/// older version is read through `StoreMigration` and written back in the current version the next
/// time it is saved.
enum SchemaVersion {
    static let current = 1
    static let oldestReadable = 1
}
