/// What a chosen merchant's confidence rests on: the line it was read from, the structure around
/// it and the sources that confirm it. Kept with the receipt (`ExtractedReceipt.merchantEvidence`)
/// and printed by `shoebox-bench receipts --verbose`.
public struct MerchantFeatures: Sendable, Hashable {
    /// The page line the name is on (0: the first).
    public var line = 0
    /// A legal form ends the name (`… SDN BHD`, `GmbH`).
    public var legalForm = false
    /// A company registration number is printed under (or after) the name, without a legal form.
    public var registered = false
    /// Second sources on the receipt: a known chain, its own domain or handle, the name printed again.
    public var sources = 0
    public var knownPayee = false
    /// The OCR confidence of the name's line and of its weakest own word (nil: no word confidences).
    public var lineConfidence = 1.0
    public var weakestWord: Double? = nil
    /// Debris, a misread-looking name, or letters spelled back.
    public var looksMisread = false
    public var letters = 0
    /// The name's print height over the page's median line height.
    public var relativeHeight = 1.0
    /// The choice's score over the best line naming something else (99: no other line).
    public var margin = 99.0
    /// A registered company naming another party scored close: brand or operator.
    public var twoParties = false
    /// Named by the receipt's domain alone.
    public var fromDomain = false
    /// The header re-read chose the name, or read the page's name the same on its own line.
    public var fromReread = false
    public var rereadSame = false

    public init(line: Int = 0, fromDomain: Bool = false) {
        self.line = line
        self.fromDomain = fromDomain
    }

    init(
        line: Int, legalForm: Bool, registered: Bool, sources: Int, knownPayee: Bool, lineConfidence: Double,
        weakestWord: Double?, looksMisread: Bool, letters: Int, relativeHeight: Double
    ) {
        self.line = line
        self.legalForm = legalForm
        self.registered = registered
        self.sources = sources
        self.knownPayee = knownPayee
        self.lineConfidence = lineConfidence
        self.weakestWord = weakestWord
        self.looksMisread = looksMisread
        self.letters = letters
        self.relativeHeight = relativeHeight
    }

    /// One phrase per piece of evidence (`line 0`, `legal form`, `2 sources`, `margin 7.5`, …).
    public var evidence: [String] {
        var result = ["line \(line)"]
        if fromDomain { result.append("domain only") }
        if legalForm { result.append("legal form") }
        if registered { result.append("registered") }
        if sources > 0 { result.append("\(sources) sources") }
        if knownPayee { result.append("known payee") }
        result.append("line confidence \(Self.format(lineConfidence))")
        if let weakestWord { result.append("weakest word \(Self.format(weakestWord))") }
        if looksMisread { result.append("looks misread") }
        result.append("letters \(letters)")
        result.append("height \(Self.format(relativeHeight))")
        result.append("margin \(Self.format(min(margin, 99)))")
        if twoParties { result.append("two parties") }
        if fromReread { result.append("from re-read") }
        if rereadSame { result.append("re-read the same") }
        return result
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
