/// Optional reading steps `ReceiptReader` can add, so a bench can measure what each brings
/// (accuracy and time) against the standard reader. `shoebox` runs `.standard`.
public struct ReadingSteps: Sendable, Equatable {
    /// When the line re-reads leave the receipt with no date at all, read its date lines (those with
    /// digits and no price) once more at 3×, each kept only when it reads as a plausible date. Off in
    /// `.standard`: one more right date per part of the development set for about 6 % more CPU
    /// (docs/receipts-and-ocr.md, Session 5).
    public var dateRereadsAt3x = false
    /// Never read the header band again at the header's text height (`noheader`): a reading without
    /// it, cached apart, so a bench can judge a gate on the header re-read from the readings alone.
    public var skipsHeaderReread = false

    public init(dateRereadsAt3x: Bool = false, skipsHeaderReread: Bool = false) {
        self.dateRereadsAt3x = dateRereadsAt3x
        self.skipsHeaderReread = skipsHeaderReread
    }

    /// The standard steps plus those named (`date3x`); nil when a name is unknown.
    public static func with(_ names: [String]) -> ReadingSteps? {
        var steps = ReadingSteps.standard
        for name in names {
            switch name {
            case "date3x": steps.dateRereadsAt3x = true
            case "noheader": steps.skipsHeaderReread = true
            default: return nil
            }
        }
        return steps
    }

    /// What `shoebox` runs.
    public static let standard = ReadingSteps()
    /// Every optional step.
    public static let every = ReadingSteps(dateRereadsAt3x: true)

    /// The steps added to `.standard`, for cache keys (`date3x-on`).
    var on: String {
        [dateRereadsAt3x ? "date3x" : nil, skipsHeaderReread ? "noheader" : nil].compactMap { $0 }.joined(
            separator: "+") + "-on"
    }
}
