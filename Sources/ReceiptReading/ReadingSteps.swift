/// The reading steps `ReceiptReader` can leave out, so a bench can measure what each brings
/// (accuracy and time) against a reader without it. A product reader runs them all.
public struct ReadingSteps: Sendable, Equatable {
    /// When the line re-reads leave the receipt with no date at all, read its date lines once more at 3×.
    public var dateRereadsAt3x = true

    public init(dateRereadsAt3x: Bool = true) {
        self.dateRereadsAt3x = dateRereadsAt3x
    }

    /// Every step but those named (`date3x`); nil when a name is unknown.
    public static func without(_ names: [String]) -> ReadingSteps? {
        var steps = ReadingSteps.all
        for name in names {
            switch name {
            case "date3x": steps.dateRereadsAt3x = false
            default: return nil
            }
        }
        return steps
    }

    /// Every step: what `shoebox` runs.
    public static let all = ReadingSteps()
    /// No optional step: the reader as it was before they were added.
    public static let none = ReadingSteps(dateRereadsAt3x: false)

    /// The steps switched off, for cache keys (`date3x-off`).
    var off: String {
        [dateRereadsAt3x ? nil : "date3x"].compactMap { $0 }.joined(separator: "+") + "-off"
    }
}
