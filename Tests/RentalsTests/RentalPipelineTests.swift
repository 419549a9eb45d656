import Foundation
import GRDB
import Logging
import Pipeline
import Rentals
import Reports
import ShoeboxCore
import ShoeboxTestSupport
import Testing

@testable import Storage

/// A landlord's inbox through `BatchRunner`: specs, a bank export, matching, review, revisions.
@Suite struct RentalPipelineTests {
    static let today = LocalDate(iso: "2026-03-20")!

    static let maple = """
        name: Maple Street 12
        address: 12 Maple Street, Springfield
        type: residential
        currency: USD
        """
    static let oak = "name: Oak Court\naddress: 3 Oak Court\ntype: commercial\n"

    static func lease(property: String, unit: String?, tenant: String, rent: String = "1500.00", extra: String = "")
        -> String
    {
        """
        property: \(property)
        \(unit.map { "unit: \($0)" } ?? "")
        tenant: \(tenant)
        start: 2026-01-01
        end: 2026-12-31
        rent: "\(rent)"
        due_day: 1
        deposit: "3000.00"
        late_fee: {amount: "50.00", grace_days: 5}
        \(extra)
        """
    }

    static let bank = """
        Date,Description,Amount
        2026-01-02,ZELLE FROM ANA RUIZ,1500.00
        2026-02-03,ZELLE FROM ANA RUIZ,1500.00
        2026-03-02,ZELLE FROM ANA RUIZ,1000.00
        2026-01-05,ZELLE FROM BEN CHO,1500.00
        2026-02-02,MOBILE DEPOSIT,1500.00
        2026-02-10,JOES PLUMBING,-240.00
        2026-02-11,OFFICE DEPOT,-35.20

        """

    func runner(_ w: Workspace, today: LocalDate = Self.today) throws -> BatchRunner {
        var options = BatchRunner.Options(today: today)
        options.reports = []
        return try BatchRunner(book: w.book, ledger: w.ledger, options: options, logger: Logger(label: "test"))
    }

    func landlord() throws -> Workspace {
        let w = try Workspace()
        try w.write("maple.property.yaml", Self.maple)
        try w.write("oak.property.yaml", Self.oak)
        try w.write("ana.lease.yaml", Self.lease(property: "Maple Street 12", unit: "2B", tenant: "Ana Ruiz"))
        try w.write("ben.lease.yaml", Self.lease(property: "Oak Court", unit: nil, tenant: "Ben Cho"))
        try w.write("checking.csv", Self.bank)
        return w
    }

    @Test func namedDepositsPayRentAndTheUnnamedOneAwaitsReview() throws {
        let w = try landlord()
        let report = try runner(w).run(paths: [w.inbox.path])
        #expect(report.quarantined.isEmpty, "\(report.quarantined.map(\.reason))")
        let status = try w.ledger.rentStatus(asOf: Self.today)
        let ana = try #require(status.first { $0.tenant == "Ana Ruiz" })
        // Jan and Feb paid (Feb on the 3rd, inside the grace days); March: 1000 of 1500, overdue, fee charged.
        #expect(ana.periodStart == LocalDate(iso: "2026-03-01"))
        #expect(ana.paidCents == 100_000)
        #expect(ana.dueCents == 155_000)
        #expect(ana.balanceCents == 55_000)
        #expect(ana.status == .overdue)
        #expect(ana.daysOverdue == 19)
        #expect(ana.nextDueDate == LocalDate(iso: "2026-04-01"))
        let ben = try #require(status.first { $0.tenant == "Ben Cho" })
        #expect(ben.periodStart == LocalDate(iso: "2026-02-01"))
        #expect(ben.paidCents == 0)
        // The unnamed deposit of 1500 fits both leases: review, never guessed.
        let reviews = try w.ledger.rentMatchesAwaitingReview()
        #expect(reviews.count == 1)
        #expect(reviews.first?.description == "MOBILE DEPOSIT")
        #expect(reviews.first?.candidates.map(\.specName) == ["ana.lease.yaml", "ben.lease.yaml"])
        let review = try String(
            contentsOf: w.book.outputDirectory.appendingPathComponent("review.csv"), encoding: .utf8)
        #expect(review.contains("rent_payment"))
        // Alerts for the overdue rent.
        #expect(report.alerts.contains { $0.kind == .rentOverdue && $0.code == "rent_overdue_7" })
    }

    @Test func rentalIncomeIsNotOnScheduleC() throws {
        let w = try landlord()
        _ = try runner(w).run(paths: [w.inbox.path])
        let rows = try w.ledger.exportRows(canonicalOnly: true)
        let rent = rows.filter { $0.description.contains("ANA RUIZ") }
        #expect(rent.count == 3)
        #expect(rent.allSatisfy { $0.category == Ledger.rentalIncomeCategory && $0.scheduleELine == 3 })
        #expect(rent.allSatisfy { $0.property == "Maple Street 12" && $0.scheduleCLine == nil })
        let generator = ReportGenerator(book: w.book, ledger: w.ledger)
        let entries = try generator.entries(from: nil, to: nil)
        var classifier = EntryClassifierProbe()
        #expect(entries.filter { $0.description.contains("ANA RUIZ") }.allSatisfy { classifier.isExcluded($0) })
    }

    @Test func reviewAnswerPaysTheChosenLease() throws {
        let w = try landlord()
        let r = try runner(w)
        _ = try r.run(paths: [w.inbox.path])
        let pending = try #require(try w.ledger.rentMatchesAwaitingReview().first)
        try w.ledger.payRent(leaseSpec: "ben.lease.yaml", withTransaction: pending.transactionID)
        #expect(try w.ledger.rentMatchesAwaitingReview().isEmpty)
        let ben = try #require(try w.ledger.rentStatus(asOf: Self.today).first { $0.tenant == "Ben Cho" })
        // Jan and Feb now paid; March owed.
        #expect(ben.periodStart == LocalDate(iso: "2026-03-01"))
        #expect(ben.totalBalanceCents == 155_000)
        // The next pass does not ask again.
        _ = try runner(w).run(paths: [w.inbox.path])
        #expect(try w.ledger.rentMatchesAwaitingReview().isEmpty)
    }

    @Test func reDroppedLeaseUpdatesWithARevisionAndKeepsPayments() throws {
        let w = try landlord()
        _ = try runner(w).run(paths: [w.inbox.path])
        try w.write(
            "ana.lease.yaml", Self.lease(property: "Maple Street 12", unit: "2B", tenant: "Ana Ruiz", rent: "1300.00"))
        let report = try runner(w).run(paths: [w.inbox.path])
        #expect(report.quarantined.isEmpty)
        let leases = try w.ledger.leases()
        #expect(leases.count == 2)
        #expect(leases.first { $0.specName == "ana.lease.yaml" }?.rentCents == 130_000)
        let revisions = try w.ledger.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM lease_revisions") ?? 0
        }
        #expect(revisions == 1)
        let ana = try #require(try w.ledger.rentStatus(asOf: Self.today).first { $0.tenant == "Ana Ruiz" })
        // 1500 + 1500 + 1000 paid against 1300 × 3: March paid in time, 100 of credit.
        #expect(ana.totalBalanceCents == 0)
        #expect(ana.status == .paid)
        #expect(ana.creditCents == 10_000)
    }

    @Test func badSpecIsQuarantinedNamingFileLineAndKey() throws {
        let w = try Workspace()
        try w.write("maple.property.yaml", Self.maple)
        try w.write("x.lease.yaml", "property: Maple Street 12\ntenant: A\nstart: 2026-01-01\nrent: \"1,500\"\n")
        try w.write("y.lease.yaml", "property: Nowhere\ntenant: A\nstart: 2026-01-01\nrent: \"1500\"\n")
        let report = try runner(w).run(paths: [w.inbox.path])
        #expect(report.quarantined.count == 2)
        #expect(report.quarantined.contains { $0.reason.contains("x.lease.yaml:4: key `rent`") })
        #expect(report.quarantined.contains { $0.reason.contains("y.lease.yaml:1: key `property`") })
        #expect(try w.ledger.leases().isEmpty)
    }

    @Test func cashPaymentsFromCSVAreNotStoredTwice() throws {
        let w = try landlord()
        let csv = "date,property,unit,amount,method,type\n2026-03-05,Maple Street 12,2B,500.00,cash,rent\n"
        try w.write("rent-payments.csv", csv)
        _ = try runner(w).run(paths: [w.inbox.path])
        try w.write("rent-payments.csv", csv + "2026-03-06,Oak Court,,1500.00,wechat_pay,rent\n")
        _ = try runner(w).run(paths: [w.inbox.path])
        let payments = try w.ledger.rentPaymentsByLease().values.flatMap { $0 }.filter { $0.source == "csv" }
        #expect(payments.count == 2)
        let ana = try #require(try w.ledger.rentStatus(asOf: Self.today).first { $0.tenant == "Ana Ruiz" })
        // 1000 + 500 pays March's rent by the 5th: no late fee.
        #expect(ana.status == .paid)
        #expect(ana.dueCents == 150_000)
    }

    @Test func propertyRuleAndAssignmentPutExpensesOnScheduleE() throws {
        let w = try landlord()
        try
            "rules:\n  - name: maple-plumber\n    payee: JOES PLUMBING\n    category: repairs\n    property: Maple Street 12\n"
            .write(to: w.book.root.appendingPathComponent("rules.yaml"), atomically: true, encoding: .utf8)
        _ = try runner(w).run(paths: [w.inbox.path])
        let depot = try #require(try w.ledger.exportRows().first { $0.description == "OFFICE DEPOT" })
        try w.ledger.assignTransaction(depot.id, toProperty: "Oak Court", line: .supplies)
        let rows = try w.ledger.exportRows(canonicalOnly: true)
        let plumber = try #require(rows.first { $0.description == "JOES PLUMBING" })
        #expect(plumber.property == "Maple Street 12" && plumber.scheduleELine == 14)
        #expect(plumber.category == Ledger.rentalExpenseCategory)
        // Schedule E line totals equal the export's rows on each line.
        let scheduleE = try w.ledger.scheduleE(year: 2026)
        for property in scheduleE {
            for line in ScheduleELine.expenseLines {
                let exported = rows.filter { $0.property == property.property && $0.scheduleELine == line.rawValue }
                    .reduce(Int64(0)) { $0 - $1.amount.minorUnits }
                #expect(property.amount(line) == exported, "\(property.property) line \(line.rawValue)")
            }
            let rentExported = rows.filter { $0.property == property.property && $0.scheduleELine == 3 }
                .reduce(Int64(0)) { $0 + $1.amount.minorUnits }
            #expect(property.amount(.rentsReceived) == rentExported)
        }
        let maple = try #require(scheduleE.first { $0.property == "Maple Street 12" })
        #expect(maple.amount(.repairs) == 24_000)
        #expect(maple.amount(.rentsReceived) == 400_000)
        #expect(maple.amount(.incomeOrLoss) == 376_000)
        // Taking it off makes it undecided again.
        try w.ledger.assignTransaction(depot.id, toProperty: nil, line: .other)
        #expect(try w.ledger.exportRows().first { $0.id == depot.id }?.property == nil)
    }
}

extension RentalPipelineTests {
    @Test func payeeRulesOfThePropertySpecPlaceExpensesAndConflictsStayUndecided() throws {
        let w = try landlord()
        try w.write("maple.property.yaml", Self.maple + "\nexpenses:\n  - {match: \"JOES PLUMBING\", line: repairs}\n")
        try w.write(
            "oak.property.yaml",
            Self.oak
                + "expenses:\n  - {match: \"OFFICE DEPOT\", line: supplies}\n  - {match: \"PLUMBING\", line: repairs}\n"
        )
        _ = try runner(w).run(paths: [w.inbox.path])
        let rows = try w.ledger.exportRows(canonicalOnly: true)
        let depot = try #require(rows.first { $0.description == "OFFICE DEPOT" })
        #expect(depot.property == "Oak Court" && depot.scheduleELine == 15)
        // JOES PLUMBING fits a rule of each property: left for a person, not guessed.
        let plumber = try #require(rows.first { $0.description == "JOES PLUMBING" })
        #expect(plumber.property == nil)
        #expect(plumber.category != Ledger.rentalExpenseCategory)
    }

    @Test func rentalReportsRenderWithTheirFigures() throws {
        let w = try landlord()
        _ = try runner(w).run(paths: [w.inbox.path])
        let generator = ReportGenerator(book: w.book, ledger: w.ledger)
        for kind in [ReportKind.rentRoll, .property, .scheduleE] {
            let urls = try generator.generate(kinds: [kind], period: .year(2026))
            let data = try Data(contentsOf: urls[0])
            #expect(data.starts(with: Data("%PDF".utf8)))
            guard PDFTextExtractor.isAvailable else { continue }
            let text = try PDFTextExtractor.text(of: data)
            #expect(text.contains("Maple Street 12"), "\(kind)")
            if kind == .scheduleE { #expect(text.contains("Rents received") && text.contains("$4,000.00")) }
            if kind == .rentRoll { #expect(text.contains("Ana Ruiz") && text.contains("Ben Cho")) }
        }
    }
}

/// Reads how the shared report classifier treats an entry.
struct EntryClassifierProbe {
    var classifier = Reports.EntryClassifier()
    mutating func isExcluded(_ entry: Reports.LedgerEntry) -> Bool { classifier.classify(entry) == .excluded }
}
