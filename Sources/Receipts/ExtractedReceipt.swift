import ShoeboxCore

/// One extracted value with how sure the extractor is (0...1) and the line it came from.
public struct ExtractedField<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    public var value: Value
    public var confidence: Double
    /// Index into the lines passed to the extractor.
    public var line: Int?
    public var box: TextBox?

    public init(value: Value, confidence: Double, line: Int?, box: TextBox? = nil) {
        self.value = value
        self.confidence = min(1, max(0, confidence))
        self.line = line
        self.box = box
    }

    /// `line 12` or `line 12 @ x,y wxh`: stored as the transaction's source region.
    public var region: String? {
        guard let line else { return nil }
        guard let box else { return "line \(line + 1)" }
        return "line \(line + 1) @ \(box.x),\(box.y) \(box.width)x\(box.height)"
    }
}

/// How a receipt was paid.
public enum PaymentMethod: String, Sendable, Hashable, Codable {
    case cash, card, other
}

/// One purchased item.
public struct ReceiptItem: Sendable, Hashable, Codable {
    public var description: String
    public var quantity: Int
    /// Line amount in minor units.
    public var amount: Int64
    public var line: Int

    public init(description: String, quantity: Int, amount: Int64, line: Int) {
        self.description = description
        self.quantity = quantity
        self.amount = amount
        self.line = line
    }
}

/// Everything read from one receipt. Amounts are minor units of `currency`.
public struct ExtractedReceipt: Sendable, Hashable, Codable {
    public var merchant: ExtractedField<String>?
    public var date: ExtractedField<LocalDate>?
    /// `HH:MM` (24 h).
    public var time: ExtractedField<String>?
    public var total: ExtractedField<Int64>?
    public var subtotal: ExtractedField<Int64>?
    public var tax: ExtractedField<Int64>?
    public var tip: ExtractedField<Int64>?
    public var currency: ExtractedField<CurrencyCode>
    public var paymentMethod: ExtractedField<PaymentMethod>?
    /// Card brand when a card paid (`VISA`, `MASTERCARD`, ...).
    public var cardBrand: String?
    public var cardLast4: ExtractedField<String>?
    public var items: [ReceiptItem]
    /// A restaurant, café or bar (or a tip line is printed): the card charge may add a tip.
    public var tipMayFollow = false
    /// What the total's confidence rests on (`label 8`, `subtotal + tax`, `card amount`, ...).
    public var totalEvidence: [String] = []
    /// What the date's confidence rests on (`order: read one way`, `next to a time`, ...).
    public var dateEvidence: [String] = []
    /// What the merchant's confidence rests on (`line 0`, `legal form`, `2 sources`, `margin 7.5`, ...).
    public var merchantEvidence: [String] = []

    public init(currency: ExtractedField<CurrencyCode>) {
        self.currency = currency
        items = []
    }

    /// Decodes a receipt stored by any earlier version: fields added since (the evidence lists,
    /// `tipMayFollow`) take their defaults when absent, so a receipt waiting in the book for its
    /// date is never lost to an upgrade.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        currency = try c.decode(ExtractedField<CurrencyCode>.self, forKey: .currency)
        merchant = try c.decodeIfPresent(ExtractedField<String>.self, forKey: .merchant)
        date = try c.decodeIfPresent(ExtractedField<LocalDate>.self, forKey: .date)
        time = try c.decodeIfPresent(ExtractedField<String>.self, forKey: .time)
        total = try c.decodeIfPresent(ExtractedField<Int64>.self, forKey: .total)
        subtotal = try c.decodeIfPresent(ExtractedField<Int64>.self, forKey: .subtotal)
        tax = try c.decodeIfPresent(ExtractedField<Int64>.self, forKey: .tax)
        tip = try c.decodeIfPresent(ExtractedField<Int64>.self, forKey: .tip)
        paymentMethod = try c.decodeIfPresent(ExtractedField<PaymentMethod>.self, forKey: .paymentMethod)
        cardBrand = try c.decodeIfPresent(String.self, forKey: .cardBrand)
        cardLast4 = try c.decodeIfPresent(ExtractedField<String>.self, forKey: .cardLast4)
        items = try c.decodeIfPresent([ReceiptItem].self, forKey: .items) ?? []
        tipMayFollow = try c.decodeIfPresent(Bool.self, forKey: .tipMayFollow) ?? false
        totalEvidence = try c.decodeIfPresent([String].self, forKey: .totalEvidence) ?? []
        dateEvidence = try c.decodeIfPresent([String].self, forKey: .dateEvidence) ?? []
        merchantEvidence = try c.decodeIfPresent([String].self, forKey: .merchantEvidence) ?? []
    }

    /// The total as money.
    public var totalMoney: Money? { total.map { Money(minorUnits: $0.value, currency: currency.value) } }

    /// The weakest of the fields a transaction needs (merchant, date, total); 0 when one is missing.
    public var overallConfidence: Double {
        guard let merchant, let date, let total else { return 0 }
        return min(merchant.confidence, date.confidence, total.confidence)
    }

    /// Whether any field a transaction needs is flagged (missing or below its threshold).
    public var needsReview: Bool { !flaggedFields.isEmpty }
}
