import Storage

extension Workspace {
    /// The book's one export row whose description is `description`; throws when the book has none.
    public func exportRow(_ description: String) throws -> ExportRow {
        guard let row = try ledger.exportRows().first(where: { $0.description == description }) else {
            throw MissingExportRow(wanted: description)
        }
        return row
    }

    /// No export row has the description a test asked for.
    public struct MissingExportRow: Error, CustomStringConvertible {
        public let wanted: String
        public var description: String { "no export row described '\(wanted)'" }
    }
}
