import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// CAMT.053, MT940 and QIF: each read with its balances reconciled; a broken balance is refused
/// naming the statement and the gap.
struct BalanceFormatTests {
    static func camt(closing: String = "1150.00", pending: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04">
          <BkToCstmrStmt>
            <GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-03-31T10:00:00</CreDtTm></GrpHdr>
            <Stmt>
              <Id>STMT-2024-03</Id>
              <Acct><Id><IBAN>CH9300762011623852957</IBAN></Id><Ccy>CHF</Ccy></Acct>
              <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="CHF">1000.00</Amt>
                <CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-01</Dt></Dt></Bal>
              <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="CHF">\(closing)</Amt>
                <CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-31</Dt></Dt></Bal>
              <Ntry>
                <NtryRef>E1</NtryRef><Amt Ccy="CHF">200.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
                <BookgDt><Dt>2024-03-05+01:00</Dt></BookgDt><ValDt><Dt>2024-03-06</Dt></ValDt>
                <NtryDtls><TxDtls><Amt Ccy="CHF">200.00</Amt>
                  <RltdPties><Dbtr><Nm>Client AG</Nm></Dbtr></RltdPties>
                  <RmtInf><Ustrd>Invoice 17</Ustrd></RmtInf></TxDtls></NtryDtls>
              </Ntry>
              <Ntry>
                <NtryRef>E2</NtryRef><Amt Ccy="CHF">50.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
                <BookgDt><Dt>2024-03-09</Dt></BookgDt>
                <AddtlNtryInf>Kartenzahlung Migros</AddtlNtryInf>
              </Ntry>
        \(pending ? """
              <Ntry><Amt Ccy="CHF">9.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>PDNG</Sts>
                <BookgDt><Dt>2024-03-30</Dt></BookgDt><AddtlNtryInf>Pending card</AddtlNtryInf></Ntry>
        """ : "")
            </Stmt>
          </BkToCstmrStmt>
        </Document>
        """
    }

    @Test func camt053ReadsAndReconciles() throws {
        let statement = try read(Self.camt(), file: "statement.xml")
        #expect(statement.cents == [20_000, -5_000])
        #expect(statement.transactions.map(\.date) == [day("2024-03-05"), day("2024-03-09")])
        #expect(statement.transactions.first?.amount.currency.code == "CHF")
        #expect(statement.transactions.first?.description == "Client AG Invoice 17")
        #expect(statement.reconciled?.hasPrefix("yes") == true)
    }

    @Test func camtPendingEntryIsPendingAndOutsideTheBookedBalance() throws {
        let statement = try read(Self.camt(pending: true), file: "statement.xml")
        #expect(statement.transactions.map(\.pending) == [false, false, true])
        #expect(statement.reconciled?.hasPrefix("yes") == true)
    }

    @Test func camtBrokenBalanceIsRefused() {
        let error = readError(Self.camt(closing: "1250.00"), file: "statement.xml")
        #expect(error?.errorCode == .unreconciled)
        #expect(error?.message.contains("gap 100.00 CHF") == true)
    }

    @Test func camtMalformedXMLIsRefused() {
        let truncated = readError(String(Self.camt().dropLast(30)), file: "statement.xml")
        #expect(truncated?.errorCode == .truncated)
        #expect(truncated?.message.contains("<BkToCstmrStmt>") == true)
        let broken = readError(Self.camt().replacingOccurrences(of: "</Ntry>", with: "</Entry>"), file: "statement.xml")
        #expect(broken?.errorCode == .malformedXML)
    }

    static func mt940(closing: String = "C240305EUR1165,50") -> String {
        """
        :20:STARTUMS
        :25:NL91ABNA0417164300
        :28C:1/1
        :60F:C240301EUR1000,00
        :61:2403010301D44,50NTRFNONREF
        :86:/NAME/ALBERT HEIJN/REMI/Groceries
        :61:240302C210,NMSCNONREF//B1
        NL00BANK0123456789
        :86:SALARY ADVANCE FROM EMPLOYER WITH A LONG TEXT THAT WRAPS AT SIXTY-FIV
        E CHARACTERS
        :62F:\(closing)
        -
        """
    }

    @Test func mt940ReadsAndReconciles() throws {
        let statement = try read(Self.mt940(), file: "account.sta")
        #expect(statement.cents == [-4_450, 21_000])
        #expect(statement.transactions.map(\.date) == [day("2024-03-01"), day("2024-03-02")])
        #expect(statement.transactions.first?.description == "ALBERT HEIJN Groceries")
        #expect(statement.transactions.last?.description.contains("SIXTY-FIVE CHARACTERS") == true)
        #expect(statement.reconciled?.hasPrefix("yes") == true)
    }

    @Test func mt940WithCRLFAndFundsCode() throws {
        let text = Self.mt940().replacingOccurrences(of: ":61:2403010301D44,50", with: ":61:2403010301DR44,50")
            .replacingOccurrences(of: "\n", with: "\r\n")
        // `D` then the funds-code letter `R`: a debit (a reversal would be `RD`).
        let statement = try read(text, file: "account.sta")
        #expect(statement.cents == [-4_450, 21_000])
    }

    /// A `:61:` line that stops after its dates has no debit/credit mark: refused, never a crash.
    @Test(arguments: ["1301010102", "13010101"])
    func mt940EntryCutAfterItsDatesIsRefused(_ value: String) {
        #expect(throws: StatementError.self) { try MT940Parser.entry(value, currency: .eur, line: 7) }
    }

    @Test func mt940BrokenBalanceIsRefused() {
        let error = readError(Self.mt940(closing: "C240305EUR1100,00"), file: "account.sta")
        #expect(error?.errorCode == .unreconciled)
        #expect(error?.message.contains(":20:STARTUMS") == true)
    }

    @Test func qifSkipsListsAndOpeningBalance() throws {
        let statement = try read(
            """
            !Type:Cat
            NGroceries
            E
            ^
            !Type:Bank
            D3/ 1'2024
            T0.00
            POpening Balance
            L[Checking]
            ^
            D3/ 2'2024
            T-1,234.56
            PHardware Store
            MShelves
            LHome:Repairs
            ^
            D3/14/24
            T2,000.00
            PClient LLC
            SIncome:Consulting
            $1500.00
            SIncome:Expenses
            $500.00
            ^
            !Type:Invst
            D3/15'2024
            NBuy
            T100.00
            ^

            """, file: "money.qif")
        #expect(statement.cents == [-123_456, 200_000])
        #expect(statement.transactions.map(\.date) == [day("2024-03-02"), day("2024-03-14")])
        #expect(statement.transactions.first?.bankCategory == "Home:Repairs")
        #expect(statement.skippedRows.first?.reason.contains("opening balance") == true)
    }

    @Test func qifOptionDecidesDateOrder() throws {
        let statement = try read(
            "!Option:DMY\r\n!Type:CCard\r\nD03.04.24\r\nT-10.00\r\nPShop\r\n^\r\n", file: "card.qif")
        #expect(statement.transactions.map(\.date) == [day("2024-04-03")])
    }

    /// Issue 12 class 5: SGML values keep no carriage return, whatever the line endings.
    @Test(arguments: ["\r\n", "\n", "\r"])
    func ofxSGMLWithAnyLineEnding(ending: String) throws {
        let text = OFXParserTests.sgmlChecking.replacingOccurrences(of: "\n", with: ending)
        let statement = try read(text, file: "bank.ofx")
        #expect(!statement.transactions.isEmpty)
        #expect(statement.transactions.allSatisfy { $0.amount.currency.code == "USD" })
        #expect(
            statement.transactions.allSatisfy { !($0.bankID ?? "").contains("\r") && !$0.description.contains("\r") })
    }

    /// A CSV whose times read `12:20:25` and `09:28:11` is not MT940.
    @Test func timesInACSVAreNotMT940Tags() throws {
        let statement = try read(
            """
            Date,Time,Description,Amount
            2024-03-01,12:20:25,COFFEE,-4.50
            2024-03-02,09:28:11,SALARY,1500.00

            """)
        #expect(statement.cents == [-450, 150_000])
        #expect(MT940Parser.looksLikeMT940(Self.mt940()))
    }
}
