import Book
import Foundation
import GRDB
import Imaging
import ShoeboxCore

/// Writes a realistic freelancer's book straight into SQLite: income a few times a month,
/// expenses spread over Schedule C categories (with refunds), transfers, personal spending,
/// uncategorized and low-confidence rows, merged duplicates, mileage trips, and receipts
/// linked to their charges with archived images.
struct BenchBookBuilder {
    let book: Book
    var state: UInt64

    static let firstDay = LocalDate(year: 2024, month: 1, day: 1)!

    init(book: Book, seed: UInt64) {
        self.book = book
        state = seed
    }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    static let expenses: [(category: String, payees: [String], low: Int, high: Int, weight: Int)] = [
        ("office", ["ADOBE CREATIVE CLOUD", "GITHUB", "STAPLES", "NOTION LABS", "DROPBOX"], 500, 25_000, 18),
        ("meals", ["BLUE BOTTLE COFFEE", "ZUNI CAFE", "SWEETGREEN", "CHIPOTLE"], 400, 12_000, 16),
        ("travel", ["UNITED AIRLINES", "UBER TRIP", "LYFT RIDE", "MARRIOTT", "AIRBNB"], 1_500, 90_000, 9),
        ("car_truck", ["SHELL OIL", "CHEVRON", "JIFFY LUBE"], 2_000, 9_000, 6),
        ("utilities", ["COMCAST BUSINESS", "VERIZON WIRELESS", "PG&E"], 4_000, 20_000, 5),
        ("advertising", ["GOOGLE ADS", "META ADS", "LINKEDIN ADS"], 2_000, 60_000, 4),
        ("supplies", ["HOME DEPOT", "AMAZON MKTPL", "B&H PHOTO"], 800, 40_000, 8),
        ("legal_professional", ["H&R ACCOUNTING", "LEGALZOOM"], 10_000, 150_000, 1),
        ("insurance", ["STATE FARM", "HISCOX"], 5_000, 30_000, 1),
        ("contract_labor", ["UPWORK", "FIVERR"], 5_000, 200_000, 3),
        ("commissions_fees", ["STRIPE FEE", "PAYPAL FEE"], 100, 3_000, 6),
        ("rent_property", ["WEWORK MEMBERSHIP"], 45_000, 45_000, 1),
        ("software", ["FIGMA", "JETBRAINS", "SLACK"], 800, 6_000, 6),
    ]

    mutating func fill(transactions: Int, receipts: Int) throws {
        let db = try DatabaseQueue(path: book.databasePath)
        let imagePath = "archive/bench/receipt.png"
        try FileManager.default.createDirectory(
            at: book.root.appendingPathComponent("archive/bench"), withIntermediateDirectories: true)
        try ImageLoader.writePNG(Self.receiptImage(), to: book.root.appendingPathComponent(imagePath).path)
        try db.write { db in
            try db.execute(
                sql: """
                    INSERT INTO accounts (key, name, currency, source, created_at) VALUES ('bench', 'Business checking', 'USD', 'bench', 'now');
                    INSERT INTO documents (sha256, original_name, original_path, size, kind, status, archive_path, config_fingerprint,
                        first_seen_at, processed_at) VALUES ('bench-statement', 'business_checking_2024-2026.csv', '/bench/statement.csv', 1,
                        'statement', 'processed', 'archive/bench/statement.csv', 'bench', 'now', 'now');
                    INSERT INTO documents (sha256, original_name, original_path, size, kind, status, archive_path, config_fingerprint,
                        first_seen_at, processed_at) VALUES ('bench-receipt', 'receipt.png', '/bench/receipt.png', 1,
                        'receipt', 'processed', '\(imagePath)', 'bench', 'now', 'now');
                    INSERT INTO documents (sha256, original_name, original_path, size, kind, status, archive_path, config_fingerprint,
                        first_seen_at, processed_at) VALUES ('bench-miles', 'mileage.csv', '/bench/mileage.csv', 1,
                        'mileage_log', 'processed', 'archive/bench/mileage.csv', 'bench', 'now', 'now');
                    """)
            let insert = try db.makeStatement(
                sql: """
                    INSERT INTO transactions (account_id, kind, date, amount_cents, currency, description, dedup_description, payee,
                        category, schedule_c_line, category_source, confidence, document_id, source_line, duplicate_of, merge_reason,
                        created_at, updated_at)
                    VALUES (1, ?, ?, ?, 'USD', ?, ?, ?, ?, ?, 'bench', ?, ?, ?, ?, ?, 'now', 'now')
                    """)
            let days = 3 * 365
            var lastID: Int64 = 0
            var receiptCharges: [(Int64, String, Int64, String, String)] = []
            for i in 0..<transactions {
                let day = Self.firstDay.adding(days: i * days / transactions)
                let roll = next(100)
                var category: String?, line: String? = nil, cents: Int64, payee: String
                var confidence: Double? = 0.6 + Double(next(40)) / 100
                if roll < 8 {
                    category = "income"; payee = ["STRIPE TRANSFER", "ZELLE FROM CLIENT", "WISE PAYOUT"][next(3)]
                    cents = Int64(50_000 + next(600_000))
                    if next(40) == 0 { cents = -cents / 10; payee = "REFUND TO CLIENT" }
                } else if roll < 13 {
                    category = "transfer"; payee = "TRANSFER TO SAVINGS"; cents = -Int64(10_000 + next(200_000))
                } else if roll < 17 {
                    category = "personal"; payee = "GROCERY OUTLET"; cents = -Int64(1_000 + next(15_000))
                } else if roll < 19 {
                    category = nil; confidence = nil; payee = "POS PURCHASE \(next(900))";
                    cents = -Int64(500 + next(20_000))
                } else {
                    var pick = next(Self.expenses.reduce(0) { $0 + $1.weight })
                    let spec = Self.expenses.first {
                        pick -= $0.weight; return pick < 0
                    }!
                    category = spec.category
                    if spec.category == "software" { line = "18" }
                    payee = spec.payees[next(spec.payees.count)]
                    cents = -Int64(spec.low + next(max(1, spec.high - spec.low)))
                    if next(60) == 0 { cents = -cents / 2; payee += " REFUND" }
                    if next(25) == 0 { confidence = 0.3 }
                }
                let duplicate = next(50) == 0 && lastID > 0
                try insert.execute(arguments: [
                    "bank", day.description, cents, payee, payee, payee, category, line, confidence, 1,
                    i + 2, duplicate ? lastID : nil, duplicate ? "same_bank_id" : nil,
                ])
                if !duplicate { lastID = db.lastInsertedRowID }
                if day.year == 2026, cents < 0, category != nil, category != "transfer",
                    receiptCharges.count < receipts, next(20) == 0
                {
                    receiptCharges.append((lastID, day.description, cents, payee, category!))
                }
            }
            for (id, date, cents, payee, category) in receiptCharges {
                try insert.execute(arguments: [
                    "receipt", date, cents, payee, payee, payee.capitalized, category, nil, 0.9, 2, nil, id,
                    "receipt_linked",
                ])
            }
            let trip = try db.makeStatement(
                sql: """
                    INSERT INTO mileage_trips (document_id, source_line, date, purpose, miles_tenths, kind, vehicle, dedup_key, created_at)
                    VALUES (3, ?, ?, ?, ?, ?, 'Van', ?, 'now')
                    """)
            for d in stride(from: 0, to: days, by: 2) {
                let date = Self.firstDay.adding(days: d).description
                let kind = next(5) == 0 ? "personal" : "business"
                try trip.execute(arguments: [d + 2, date, "Client visit \(d)", 50 + next(600), kind, "\(date)|\(d)"])
            }
        }
    }

    /// A receipt-sized test image with dark text bars.
    static func receiptImage() -> GrayImage {
        let w = 1200, h = 1800
        var pixels = [UInt8](repeating: 248, count: w * h)
        for row in stride(from: 120, to: h - 120, by: 55) {
            let length = 250 + (row * 53) % 750
            for y in row..<(row + 20) { for x in 90..<(90 + length) { pixels[y * w + x] = UInt8(20 + (x * y) % 40) } }
        }
        return GrayImage(width: w, height: h, bytesPerRow: w, pixels: pixels)
    }
}
