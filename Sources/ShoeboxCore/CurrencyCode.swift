import Foundation

/// A validated ISO 4217 currency code with its number of minor-unit digits.
public struct CurrencyCode: Hashable, Sendable, Codable, CustomStringConvertible {
    public let code: String

    /// Accepts a known ISO 4217 code (current or a common historic one), case-insensitive.
    public init?(_ text: String) {
        // A stored code is already three upper-case letters: no trimming or case mapping to do.
        if text.utf8.count == 3, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            guard CurrencyCode.digits[text] != nil else { return nil }
            code = text
            return
        }
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard CurrencyCode.digits[upper] != nil else { return nil }
        code = upper
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = CurrencyCode(text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown currency code \(text)"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    public var description: String { code }

    /// Digits after the decimal mark (2 for USD, 0 for JPY, 3 for KWD).
    public var minorUnitDigits: Int { CurrencyCode.digits[code] ?? 2 }

    public static let usd = CurrencyCode("USD")!
    public static let eur = CurrencyCode("EUR")!
    public static let gbp = CurrencyCode("GBP")!

    /// Currency symbols that identify one currency without doubt.
    public static func fromUnambiguousSymbol(_ symbol: String) -> CurrencyCode? {
        switch symbol {
        case "€": return .eur
        case "£": return .gbp
        case "¥": return CurrencyCode("JPY")
        case "₹": return CurrencyCode("INR")
        case "R$": return CurrencyCode("BRL")
        case "zł": return CurrencyCode("PLN")
        case "Ft": return CurrencyCode("HUF")
        case "₩": return CurrencyCode("KRW")
        case "₪": return CurrencyCode("ILS")
        case "₺": return CurrencyCode("TRY")
        case "₽": return CurrencyCode("RUB")
        case "CHF", "Fr.": return CurrencyCode("CHF")
        default: return nil
        }
    }

    static let digits: [String: Int] = {
        var table: [String: Int] = [:]
        let twoDigit = """
            AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN BZD \
            CAD CDF CHF CNY COP CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD \
            GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KYD KZT LAK LBP LKR LRD LSL MAD MDL \
            MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR \
            PLN QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS \
            TMT TOP TRY TTD TWD TZS UAH USD UYU UZS VES WST XCD YER ZAR ZMW ZWL \
            LTL LVL EEK DEM FRF ITL ESP NLG BEF ATS FIM IEP PTE GRD SKK SIT CYP MTL HRK
            """
        for code in twoDigit.split(separator: " ") where !code.isEmpty { table[String(code)] = 2 }
        for code in [
            "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "UGX", "VND", "VUV", "XAF", "XOF", "XPF",
        ] {
            table[code] = 0
        }
        for code in ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"] { table[code] = 3 }
        return table
    }()
}
