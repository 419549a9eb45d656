import ShoeboxCore

extension Diagnostic.Code {
    /// A pipeline definition that cannot be used; the location names the file, line and key.
    public static let badPipelineDefinition = Diagnostic.Code("bad_pipeline_definition")
}

/// A pipeline definition that cannot be used: a `Diagnostic` with code `bad_pipeline_definition`.
public typealias PipelineDefinitionError = Diagnostic

extension Diagnostic {
    /// A problem in the pipeline definition `file` at `line` (0: the whole file) and dotted `key`
    /// (`options.receipts.jobs`; empty: the whole file).
    public static func pipelineDefinition(file: String, line: Int, key: String, message: String) -> Diagnostic {
        Diagnostic(
            .badPipelineDefinition, message,
            at: Location(file: file, line: line > 0 ? line : nil, keyPath: key.isEmpty ? nil : key))
    }

    /// How a pipeline definition problem has always read: `file:line: key.path: message`.
    public var definitionText: String {
        let place = [location.file, location.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return location.keyPath.map { "\(place): \($0): \(message)" } ?? "\(place): \(message)"
    }
}
