/// The one error shape of Shoebox: a stable machine `code`, a `message` saying what is wrong and
/// how to fix it, a `location` (file, line, key path, region) and an optional underlying `cause`.
///
/// Every quarantine reason (a statement, spec, mileage log, image or OCR problem) and every error
/// in a hand-edited file (rules, settings, pipeline definition, tax table) is a `Diagnostic`.
/// Codes are declared per module in one file (`Sources/<Module>/DiagnosticCodes.swift`) as
/// `extension Diagnostic.Code { static let ambiguousSign = Diagnostic.Code("ambiguous_sign") }`;
/// they are stored in the book and in quarantine sidecars, so a code never changes. See
/// `docs/errors.md`.
public struct Diagnostic: Error, CustomStringConvertible, Sendable {
    /// A stable machine-readable reason (`ambiguous_sign`); compares equal to its string.
    public struct Code: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        public let rawValue: String

        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }

        public var description: String { rawValue }

        public static func == (code: Code, text: String) -> Bool { code.rawValue == text }
        public static func == (text: String, code: Code) -> Bool { code.rawValue == text }
    }

    /// Where the problem is. `file` is set when the message is about a file other than the one
    /// being processed (a configuration file, a definition); a quarantined file is named by its
    /// sidecar and the run summary, so its diagnostics carry only the line or the region.
    public struct Location: Hashable, Sendable {
        /// The file to open to fix the problem, as the user gave or knows it.
        public var file: String?
        /// 1-based line in that file (or in the file being read).
        public var line: Int?
        /// Dotted key path in a structured file: `items[2].quantity`, `options.receipts.jobs`.
        public var keyPath: String?
        /// A region that is not a line: `header`, `ofx:STMTTRN#3`, a page or an image area.
        public var region: String?

        public init(file: String? = nil, line: Int? = nil, keyPath: String? = nil, region: String? = nil) {
            self.file = file
            self.line = line
            self.keyPath = keyPath
            self.region = region
        }
    }

    public var code: Code
    public var message: String
    public var location: Location
    /// The underlying error this one explains, when there is one.
    public var cause: (any Error & Sendable)?

    public init(
        _ code: Code, _ message: String, at location: Location, cause: (any Error & Sendable)? = nil
    ) {
        self.code = code
        self.message = message
        self.location = location
        self.cause = cause
    }

    /// The line, for sidecars and the book's `error_line`.
    public var line: Int? { location.line }
    /// The region (or, failing that, the key path), for sidecars and the book's `error_region`.
    public var region: String? { location.region ?? location.keyPath }

    /// Same as `code`: the name call sites written before `Diagnostic` use.
    public var errorCode: Code { code }

    /// The message with its place in front: `rules.yaml:12: key 'match': unknown key` when the
    /// location names a file the message does not already start with, else `line 3: …`,
    /// `header: …` or the message alone. What a command prints for an error that stops it.
    public var located: String {
        if startsWithFile, let file = location.file {
            var text = file
            if let line = location.line { text += ":\(line)" }
            if let key = location.keyPath { text += ": key '\(key)'" }
            return text + ": " + message
        }
        if location.file != nil { return message }
        if let line = location.line { return "line \(line): " + message }
        if let region { return "\(region): " + message }
        return message
    }

    /// Reads like a compiler's, `file:line: key 'k': message`, when the file is put in front (a
    /// hand-edited file); otherwise with the code in front, `[code] line 3: message` (run
    /// summaries, alerts and logs of a quarantined file, which they name beside it).
    public var description: String { startsWithFile ? located : "[\(code)] " + located }

    /// Whether `located` puts the location's file in front of the message.
    private var startsWithFile: Bool { location.file.map { !message.hasPrefix($0) } ?? false }
}

extension Diagnostic: Equatable {
    /// Equal when code, message and location are; causes compare by their description.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.location == rhs.location
            && lhs.cause.map { "\($0)" } == rhs.cause.map { "\($0)" }
    }
}

extension Diagnostic {
    /// A problem at a line or a region of the file being read (the quarantine form).
    public init(_ code: Code, _ message: String, line: Int? = nil, region: String? = nil) {
        self.init(code, message, at: Location(line: line, region: region))
    }

    /// Labelled form of `init(_:_:line:region:)`, for reasons built outside a parser.
    public init(code: Code, message: String, line: Int? = nil, region: String? = nil) {
        self.init(code, message, at: Location(line: line, region: region))
    }

    /// A problem in a hand-edited file (rules, settings, categories): `file:line: key 'k': message`.
    public init(file: String, line: Int? = nil, key: String? = nil, message: String, code: Code = .badConfig) {
        self.init(code, message, at: Location(file: file, line: line, keyPath: key))
    }

    /// A problem with a whole file (an image, a PDF) whose message names it.
    public init(_ code: Code, _ message: String, path: String?) {
        self.init(code, message, at: Location(file: path))
    }

    /// The key path of the location (empty names nothing).
    public var key: String? { location.keyPath }
    /// The file of the location.
    public var file: String? { location.file }
}

extension Diagnostic.Code {
    /// A hand-edited configuration file (rules, settings, profiles) cannot be used.
    public static let badConfig = Diagnostic.Code("bad_config")
}

/// Older names of `Diagnostic`, kept so call sites that construct or catch them still compile.
public typealias FileProblem = Diagnostic
public typealias ConfigFileError = Diagnostic
