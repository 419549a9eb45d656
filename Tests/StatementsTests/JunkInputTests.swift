import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// Files that are not statements, or are broken, must fail fast with a precise code.
struct JunkInputTests {
    @Test func emptyData() throws {
        let error = try #require(readError(Data()))
        #expect(error.code == "empty_file")
        #expect(error.message == "the file is empty (0 bytes)")
    }

    @Test func pngNamedCSV() throws {
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x06, 0x00, 0x00, 0x00,
        ]
        let error = try #require(readError(Data(png), file: "statement.csv"))
        #expect(error.code == "binary_file")
        #expect(error.message.contains("NUL byte at offset 8"))
    }

    @Test func controlBytesWithoutNUL() throws {
        var bytes: [UInt8] = []
        for i in 0..<400 { bytes.append(UInt8(1 + i % 8)); bytes.append(UInt8(65 + i % 26)) }
        let error = try #require(readError(Data(bytes), file: "statement.csv"))
        #expect(error.code == "binary_file")
        #expect(error.message.contains("400 control bytes in the first 800"))
    }

    @Test func invalidUTF16() throws {
        // A lone low surrogate after a UTF-16LE byte-order mark.
        let error = try #require(readError(Data([0xFF, 0xFE, 0x00, 0xDC, 0x41, 0x00])))
        #expect(error.code == "binary_file")
    }

    @Test(.timeLimit(.minutes(1)))
    func fiveMegabyteSingleLine() throws {
        let line = String(repeating: "2024-01-01,9.99,", count: 5_000_000 / 16)
        #expect(line.utf8.count == 5_000_000)
        let clock = ContinuousClock()
        var error: StatementError?
        let elapsed = clock.measure { error = readError(line, file: "huge.csv") }
        #expect(error?.code == "no_transaction_table")
        #expect(error?.line == 1)
        #expect(error?.message.contains("5000000 characters") == true)
        #expect(elapsed < .seconds(10))
    }

    @Test(.timeLimit(.minutes(1)))
    func longLineAfterAHeader() throws {
        let text = "Date,Description,Amount\n" + String(repeating: "x", count: 200_000) + "\n2024-01-01,Coffee,-3.00\n"
        let error = try #require(readError(text))
        #expect(error.code == "no_transaction_table")
        #expect(error.message.contains("200000 characters"))
    }

    @Test func truncatedLastRowWithoutNewline() throws {
        let error = try #require(
            readError(
                """
                Date,Description,Amount,Balance
                2024-01-02,Coffee Cart,-3.50,996.50
                2024-01-03,Bookshop,-20.00,976.50
                2024-01-04,Groc
                """))
        #expect(error.code == "truncated_file")
        #expect(error.line == 4)
        #expect(error.message.contains("download the export again"))
    }

    @Test func truncatedRowMissingItsLastFields() throws {
        let error = try #require(
            readError(
                """
                Date,Description,Category,Amount,Balance
                2024-01-02,Coffee Cart,Food,-3.50,996.50
                2024-01-03,Bookshop,Leisure,-20.00,976.50
                2024-01-04,Groceries,Food,-1
                """))
        #expect(error.code == "truncated_file")
        #expect(error.line == 4)
    }

    @Test func completeLastRowWithoutNewlineIsFine() throws {
        let statement = try read(
            """
            Date,Description,Amount,Balance
            2024-01-02,Coffee Cart,-3.50,996.50
            2024-01-03,Bookshop,-20.00,976.50
            """)
        #expect(statement.cents == [-350, -2_000])
    }

    @Test func footerWithoutNewlineIsNotTruncation() throws {
        let statement = try read(
            """
            Date,Description,Amount,Balance
            2024-01-02,Coffee Cart,-3.50,996.50
            2024-01-03,Bookshop,-20.00,976.50
            Total,-23.50
            """)
        #expect(statement.cents == [-350, -2_000])
    }

    @Test func shortLastRowWithNewlineIsNotTruncation() throws {
        // Ends with a newline: the export finished, the last row just omits trailing empty fields.
        let statement = try read(
            """
            Date,Description,Amount,Memo,Category
            2024-01-02,Coffee Cart,-3.50,,Food
            2024-01-03,Bookshop,-20.00,,Leisure
            2024-01-04,Refund,5.00

            """)
        #expect(statement.cents == [-350, -2_000, 500])
    }

    @Test(arguments: [
        "Dear customer,\nThank you for banking with us. Your statement for January is attached.\nKind regards,\nThe Team\n",
        "# Shopping list\n\n- eggs\n- 2 apples\n- milk, 1 litre\n",
        "Meeting notes 2024-01-05, budget 12.00, follow up next week\n",
        "Date,Description,Amount\n",
    ])
    func proseIsNotATable(_ text: String) throws {
        let error = try #require(readError(text, file: "notes.txt"))
        #expect(error.code == "no_transaction_table")
    }

    @Test func tableOfOnlyBalanceLines() throws {
        let error = try #require(
            readError(
                """
                Date,Description,Amount
                2024-01-01,Opening balance,100.00
                2024-01-31,Closing balance,100.00

                """))
        #expect(error.code == "no_transaction_table")
        #expect(error.message.contains("2 rows skipped"))
    }

    @Test func singleByteFile() throws {
        #expect(readError(Data([0x0A]))?.code == "no_transaction_table")
    }

    @Test func truncatedInsideAQuotedField() throws {
        let error = try #require(
            readError(
                "Date,Description,Amount\n2024-01-02,Coffee,-3.50\n2024-01-03,Tea,-2.00\n2024-01-04,\"Groceries at"))
        #expect(error.code == "truncated_file")
        #expect(error.line == 4)
    }
}
