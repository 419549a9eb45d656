import ShoeboxCore

/// Turns OCR lines of one receipt into fields: merchant, date and time, total, subtotal, tax,
/// tip, currency, payment method, card last 4 and items, each with a confidence and its line.
///
/// Pure: plain values in and out, no I/O. Amounts are minor units of the detected currency.
public enum ReceiptExtractor {
    ///
    /// - Parameter rereads: second readings of some lines' regions (`RereadPlan`); they are used
    ///   only where the first reading is unsure: a total no cross-check confirms (a re-read total
    ///   is taken only when a cross-check then agrees) and a date below its flag threshold.
    /// - Parameter merchantRereads: the header band read again (`MerchantRereadPlan`); used only
    ///   where the page's own lines name no shop a second source confirms.
    /// - Parameter choosingMerchant: false leaves the merchant unchosen (nil), every other field as
    ///   with true: for the reader's re-read plans, which judge the total and the date only (choosing
    ///   the merchant is most of the extractor's time).
    public static func extract(
        _ lines: [ReceiptLine], rereads: [LineReread] = [], merchantRereads: [MerchantReread] = [],
        options: ExtractionOptions, choosingMerchant: Bool = true
    ) -> ExtractedReceipt {
        let currency = CurrencyDetector.detect(lines, default: options.defaultCurrency)
        var receipt = ExtractedReceipt(currency: currency.currency)
        receipt.items = ItemReader.items(lines)
        var money = TotalResolver.resolve(lines, itemsSum: itemsSum(receipt.items))
        // Day/month order of the country: from the currency read on the receipt, else from its own
        // web domain (`www.dominos.com.my`) or a tax only day-first countries print (`GST`, `VAT`),
        // else assumed from the default currency.
        let domainDayFirst = currency.currency.line == nil ? DateResolver.countrySaysDayFirst(lines) : nil
        let monthFirst = domainDayFirst.map { !$0 } ?? currency.monthFirst
        let orderAssumed = currency.currency.line == nil && domainDayFirst == nil
        var date = DateResolver.resolveWithEvidence(
            DateScanner.candidates(in: lines), lines: lines,
            monthFirstCountry: monthFirst, today: options.today, orderAssumed: orderAssumed,
            orderFromCurrency: currency.currency.line != nil)
        if !rereads.isEmpty {
            (money, date) = preferRereads(
                rereads, lines: lines, money: money, date: date, monthFirst: monthFirst, today: options.today)
        }
        let scale = minorUnitScale(currency.currency.value)
        receipt.total = money.total.map { rescale($0, scale) }
        receipt.subtotal = money.subtotal.map { rescale($0, scale) }
        receipt.tax = money.tax.map { rescale($0, scale) }
        receipt.tip = money.tip.map { rescale($0, scale) }
        if scale.multiplier != 1 || scale.divisor != 1 {
            receipt.items = receipt.items.map {
                var item = $0; item.amount = item.amount * scale.multiplier / scale.divisor; return item
            }
        }

        receipt.date = date?.field
        receipt.dateEvidence = date?.evidence ?? []
        receipt.totalEvidence = money.evidence
        if let dateLine = receipt.date?.line, let time = TimeScanner.time(in: lines[dateLine].text) {
            receipt.time = ExtractedField(value: time, confidence: 0.8, line: dateLine, box: lines[dateLine].box)
        } else if let index = lines.indices.first(where: { TimeScanner.time(in: lines[$0].text) != nil }) {
            receipt.time = ExtractedField(
                value: TimeScanner.time(in: lines[index].text)!, confidence: 0.6, line: index, box: lines[index].box)
        }
        let headerReadings = Dictionary(grouping: merchantRereads, by: \.pass).sorted { $0.key < $1.key }.map {
            $0.value.map(\.line)
        }
        let merchant =
            choosingMerchant
            ? MerchantPicker.pickExplained(lines, knownPayees: options.knownPayees, rereads: headerReadings) : nil
        receipt.merchant = merchant?.field
        receipt.merchantEvidence = merchant?.features.evidence ?? []
        let payment = PaymentDetector.detect(lines)
        receipt.paymentMethod = payment.method
        receipt.cardBrand = payment.brand
        receipt.cardLast4 = payment.last4
        receipt.tipMayFollow =
            receipt.tip != nil
            || lines.prefix(12).contains {
                ReceiptKeywords.containsAny(ReceiptKeywords.normalized($0.text), hospitalityWords)
            }
        return receipt
    }

    static let hospitalityWords = [
        "RESTAURANT", "RESTORAN", "CAFE", "COFFEE", "BAR", "PUB", "BISTRO", "GRILL", "KITCHEN",
        "DINER", "PIZZA", "PIZZERIA", "TAVERN", "BRASSERIE", "TRATTORIA", "GASTHAUS", "KNEIPE",
        "TABLE", "TISCH", "SERVER", "GUESTS", "TIP", "GRATUITY",
    ]

    /// Scanned amounts are hundredths; currencies with 0 or 3 minor digits are converted.
    struct Scale { var multiplier: Int64; var divisor: Int64 }

    static func minorUnitScale(_ currency: CurrencyCode) -> Scale {
        switch currency.minorUnitDigits {
        case 0: Scale(multiplier: 1, divisor: 100)
        case 3: Scale(multiplier: 10, divisor: 1)
        default: Scale(multiplier: 1, divisor: 1)
        }
    }

    static func rescale(_ field: ExtractedField<Int64>, _ scale: Scale) -> ExtractedField<Int64> {
        var copy = field
        copy.value = field.value * scale.multiplier / scale.divisor
        return copy
    }
}
