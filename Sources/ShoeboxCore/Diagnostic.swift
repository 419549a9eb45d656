/// An error that explains itself well enough to put a file in quarantine:
/// a stable machine code, a message saying what is wrong and how to fix it,
/// and where in the file (line, or a region such as `header` or `ofx:STMTTRN#3`).
public protocol QuarantineReason: Error, CustomStringConvertible {
    var code: String { get }
    var message: String { get }
    var line: Int? { get }
    var region: String? { get }
}

extension QuarantineReason {
    public var description: String {
        var text = "[\(code)] "
        if let line { text += "line \(line): " } else if let region { text += "\(region): " }
        return text + message
    }
}

/// A generic quarantine reason for faults outside a parser (unreadable file, unsupported kind).
public struct FileProblem: QuarantineReason, Equatable {
    public var code: String
    public var message: String
    public var line: Int?
    public var region: String?

    public init(code: String, message: String, line: Int? = nil, region: String? = nil) {
        self.code = code
        self.message = message
        self.line = line
        self.region = region
    }
}
