import Foundation
import ShoeboxCore

/// The JSON forms of an extracted receipt: the `shoebox extract --json` object and the
/// per-field detail (value, confidence, region) stored with each receipt.
public enum ReceiptJSON {
    /// One object per input: fields (null when not found), confidences, and extras.
    public static func object(file: String, _ r: ExtractedReceipt) -> [String: Any] {
        let digits = r.currency.value.minorUnitDigits
        func money(_ f: ExtractedField<Int64>?) -> Any {
            f.map { Money.decimalString($0.value, digits: digits) } ?? NSNull()
        }
        var confidence: [String: Any] = ["currency": round2(r.currency.confidence)]
        let named: [(String, Double?)] = [
            ("merchant", r.merchant?.confidence), ("date", r.date?.confidence),
            ("total", r.total?.confidence), ("subtotal", r.subtotal?.confidence),
            ("tax", r.tax?.confidence), ("tip", r.tip?.confidence), ("time", r.time?.confidence),
            ("payment_method", r.paymentMethod?.confidence), ("card_last4", r.cardLast4?.confidence),
        ]
        for (key, value) in named { confidence[key] = value.map(round2) ?? NSNull() }
        return [
            "file": file, "merchant": r.merchant?.value ?? NSNull(), "date": r.date?.value.description ?? NSNull(),
            "time": r.time?.value ?? NSNull(), "total": money(r.total), "currency": r.currency.value.code,
            "subtotal": money(r.subtotal), "tax": money(r.tax), "tip": money(r.tip),
            "payment_method": r.paymentMethod?.value.rawValue ?? NSNull(), "card_brand": r.cardBrand ?? NSNull(),
            "card_last4": r.cardLast4?.value ?? NSNull(), "needs_review": r.needsReview,
            "items": r.items.map {
                [
                    "description": $0.description, "quantity": $0.quantity,
                    "amount": Money.decimalString($0.amount, digits: digits),
                ] as [String: Any]
            },
            "confidence": confidence,
        ]
    }

    /// Serialises `object` as one line of JSON with sorted keys.
    public static func line(_ object: [String: Any]) -> String {
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Every field with its value, confidence and text region, as stored in `receipt_fields.fields_json`;
    /// the total and the date also with what their confidence rests on (`evidence`).
    /// `dateSource` says where a date not read from the receipt came from (`date_source`).
    public static func fieldsJSON(_ r: ExtractedReceipt, dateSource: String? = nil) -> String {
        func entry<V>(_ f: ExtractedField<V>?, evidence: [String] = [], _ value: (V) -> Any) -> Any {
            guard let f else { return NSNull() }
            var object: [String: Any] = [
                "value": value(f.value), "confidence": round2(f.confidence), "region": f.region ?? NSNull(),
            ]
            if !evidence.isEmpty { object["evidence"] = evidence }
            return object
        }
        var object: [String: Any] = [
            "merchant": entry(r.merchant) { $0 }, "date": entry(r.date, evidence: r.dateEvidence) { $0.description },
            "time": entry(r.time) { $0 },
            "total_cents": entry(r.total, evidence: r.totalEvidence) { $0 }, "subtotal_cents": entry(r.subtotal) { $0 },
            "tax_cents": entry(r.tax) { $0 },
            "tip_cents": entry(r.tip) { $0 }, "currency": entry(r.currency) { $0.code },
            "payment_method": entry(r.paymentMethod) { $0.rawValue }, "card_last4": entry(r.cardLast4) { $0 },
            "items": r.items.map {
                [
                    "description": $0.description, "quantity": $0.quantity, "amount_cents": $0.amount,
                    "region": "line \($0.line + 1)",
                ] as [String: Any]
            },
        ]
        if let dateSource { object["date_source"] = dateSource }
        return line(object)
    }

    static func round2(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}
