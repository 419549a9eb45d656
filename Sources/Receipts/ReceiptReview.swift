/// The fields of a receipt a transaction needs, each flagged for review on its own.
public enum ReceiptField: String, Sendable, CaseIterable, Hashable {
    case merchant, date, total
}

extension ExtractedReceipt {
    /// Per field, the confidence below which it is flagged for review. Calibrated on the
    /// development part of `receipts-dev` so that at least 97 % of the fields NOT flagged are
    /// right (see `docs/receipts.md`, `shoebox-bench receipts`, which prints the lowest such
    /// thresholds on the development part).
    public static let flagThresholds: [ReceiptField: Double] = [.merchant: 0.7, .date: 0.86, .total: 0.7]

    /// The field's confidence, 0 when it was not found.
    public func confidence(of field: ReceiptField) -> Double {
        switch field {
        case .merchant: merchant?.confidence ?? 0
        case .date: date?.confidence ?? 0
        case .total: total?.confidence ?? 0
        }
    }

    /// The field's line and box as text (`line 12 @ x,y wxh`), nil when it was not found.
    public func region(of field: ReceiptField) -> String? {
        switch field {
        case .merchant: merchant?.region
        case .date: date?.region
        case .total: total?.region
        }
    }

    /// Fields that are missing or below their threshold, in `ReceiptField` order.
    public var flaggedFields: [ReceiptField] {
        ReceiptField.allCases.filter { confidence(of: $0) < Self.flagThresholds[$0] ?? 1 }
    }
}
