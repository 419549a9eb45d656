import Foundation
import Rendering
import Rentals
import Reports
import ShoeboxCore
import Storage

/// The rental report PDFs: reads leases, payments and property rows from the book, computes
/// with `Rentals`, draws with `Rendering`. The rent roll covers the period; the property report
/// and Schedule E cover the period's year.
struct RentalReports {
    let ledger: Ledger
    var today: LocalDate?
    var language: PDFLanguage = .english

    func render(_ kind: ReportKind, period: ReportPeriod) throws -> Data {
        let leases = try ledger.leaseSnapshots()
        switch kind {
        case .rentRoll:
            let asOf = min(period.end, today ?? period.end)
            let lines = try RentRoll.lines(leases, from: period.start, to: period.end, asOf: asOf)
            return RentRollPDF.render(lines, periodTitle: period.title, asOf: asOf, language: language)
        case .property:
            let reports = try propertyReports(year: period.year, leases: leases)
            return PropertyReportPDF.render(reports, year: period.year, language: language)
        default:
            return ScheduleEPDF.render(
                try scheduleE(year: period.year, leases: leases), year: period.year, language: language)
        }
    }

    func entries(year: Int) throws -> [PropertyEntry] {
        try ledger.propertyTransactions(
            from: LocalDate(year: year, month: 1, day: 1)!, to: LocalDate(year: year, month: 12, day: 31)!
        ).compactMap(\.entry)
    }

    func propertyReports(year: Int, leases: [LeaseSnapshot]) throws -> [PropertyYearReport] {
        let entries = try entries(year: year)
        return try ledger.properties().map {
            try RentRoll.propertyReport(
                property: $0.spec, year: year, leases: leases, entries: entries, asOf: today)
        }
    }

    /// Schedule E Part I of every property for `year`.
    func scheduleE(year: Int, leases: [LeaseSnapshot]) throws -> [ScheduleEProperty] {
        let entries = try entries(year: year)
        let rents = leases.flatMap { lease in
            lease.payments.map {
                ReceivedRent(property: lease.property, unit: lease.unit, tenant: lease.tenant, payment: $0, source: "")
            }
        }
        return try ledger.properties().map { property in
            try ScheduleECalculator.compute(
                property: property.spec, year: year, rents: rents, entries: entries,
                leases: leases.filter { $0.property == property.name })
        }
    }
}

extension Ledger {
    /// Schedule E Part I of every property for `year` (what `--kind schedule-e` draws).
    public func scheduleE(year: Int) throws -> [ScheduleEProperty] {
        try RentalReports(ledger: self).scheduleE(year: year, leases: try leaseSnapshots())
    }
}
