import Foundation
import ShoeboxCore
import Yams

/// One tax year's federal figures, read from `<year>.yaml` (see `TaxTableStore`). Amounts are
/// cents, rates basis points.
public struct TaxTable: Sendable, Equatable {
    /// One bracket: taxable income above `overCents` is taxed at `rateBasisPoints`.
    public struct Bracket: Sendable, Equatable {
        public var overCents: Int64
        public var rateBasisPoints: Int64
    }

    public var taxYear: Int
    public var netEarningsFactorBasisPoints: Int64
    public var socialSecurityRateBasisPoints: Int64
    public var medicareRateBasisPoints: Int64
    public var additionalMedicareRateBasisPoints: Int64
    public var socialSecurityWageBaseCents: Int64
    public var minimumNetEarningsCents: Int64
    public var additionalMedicareThresholdCents: [FilingStatus: Int64]
    public var standardDeductionCents: [FilingStatus: Int64]
    public var brackets: [FilingStatus: [Bracket]]
    /// Cents per business mile × 100 (72.5¢ → 7250).
    public var mileageRateCentiCents: Int64
    public var homeOfficeRatePerSquareFootCents: Int64
    public var homeOfficeMaxSquareFeet: Int64
    /// Q1...Q4 due dates.
    public var dueDates: [LocalDate]
    /// Where the table was read from, for the report footnote.
    public var source: String
    /// The qualified tips deduction (2025–2028); nil for years without it.
    public var qualifiedTips: QualifiedTipsRule? = nil

    /// Federal income tax on `taxableCents` for `status`, bracket by bracket, rounded to cents.
    public func incomeTax(taxableCents: Int64, status: FilingStatus) -> Int64 {
        guard taxableCents > 0, let list = brackets[status] else { return 0 }
        var tax: Int64 = 0
        for (i, bracket) in list.enumerated() where taxableCents > bracket.overCents {
            let top = i + 1 < list.count ? min(taxableCents, list[i + 1].overCents) : taxableCents
            tax += (top - bracket.overCents) * bracket.rateBasisPoints
        }
        return Rounding.halfAwayFromZero(tax, dividedBy: 10_000)
    }

    /// The marginal rate at `taxableCents`.
    public func marginalRate(taxableCents: Int64, status: FilingStatus) -> Int64 {
        brackets[status]?.last { taxableCents > $0.overCents }?.rateBasisPoints ?? brackets[status]?.first?
            .rateBasisPoints ?? 0
    }

    /// `miles` in tenths of a mile at this year's standard rate, in cents.
    public func mileageDeduction(tenthsOfMiles: Int64) -> Int64 {
        Rounding.halfAwayFromZero(tenthsOfMiles * mileageRateCentiCents, dividedBy: 1000)
    }

    /// The mileage rate as text: `72.5¢`.
    public var mileageRateText: String {
        let whole = mileageRateCentiCents / 100, rest = mileageRateCentiCents % 100
        return rest == 0 ? "\(whole)\u{00A2}" : "\(whole).\(rest % 10 == 0 ? String(rest / 10) : String(rest))\u{00A2}"
    }
}

extension TaxTable {
    /// Parses the YAML text of one table. `name` (the file path) is used in error messages.
    public static func parse(_ text: String, name: String) throws -> TaxTable {
        let raw: RawTable
        do { raw = try YAMLDecoder().decode(RawTable.self, from: text) } catch {
            throw Diagnostic.taxTable("\(name): \(Self.describe(error))")
        }
        func cents(_ value: String, _ key: String) throws -> Int64 {
            guard let c = Amounts.cents(value), c >= 0 else {
                throw Diagnostic.taxTable("\(name): \(key): \"\(value)\" is not an amount")
            }
            return c
        }
        func perStatus(_ map: [String: String], _ key: String) throws -> [FilingStatus: Int64] {
            var out: [FilingStatus: Int64] = [:]
            for status in FilingStatus.allCases {
                guard let value = map[status.rawValue] else {
                    throw Diagnostic.taxTable("\(name): \(key).\(status.rawValue) is missing")
                }
                out[status] = try cents(value, "\(key).\(status.rawValue)")
            }
            return out
        }
        var brackets: [FilingStatus: [Bracket]] = [:]
        for status in FilingStatus.allCases {
            guard let list = raw.brackets[status.rawValue], !list.isEmpty else {
                throw Diagnostic.taxTable("\(name): brackets.\(status.rawValue) is missing")
            }
            let parsed = try list.enumerated().map { i, b in
                Bracket(
                    overCents: try cents(b.over, "brackets.\(status.rawValue)[\(i)].over"), rateBasisPoints: b.rate_bp)
            }
            guard parsed.first?.overCents == 0,
                zip(parsed, parsed.dropFirst()).allSatisfy({ $0.overCents < $1.overCents })
            else {
                throw Diagnostic.taxTable("\(name): brackets.\(status.rawValue) must start at 0 and increase")
            }
            brackets[status] = parsed
        }
        guard let rate = Amounts.parseScaled(raw.mileage_rate_cents, digits: 2) else {
            throw Diagnostic.taxTable("\(name): mileage_rate_cents: \"\(raw.mileage_rate_cents)\" is not a number")
        }
        let dates = try raw.estimated_tax_due_dates.map { text in
            guard let d = LocalDate(iso: text) else {
                throw Diagnostic.taxTable("\(name): estimated_tax_due_dates: \"\(text)\" is not YYYY-MM-DD")
            }
            return d
        }
        guard dates.count == 4 else {
            throw Diagnostic.taxTable("\(name): estimated_tax_due_dates needs 4 dates, found \(dates.count)")
        }
        let se = raw.self_employment
        var tips: QualifiedTipsRule?
        if let block = raw.qualified_tips_deduction {
            var starts: [FilingStatus: Int64] = [:]
            for (status, value) in block.phase_out_start {
                guard let known = FilingStatus(rawValue: status) else {
                    throw Diagnostic.taxTable(
                        "\(name): qualified_tips_deduction.phase_out_start.\(status) is not a filing status")
                }
                starts[known] = try cents(value, "qualified_tips_deduction.phase_out_start.\(status)")
            }
            tips = QualifiedTipsRule(
                capCents: try cents(block.cap, "qualified_tips_deduction.cap"), phaseOutStartCents: starts,
                reductionPerThousandCents: try cents(
                    block.reduction_per_1000, "qualified_tips_deduction.reduction_per_1000"))
        }
        var table = TaxTable(
            taxYear: raw.tax_year, netEarningsFactorBasisPoints: se.net_earnings_factor_bp,
            socialSecurityRateBasisPoints: se.social_security_rate_bp, medicareRateBasisPoints: se.medicare_rate_bp,
            additionalMedicareRateBasisPoints: se.additional_medicare_rate_bp,
            socialSecurityWageBaseCents: try cents(
                se.social_security_wage_base, "self_employment.social_security_wage_base"),
            minimumNetEarningsCents: try cents(se.minimum_net_earnings, "self_employment.minimum_net_earnings"),
            additionalMedicareThresholdCents: try perStatus(
                raw.additional_medicare_threshold, "additional_medicare_threshold"),
            standardDeductionCents: try perStatus(raw.standard_deduction, "standard_deduction"), brackets: brackets,
            mileageRateCentiCents: rate,
            homeOfficeRatePerSquareFootCents: try cents(raw.home_office.rate_per_sq_ft, "home_office.rate_per_sq_ft"),
            homeOfficeMaxSquareFeet: raw.home_office.max_sq_ft, dueDates: dates, source: name)
        table.qualifiedTips = tips
        return table
    }

    static func describe(_ error: any Error) -> String {
        if case DecodingError.keyNotFound(let key, let context) = error {
            return (context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: ".") + " is missing"
        }
        if case DecodingError.typeMismatch(_, let context) = error {
            return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        }
        return "\(error)"
    }

    // Field names mirror the YAML keys.
    private struct RawTable: Decodable {
        struct SelfEmployment: Decodable {
            var net_earnings_factor_bp: Int64
            var social_security_rate_bp: Int64
            var medicare_rate_bp: Int64
            var additional_medicare_rate_bp: Int64
            var social_security_wage_base: String
            var minimum_net_earnings: String
        }
        struct RawBracket: Decodable { var over: String; var rate_bp: Int64 }
        struct HomeOffice: Decodable { var rate_per_sq_ft: String; var max_sq_ft: Int64 }
        struct QualifiedTips: Decodable {
            var cap: String
            var phase_out_start: [String: String]
            var reduction_per_1000: String
        }
        var tax_year: Int
        var self_employment: SelfEmployment
        var additional_medicare_threshold: [String: String]
        var standard_deduction: [String: String]
        var brackets: [String: [RawBracket]]
        var mileage_rate_cents: String
        var home_office: HomeOffice
        var estimated_tax_due_dates: [String]
        var qualified_tips_deduction: QualifiedTips?
    }
}
