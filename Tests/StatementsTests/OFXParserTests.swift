import Foundation
import ShoeboxCore
import Testing

@testable import Statements

struct OFXParserTests {
    static let sgmlHeader = """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        SECURITY:NONE
        ENCODING:USASCII
        CHARSET:1252
        COMPRESSION:NONE
        OLDFILEUID:NONE
        NEWFILEUID:NONE

        """

    /// OFX 1.x: leaf elements are never closed.
    static let sgmlChecking =
        sgmlHeader + """

            <OFX>
            <SIGNONMSGSRSV1><SONRS>
            <STATUS><CODE>0<SEVERITY>INFO</STATUS>
            <DTSERVER>20240301120000
            <LANGUAGE>ENG
            </SONRS></SIGNONMSGSRSV1>
            <BANKMSGSRSV1>
            <STMTTRNRS>
            <TRNUID>1
            <STMTRS>
            <CURDEF>USD
            <BANKACCTFROM>
            <BANKID>121000358
            <ACCTID>000123456789
            <ACCTTYPE>CHECKING
            </BANKACCTFROM>
            <BANKTRANLIST>
            <DTSTART>20240201
            <DTEND>20240229
            <STMTTRN>
            <TRNTYPE>DEBIT
            <DTPOSTED>20240205120000[-8:PST]
            <TRNAMT>-42.17
            <FITID>2024020501
            <NAME>SAFEWAY #1234
            <MEMO>POS PURCHASE
            </STMTTRN>
            <STMTTRN>
            <TRNTYPE>CREDIT
            <DTPOSTED>20240215
            <TRNAMT>1500.00
            <FITID>2024021502
            <NAME>ACME PAYROLL
            <MEMO>ACME PAYROLL PPD
            </STMTTRN>
            <STMTTRN>
            <TRNTYPE>FEE
            <DTPOSTED>20240229
            <TRNAMT>-5
            <FITID>2024022903
            </STMTTRN>
            </BANKTRANLIST>
            <LEDGERBAL><BALAMT>2345.67<DTASOF>20240229</LEDGERBAL>
            </STMTRS>
            </STMTTRNRS>
            </BANKMSGSRSV1>
            </OFX>

            """

    @Test func sgmlStatement() throws {
        let statement = try StatementReader.read(Data(Self.sgmlChecking.utf8), context: makeContext("checking.ofx"))
        #expect(statement.cents == [-4_217, 150_000, -500])
        #expect(statement.dates == ["2024-02-05", "2024-02-15", "2024-02-29"])
        #expect(statement.descriptions == ["SAFEWAY #1234 POS PURCHASE", "ACME PAYROLL PPD", "FEE"])
        #expect(statement.transactions.map(\.bankID) == ["2024020501", "2024021502", "2024022903"])
        #expect(statement.lines == [30, 38, 46])
        #expect(statement.currencies == ["USD", "USD", "USD"])
        let account = try #require(statement.transactions.first?.account)
        #expect(account.key == "ofx:121000358:000123456789")
        #expect(account.displayName == "Account …6789")
        #expect(account.source == "ofx")
        #expect(statement.dialectSummary == "OFX 1.x SGML, 1 statement(s)")
    }

    static let xmlSavings = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
        <OFX>
          <BANKMSGSRSV1>
            <STMTTRNRS>
              <TRNUID>1001</TRNUID>
              <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
              <STMTRS>
                <CURDEF>EUR</CURDEF>
                <BANKACCTFROM>
                  <BANKID>30004</BANKID>
                  <ACCTID>FR7630004000031234567890143</ACCTID>
                  <ACCTTYPE>SAVINGS</ACCTTYPE>
                </BANKACCTFROM>
                <BANKTRANLIST>
                  <DTSTART>20240101000000</DTSTART>
                  <DTEND>20240131235959</DTEND>
                  <STMTTRN>
                    <TRNTYPE>POS</TRNTYPE>
                    <DTPOSTED>20240108</DTPOSTED>
                    <TRNAMT>-23.90</TRNAMT>
                    <FITID>A1B2C3</FITID>
                    <NAME>M&amp;S SIMPLY FOOD</NAME>
                  </STMTTRN>
                  <STMTTRN>
                    <TRNTYPE>INT</TRNTYPE>
                    <DTPOSTED>20240131</DTPOSTED>
                    <TRNAMT>3.07</TRNAMT>
                    <FITID>A1B2C4</FITID>
                    <NAME>INTERETS</NAME>
                    <MEMO>Intérêts créditeurs janvier</MEMO>
                  </STMTTRN>
                </BANKTRANLIST>
              </STMTRS>
            </STMTTRNRS>
          </BANKMSGSRSV1>
        </OFX>

        """

    @Test func xmlStatement() throws {
        let statement = try StatementReader.read(Data(Self.xmlSavings.utf8), context: makeContext("savings.qfx"))
        #expect(statement.cents == [-2_390, 307])
        #expect(statement.dates == ["2024-01-08", "2024-01-31"])
        #expect(statement.descriptions == ["M&S SIMPLY FOOD", "INTERETS Intérêts créditeurs janvier"])
        #expect(statement.transactions.map(\.bankID) == ["A1B2C3", "A1B2C4"])
        #expect(statement.currencies == ["EUR", "EUR"])
        #expect(statement.lines == [18, 25])
        #expect(statement.transactions[0].account.key == "ofx:30004:FR7630004000031234567890143")
        #expect(statement.transactions[0].account.displayName == "Account …0143")
        #expect(statement.dialectSummary == "OFX 2.x XML, 1 statement(s)")
    }

    static let creditCard =
        sgmlHeader + """
            <OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>0
            <CCSTMTRS><CURDEF>GBP
            <CCACCTFROM><ACCTID>4111111111111111</CCACCTFROM>
            <BANKTRANLIST>
            <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240311<TRNAMT>-64.20<FITID>CC-1<NAME>SAINSBURYS 0412</STMTTRN>
            <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240320<TRNAMT>400.00<FITID>CC-2<NAME>PAYMENT RECEIVED THANK YOU</STMTTRN>
            </BANKTRANLIST>
            </CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>

            """

    @Test func creditCardStatement() throws {
        let statement = try StatementReader.read(Data(Self.creditCard.utf8), context: makeContext("card.qbo"))
        #expect(statement.cents == [-6_420, 40_000])
        #expect(statement.currencies == ["GBP", "GBP"])
        #expect(statement.transactions.map(\.bankID) == ["CC-1", "CC-2"])
        #expect(statement.lines == [14, 15])
        let account = try #require(statement.transactions.first?.account)
        #expect(account.key == "ofx:4111111111111111")
        #expect(account.displayName == "Card …1111")
    }

    @Test func twoStatementsInOneFile() throws {
        let text =
            Self.sgmlHeader + """
                <OFX><BANKMSGSRSV1>
                <STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD
                <BANKACCTFROM><BANKID>026009593<ACCTID>1111222233<ACCTTYPE>CHECKING</BANKACCTFROM>
                <BANKTRANLIST>
                <STMTTRN><TRNTYPE>XFER<DTPOSTED>20240402<TRNAMT>-250.00<FITID>X1<NAME>TRANSFER TO SAVINGS</STMTTRN>
                </BANKTRANLIST></STMTRS></STMTTRNRS>
                <STMTTRNRS><TRNUID>2<STMTRS><CURDEF>USD
                <BANKACCTFROM><BANKID>026009593<ACCTID>9999888877<ACCTTYPE>SAVINGS</BANKACCTFROM>
                <BANKTRANLIST>
                <STMTTRN><TRNTYPE>XFER<DTPOSTED>20240402<TRNAMT>250.00<FITID>X1<NAME>TRANSFER FROM CHECKING</STMTTRN>
                <STMTTRN><TRNTYPE>INT<DTPOSTED>20240430<TRNAMT>0.84<FITID>X2<NAME>INTEREST</STMTTRN>
                </BANKTRANLIST></STMTRS></STMTTRNRS>
                </BANKMSGSRSV1></OFX>

                """
        let statement = try StatementReader.read(Data(text.utf8), context: makeContext("both.ofx"))
        #expect(statement.cents == [-25_000, 25_000, 84])
        #expect(
            statement.transactions.map { $0.account.key } == [
                "ofx:026009593:1111222233", "ofx:026009593:9999888877", "ofx:026009593:9999888877",
            ])
        #expect(statement.lines == [14, 19, 20])
        #expect(statement.dialectSummary == "OFX 1.x SGML, 2 statement(s)")
    }

    @Test func missingAmountIsMalformed() throws {
        let text = Self.sgmlChecking.replacingOccurrences(of: "<TRNAMT>1500.00\n", with: "")
        let error = try #require(readError(text, file: "broken.ofx"))
        #expect(error.code == "malformed_ofx")
        #expect(error.line == 38)
        #expect(error.region == "ofx:STMTTRN#2")
        #expect(error.message.contains("TRNAMT"))
        #expect(error.description == "[malformed_ofx] line 38: transaction 2 has no valid TRNAMT")
    }

    @Test func badPostedDateIsMalformed() {
        let text = Self.sgmlChecking.replacingOccurrences(of: "<DTPOSTED>20240215", with: "<DTPOSTED>2024-2-15")
        let error = readError(text)
        #expect(error?.code == "malformed_ofx")
        #expect(error?.region == "ofx:STMTTRN#2")
        #expect(error?.message.contains("DTPOSTED") == true)
    }

    @Test func noStatementAggregate() {
        let error = readError("OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>\n")
        #expect(error?.code == "malformed_ofx")
        #expect(error?.region == "ofx")
    }

    @Test func statementWithoutTransactions() {
        let text =
            "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>42</BANKACCTFROM>"
            + "<BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n"
        #expect(readError(text)?.code == "no_transaction_table")
    }

    @Test func unknownCurrency() {
        let text = Self.sgmlChecking.replacingOccurrences(of: "<CURDEF>USD", with: "<CURDEF>ZZZ")
        let error = readError(text)
        #expect(error?.code == "unknown_currency")
        #expect(error?.message.contains("ZZZ") == true)
    }

    @Test func missingCurdefUsesDefaultCurrencyAndCommaAmounts() throws {
        let text = Self.creditCard.replacingOccurrences(of: "<CURDEF>GBP", with: "")
            .replacingOccurrences(of: "-64.20", with: "-64,20")
        let statement = try StatementReader.read(Data(text.utf8), context: makeContext("card.ofx", currency: .eur))
        #expect(statement.cents == [-6_420, 40_000])
        #expect(statement.currencies == ["EUR", "EUR"])
    }

    @Test func leafReadsClosedAndUnclosedElements() {
        #expect(OFXParser.leaf("NAME", in: "<NAME>Joe &amp; Sons</NAME>") == "Joe & Sons")
        #expect(OFXParser.leaf("name", in: "<NAME>  Corner Shop  \n<MEMO>x") == "Corner Shop")
        #expect(OFXParser.leaf("MEMO", in: "<NAME>a<MEMO></STMTTRN>") == nil)
        #expect(OFXParser.leaf("FITID", in: "<NAME>a") == nil)
    }

    @Test func lineIndexCountsEveryLineEnding() {
        let index = LineIndex("a\nb\r\nc\rd")
        #expect([0, 2, 5, 7].map(index.line(ofUTF16Offset:)) == [1, 2, 3, 4])
    }

    @Test func windows1252NamesAndUnclosedTransactions() throws {
        let text =
            Self.sgmlHeader + "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR\n"
            + "<BANKACCTFROM><BANKID>10020030<ACCTID>DE89370400440532013000</BANKACCTFROM>\n<BANKTRANLIST>\n"
            + "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240502<TRNAMT>-7.80<FITID>K1<NAME>CAF\u{C9} M\u{DC}LLER\n"
            + "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240503<TRNAMT>-1.20<FITID>K2<NAME>B\u{C4}CKER\n"
            + "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n"
        let statement = try StatementReader.read(Bytes.latin1(text), context: makeContext("giro.ofx"))
        #expect(statement.descriptions == ["CAFÉ MÜLLER", "BÄCKER"])
        #expect(statement.cents == [-780, -120])
        #expect(statement.lines == [13, 14])
        #expect(statement.transactions[0].account.displayName == "Account …3000")
    }
}
