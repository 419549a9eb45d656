/// A problem in a file the user edits by hand (rules, settings), with where it is:
/// `rules.yaml:12: key 'match': unknown key`.
public struct ConfigFileError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var key: String?
    public var message: String

    public init(file: String, line: Int? = nil, key: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let key { text += ": key '\(key)'" }
        return text + ": " + message
    }
}
