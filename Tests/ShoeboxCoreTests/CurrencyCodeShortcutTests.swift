import Foundation
import ShoeboxCore
import Testing

/// `CurrencyCode(_:)` answers ASCII cells that cannot be a code without trimming and upper-casing them:
/// the same answers as the general reading (blanks trimmed, upper-cased, looked up).
struct CurrencyCodeShortcutTests {
    @Test(arguments: [
        "usd", " eur ", "\tgbp\t", "  JPY", "US D", "USDX", "US", "", " ", "\t \t", "-12.34", "1,234.56", "$",
        "CAD ", " cad\t ", "abc", "XXX", "€", " usd\u{00A0}", "\u{2003}EUR", "ÉUR", "Usd", "u s d", "12", "1 2 3",
    ])
    func sameAsGeneralReading(_ text: String) {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        let general = upper.count == 3 && upper.allSatisfy({ $0.isASCII && $0.isUppercase }) ? upper : nil
        let known = general.flatMap { CurrencyCode($0) }?.code
        #expect(CurrencyCode(text)?.code == known)
    }
}
