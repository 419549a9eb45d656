import Foundation
import Testing

/// `shoebox inspect`, `run`, `status` and `export` on statements in the new formats, with the
/// built binary: readings are explained, stored, shown, and a row that does not read quarantines
/// its file naming the line.
@Suite(.serialized) struct ShoeboxStatementsTests {
    static let mt940 = """
        :20:STMT1
        :25:NL91ABNA0417164300
        :28C:1/1
        :60F:C240301EUR1000,00
        :61:2403010301D44,50NTRFNONREF
        :86:/NAME/ALBERT HEIJN/REMI/Groceries
        :61:240302C210,00NMSCNONREF
        :86:SALARY ADVANCE
        :62F:C240305EUR1165,50
        -
        """

    static let card = """
        Transaction Date,Post Date,Description,Category,Type,Amount,Memo
        03/01/2024,03/02/2024,STARBUCKS STORE 123,Food & Drink,Sale,-6.45,
        03/03/2024,03/04/2024,INTEREST CHARGE ON PURCHASES,Fees & Adjustments,Fee,-12.31,
        03/05/2024,03/05/2024,PAYMENT THANK YOU,,Payment,100.00,

        """

    @Test func inspectExplainsWithoutStoring() throws {
        let dirs = try TempDirs()
        try dirs.write("account.sta", Self.mt940)
        let inspect = try ShoeboxBinary.run([
            "inspect", "--book", dirs.book, dirs.inbox.appendingPathComponent("account.sta").path,
        ])
        #expect(inspect.status == 0, "\(inspect.stdout)\(inspect.stderr)")
        #expect(inspect.stdout.contains("MT940"))
        #expect(inspect.stdout.contains("reconciled: yes"))
        #expect(inspect.stdout.contains("2 transactions"))
        #expect(!FileManager.default.fileExists(atPath: dirs.book + "/shoebox.sqlite"))

        try dirs.write("card_activity.csv", Self.card)
        let card = try ShoeboxBinary.run(["inspect", dirs.inbox.appendingPathComponent("card_activity.csv").path])
        #expect(card.stdout.contains("sign: kept as written"))
        #expect(card.stdout.contains("date order: MDY"))
        #expect(card.stdout.contains("[Food & Drink]"))
    }

    @Test func unreadableRowIsQuarantinedWithItsLine() throws {
        let dirs = try TempDirs()
        try dirs.write(
            "checking.csv",
            "Date,Description,Amount\n2024-03-01,COFFEE,-4.50\n2024-03-02,LUNCH,NaN\n2024-03-03,PAY,100.00\n")
        let inspect = try ShoeboxBinary.run(["inspect", dirs.inbox.appendingPathComponent("checking.csv").path])
        #expect(inspect.status == 1)
        #expect(inspect.stdout.contains("QUARANTINED [malformed_row] line 3"))
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(run.status == 3, "\(run.stdout)\(run.stderr)")
        let status = try ShoeboxBinary.run(["status", "--book", dirs.book])
        #expect(status.stdout.contains("checking.csv [malformed_row] line 3"))
        #expect(status.stdout.contains("0 transactions"))
    }

    @Test func runStoresReadingAndBankCategory() throws {
        let dirs = try TempDirs()
        try dirs.write("account.sta", Self.mt940)
        try dirs.write("card_activity.csv", Self.card)
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let status = try ShoeboxBinary.run(["status", "--book", dirs.book])
        #expect(status.stdout.contains("Statements read"))
        #expect(status.stdout.contains("account.sta: 2 rows; MT940"))
        #expect(status.stdout.contains("reconciled: yes"))
        let export = try ShoeboxBinary.run(["export", "--book", dirs.book])
        let lines = export.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(",confidence,bank_category,property,schedule_e_line") == true)
        #expect(lines.contains { $0.contains("STARBUCKS STORE 123") && $0.hasSuffix(",Food & Drink,,") })
        #expect(lines.contains { $0.contains("INTEREST CHARGE") && $0.contains("-12.31") })
        #expect(lines.contains { $0.contains("ALBERT HEIJN") && $0.contains("-44.50") })
    }
}
