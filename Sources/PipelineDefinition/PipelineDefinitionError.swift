/// A pipeline definition that cannot be used: names the file, the line and the key.
public struct PipelineDefinitionError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The definition file as given.
    public var file: String
    /// 1-based line of the offending key or value (0 when the file could not be read at all).
    public var line: Int
    /// Dotted path of the key, e.g. `options.receipts.jobs` (empty for the whole file).
    public var key: String
    public var message: String

    public init(file: String, line: Int, key: String, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return key.isEmpty ? "\(place): \(message)" : "\(place): \(key): \(message)"
    }
}
