/// The reading steps `ReceiptReader` can leave out, so a bench can measure what each brings
/// (accuracy and time) against a reader without it. A product reader runs them all.
public struct ReadingSteps: Sendable, Equatable {
    /// Push a side of the page outline beyond which the paper and its print go on out to where the
    /// paper ends (`Quadrilateral.extendedOverCutText`), instead of warping a crop that cuts the receipt.
    public var growCutOutlines = true

    public init(growCutOutlines: Bool = true) {
        self.growCutOutlines = growCutOutlines
    }

    /// Every step: what `shoebox` runs.
    public static let all = ReadingSteps()
    /// No optional step: the reader as it was before they were added.
    public static let none = ReadingSteps(growCutOutlines: false)

    /// The steps switched off, for cache keys (`grow`).
    var off: String {
        [growCutOutlines ? nil : "grow"].compactMap { $0 }.joined(separator: "+") + "-off"
    }
}
