import Foundation

/// Words that label the amounts on a receipt, in English, German, French, Spanish and Malay.
/// Matched against `ReceiptKeywords.normalized` text (upper case, accents removed, letters
/// and spaces only).
enum ReceiptKeywords {
    /// Grand-total labels with their strength (higher wins).
    static let total: [(String, Int)] = [
        ("GRAND TOTAL", 10), ("TOTAL ROUNDED", 10), ("ROUNDED TOTAL", 10), ("NET TOTAL", 9), ("TOTAL DUE", 9),
        ("AMOUNT DUE", 9), ("AMT DUE", 9), ("TO BE PAID", 9), ("BALANCE DUE", 9), ("TOTAL AMOUNT", 9),
        ("AMOUNT PAYABLE", 9),
        ("TOTAL PAYABLE", 9),
        ("TOTAL INCL", 8), ("TOTAL SALES", 7), ("TOTAL", 8), ("AMOUNT", 4), ("BALANCE", 5), ("TOTAL EUR", 9),
        ("ZU ZAHLEN", 10), ("ZAHLBETRAG", 10), ("GESAMTBETRAG", 10), ("ENDBETRAG", 10), ("GESAMTSUMME", 10),
        ("SUMME", 9),
        ("GESAMT", 8), ("BETRAG", 5), ("BRUTTO", 8),
        ("TOTAL TTC", 10), ("NET A PAYER", 10), ("MONTANT TTC", 10), ("A PAYER", 8), ("MONTANT", 5),
        ("TOTAL A PAGAR", 10), ("IMPORTE TOTAL", 10), ("TOTAL IMPORTE", 10), ("IMPORTE", 6), ("A PAGAR", 7),
        ("JUMLAH BESAR", 10), ("JUMLAH KESELURUHAN", 10), ("JUMLAH BAYARAN", 9), ("JUMLAH", 8), ("JUMLAH BERSIH", 9),
    ]

    /// Labels that contain a total word but are not the grand total.
    static let notTotal = [
        "SUBTOTAL", "SUB TOTAL", "TOTAL QTY", "TOTAL QUANTITY", "TOTAL ITEM", "TOTAL ITEMS", "NO OF ITEMS", "ITEMS",
        "TOTAL NO", "TOTAL DISCOUNT", "TOTAL SAVING",
        "TOTAL TAX", "TOTAL GST", "TOTAL VAT", "TOTAL EXCL", "TOTAL HT", "TOTAL BEFORE", "TOTAL EXCLUDING",
        "GST SUMMARY",
        "ZWISCHENSUMME", "SOUS TOTAL", "JUMLAH KECIL", "TOTAL UNITS", "TOTAL PCS", "TOTAL POINTS", "NETTO", "MWST",
        "TOTAL SST", "TAX AMOUNT", "GST AMOUNT", "AMOUNT RM", "JUMLAH ITEM", "TOTAL PIECES", "TOTAL ARTIKEL",
        // What the customer saved is no amount paid ("TOTAL SAVINGS $318.80", "Total promotional saving").
        "SAVING", "SAVINGS", "TOTAL SAVINGS", "YOU SAVED", "TOTAL SAVED",
    ]

    /// "TOTAL INCL. GST": a total that names the tax it includes.
    static let inclusive = [
        "INCL", "INCLUDE", "INCLUDES", "INCLUDED", "INCLUSIVE", "INC", "INKL", "INKLUSIVE", "INCLUYE", "TTC",
    ]

    static let subtotal = [
        "SUBTOTAL", "SUB TOTAL", "ZWISCHENSUMME", "SOUS TOTAL", "JUMLAH KECIL", "TOTAL EXCL", "TOTAL HT",
        "TOTAL BEFORE", "TOTAL EXCLUDING", "SUBTOTAL EXCL", "NETTO", "BASE IMPONIBLE", "TAXABLE AMT", "TAXABLE AMOUNT",
    ]

    static let tax = ["SALES TAX", "TAX", "GST", "VAT", "SST", "MWST", "UST", "TVA", "IVA", "CUKAI", "HST", "PST"]

    static let tip = ["TIP", "GRATUITY", "TRINKGELD", "POURBOIRE", "PROPINA"]

    static let rounding = ["ROUNDING", "ROUND ADJ", "RND ADJ", "ROUNDING ADJ", "PENGGENAPAN", "RUNDUNG", "ADJ"]

    /// Money handed over or given back: never the total ("RIICKGELD": OCR often reads Ü as II).
    static let tendered = [
        "CASH", "CHANGE", "TENDERED", "TENDER", "PAID", "GEGEBEN", "RUCKGELD", "RIICKGELD", "ZURUCK", "RENDU",
        "CAMBIO", "EFECTIVO", "BAKI", "TUNAI", "BAR", "RECU", "ESPECES", "PAYMENT", "RM TUNAI",
    ]

    /// Card payment labels: their amount usually equals the total.
    static let cardPayment = [
        "VISA", "MASTERCARD", "MASTER", "AMEX", "AMERICAN EXPRESS", "DEBIT", "CREDIT", "CARD",
        "KARTE", "GIROCARD", "EC CASH", "MAESTRO", "CARTE", "TARJETA", "KREDITKARTE", "DISCOVER",
    ]

    /// Upper case, accents folded, every run of non-letters a single space.
    static func normalized(_ text: String) -> String {
        // ASCII text (nearly every OCR line): upper case is all the folding does, without Foundation's cost.
        let folded =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text.uppercased()
            : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).uppercased()
        var out = ""
        var lastSpace = true
        for c in folded {
            if c.isLetter && c.isASCII {
                out.append(c); lastSpace = false
            } else if !lastSpace {
                out.append(" "); lastSpace = true
            }
        }
        // "TOTALRM", "SUMMEEUR": OCR glued the currency to the label.
        // (Only when a currency code is there at all: thirty replacements cost about 5 % of the reader's time.)
        if gluedCurrencies.contains(where: { out.contains($0) }) {
            for (glued, split) in gluedLabels { out = out.replacingOccurrences(of: glued, with: split) }
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    static let gluedLabels: [(String, String)] = ["TOTAL", "AMOUNT", "SUMME", "JUMLAH", "DUE", "BETRAG"].flatMap {
        label in
        gluedCurrencies.map { (label + $0, label + " " + $0) }
    }

    /// The currency codes OCR glues to a label.
    static let gluedCurrencies = ["RM", "EUR", "USD", "SGD", "GBP"]

    /// Whether `phrase` occurs in `normalized` as whole words (`TOTAL` in `NET TOTAL`, not in `SUBTOTALS`).
    static func contains(_ normalized: String, _ phrase: String) -> Bool {
        var searchRange = normalized.startIndex..<normalized.endIndex
        while let found = normalized.range(of: phrase, range: searchRange) {
            let beforeOK =
                found.lowerBound == normalized.startIndex
                || normalized[normalized.index(before: found.lowerBound)] == " "
            let afterOK = found.upperBound == normalized.endIndex || normalized[found.upperBound] == " "
            if beforeOK && afterOK { return true }
            searchRange = found.upperBound..<normalized.endIndex
        }
        return false
    }

    /// Whether a word of `normalized` starts with `prefix` (`EXCLUDINGGST` → `EXCL`).
    static func hasWord(_ normalized: String, prefixedBy prefixes: [String]) -> Bool {
        normalized.split(separator: " ").contains { word in prefixes.contains { word.hasPrefix($0) } }
    }

    /// Whether a word of `normalized` ends with `suffix` (`SENEFELDERSTRASSE`).
    static func hasWord(_ normalized: String, suffixedBy suffixes: [String]) -> Bool {
        normalized.split(separator: " ").contains { word in suffixes.contains { word.hasSuffix($0) } }
    }

    /// Labels of amounts before tax: "TOTAL EXCL. GST", "(EXCLUDINGGST)", "NETTO".
    static func isPreTax(_ normalized: String) -> Bool {
        containsAny(normalized, subtotal) || hasWord(normalized, prefixedBy: ["EXCL", "EXKL", "EXCLUS"])
    }

    static func containsAny(_ normalized: String, _ phrases: [String]) -> Bool {
        phrases.contains { contains(normalized, $0) }
    }
}
