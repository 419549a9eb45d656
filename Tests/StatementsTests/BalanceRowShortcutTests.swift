import Testing

@testable import Statements

/// `FlowHints.isBalanceRow` answers most ASCII rows from their first word; it must answer exactly what the
/// normalized-text test answers, for every shape of text.
struct BalanceRowShortcutTests {
    static let listed = [
        "Opening Balance", "CLOSING BALANCE", "Saldo anterior", "Balance forward", "Solde initial", "balance",
        "  -- Beginning   balance as of 01/31/2024", "ENDING BALANCE AU 31/01", "New Balance", "NEWBALANCE",
        "News balance", "Balance transfer fee", "Transfer to balance account", "Opening fee", "Saldo Bank AG",
        "saldo", "SALDO", "Saldo:", "*saldo*", "123 saldo", "Turnover", "turnover as of 3", "turnovers",
        "anfangssaldo", "ANFANGSSALDOX", "endsaldo 2024", "solde-final au 3", "Solde précédent", "Saldo Anterior é",
        "STARBUCKS STORE #1234 SEATTLE WA", "SHELL OIL 512 SAN JOSE CA", "SQ *BLUE BOTTLE 7 OAKLAND CA",
        "STRIPE TRANSFER ST-77 ACME", "", "   ", "#", "0 balance", "balance\tforward", "Balance\u{A0}forward",
        "previous  balance   as   of", "Starting balance", "starting-balance", "ABCDEFGHIJKLMNOPQRSTUVWXYZ balance",
        "openingbalanceopeningbalance", "s", "S.", "Ending", "ending balance", "ending balances",
    ]

    @Test(arguments: listed)
    func sameAnswerAsTheNormalizedTest(_ description: String) {
        #expect(FlowHints.isBalanceRow(description) == FlowHints.isBalanceRowNormalized(description))
    }

    @Test func sameAnswerOnGeneratedText() {
        let pieces = [
            "saldo", "Balance", "OPENING", "new", "forward", "as of", "au", "anterior", "turnover", "solde",
            "final", "#12", "-", "  ", "*", "é", "STARBUCKS", "s", "endsaldo", "0",
        ]
        var state: UInt64 = 12_345
        var agreed = 0
        var balanceRows = 0
        for _ in 0..<20_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for shift in stride(from: 0, to: Int(state >> 61) * 5 + 1, by: 5) {
                text += pieces[Int((state >> UInt64(shift)) % UInt64(pieces.count))]
                if (state >> UInt64(shift + 3)) & 1 == 1 { text += " " }
            }
            let fast = FlowHints.isBalanceRow(text)
            if fast == FlowHints.isBalanceRowNormalized(text) { agreed += 1 }
            if fast { balanceRows += 1 }
        }
        #expect(agreed == 20_000)
        #expect(balanceRows > 0)
    }
}

/// `Record.isBlank` answers fields that start with a plain ASCII byte without trimming them.
struct BlankFieldShortcutTests {
    @Test(arguments: [
        "", " ", "\t", "\u{A0}", "\u{202F}", " \u{301}", "\t \u{A0}", "a", " a", "a ", "\u{301}", "\r\n", "\r", "\n",
        " \r", "0", "-", "\u{A0}x", "é", " é ", "\u{202F}\u{202F}", "\u{FEFF}", "  \u{0308}",
    ])
    func sameAnswerAsTrimming(_ field: String) {
        #expect(Record.isBlankField(field) == field.trimmedSpaces.isEmpty)
        #expect(Record(fields: [field, ""], line: 1).isBlank == field.trimmedSpaces.isEmpty)
    }
}
