/// Which column holds what, as detected (or pinned by a profile) for one file.
struct ColumnLayout {
    enum MoneyColumns: Equatable {
        /// One signed (or direction-flagged) amount column.
        case single(Int)
        /// Separate debit (money out) and credit (money in) columns.
        case split(debit: Int, credit: Int)
        /// Two columns whose cells carry their own sign (`-$76.00` / `+$327.49`).
        case splitSigned(Int, Int)

        /// The columns that hold money, in order.
        var indices: [Int] {
            switch self {
            case .single(let i): return [i]
            case .split(let d, let c): return [d, c]
            case .splitSigned(let a, let b): return [a, b]
            }
        }
    }

    var date: Int
    var postDate: Int?
    var descriptions: [Int]
    var money: MoneyColumns
    var direction: Int?
    var balance: Int?
    var currency: Int?
    var status: Int?
    var id: Int?
    var account: Int?
    var kind: Int?
    /// The export's own category column (Chase/Amex "Category", MCC), stored as `bank_category`.
    var category: Int?
    /// A post-date column filled in most rows: an empty cell there marks a pending row.
    var postDateMostlyFilled = false

    var moneyIndices: [Int] { money.indices }
}

/// Finds the column layout from header words (when there is a header) confirmed by what
/// the cells contain, or from the cells alone.
enum ColumnLayoutDetector {
    static func detect(header: [String]?, rows: [Record], fieldCount: Int, mark: DecimalMark) throws -> ColumnLayout {
        let sample = sampled(rows)
        let stats = (0..<fieldCount).map { j in
            ColumnStats(
                index: j, header: header.flatMap { j < $0.count ? $0[j] : nil },
                cells: sample.map { j < $0.fields.count ? $0.fields[j] : "" })
        }
        let hasHeader = header != nil
        let headerList = header?.joined(separator: ", ") ?? "none"

        // Dates: the transaction date first, post/value dates second.
        let dateColumns = stats.filter { $0.isDateColumn && $0.fill >= 0.5 }
        let ranked = dateColumns.sorted {
            (dateRank($0), -$0.index) > (dateRank($1), -$1.index)
        }
        guard let date = ranked.first else {
            throw StatementError(
                .noDateColumn,
                "no column holds dates in every row (header: \(headerList)); "
                    + "declare `date_column` and `date_format` in a profile", region: "header")
        }
        let postDate =
            dateColumns.first { $0.index != date.index && $0.headerStrength(.postDate) > 0 }?.index
            ?? (hasHeader ? nil : dateColumns.first { $0.index != date.index }?.index)

        var used: Set<Int> = Set(dateColumns.map(\.index))
        let idColumn = stats.first { s in
            s.headerStrength(.id) > 0 && !used.contains(s.index) && s.nonEmpty == sample.count
                && s.distinct == s.nonEmpty
                && sample.count > 1 && s.headerStrength(.amount) == 0
        }?.index
        let excludedFromMoney = stats.filter { $0.headerStrength(.id) >= 2 || $0.headerStrength(.account) >= 2 }.map(
            \.index)
        let moneyCandidates = stats.filter {
            $0.isMoneyColumn && !used.contains($0.index) && !excludedFromMoney.contains($0.index)
        }

        let (money, balance) = try chooseMoney(
            moneyCandidates, rows: sample, hasHeader: hasHeader, mark: mark, headerList: headerList)
        used.formUnion(money.indices)
        if let balance { used.insert(balance) }

        let currency = stats.filter { $0.isCurrencyColumn && !used.contains($0.index) }
            .max { ($0.headerStrength(.currency), -$0.index) < ($1.headerStrength(.currency), -$1.index) }?.index
        if let currency { used.insert(currency) }
        let direction = stats.filter { $0.isDirectionColumn && !used.contains($0.index) }
            .max { ($0.headerStrength(.direction), -$0.index) < ($1.headerStrength(.direction), -$1.index) }?.index
        if let direction { used.insert(direction) }
        if let idColumn { used.insert(idColumn) }
        let status = stats.first { $0.headerStrength(.status) > 0 && !used.contains($0.index) && $0.distinct <= 6 }?
            .index
        if let status { used.insert(status) }
        let account = stats.first { s in
            // An account column names or numbers the account; a "Gift Card Sales" column of amounts does not.
            s.headerStrength(.account) > 0 && !used.contains(s.index) && s.fill >= 0.9
                && s.distinct <= max(3, sample.count / 4) && s.rate(s.moneyWithFraction) < 0.5
                // A header that only starts with or contains a card word ("Card Brand") must hold numbers, not "Visa".
                && (s.headerStrength(.account) == 3 || s.normalizedHeader.contains("account")
                    || s.rate(s.letters) < 0.5)
        }?.index
        if let account { used.insert(account) }

        let textColumns = stats.filter {
            !used.contains($0.index) && $0.nonEmpty > 0 && !$0.isLinkColumn
                && ($0.isTextColumn || $0.headerStrength(.description) > 0)
        }
        let kind = textColumns.filter {
            $0.headerStrength(.kind) > 0 && $0.headerStrength(.description) < 3
                && $0.distinct <= max(6, sample.count / 3)
        }
        .max { $0.headerStrength(.kind) < $1.headerStrength(.kind) }?.index
        var descriptions = textColumns.filter { $0.index != kind }
            .sorted { descriptionScore($0) > descriptionScore($1) }.map(\.index)
        if descriptions.isEmpty, let kind { descriptions = [kind] }

        let category = stats.first { s in
            s.headerStrength(.category) > 0 && !used.contains(s.index) && s.index != descriptions.first
                && (s.isTextColumn || s.normalizedHeader.contains("mcc"))
        }?.index
        return ColumnLayout(
            date: date.index, postDate: postDate, descriptions: descriptions, money: money,
            direction: direction, balance: balance, currency: currency, status: status,
            id: idColumn, account: account, kind: kind, category: category,
            postDateMostlyFilled: postDate.map { stats[$0].fill >= 0.5 } ?? false)
    }

    /// Column roles are decided on at most ~6,000 rows: the first 4,000 and an even spread of the rest.
    static func sampled(_ rows: [Record]) -> [Record] {
        guard rows.count > 6_000 else { return rows }
        let step = max(1, (rows.count - 4_000) / 2_000)
        return Array(rows.prefix(4_000)) + stride(from: 4_000, to: rows.count, by: step).map { rows[$0] }
    }

    static func dateRank(_ s: ColumnStats) -> Int {
        let strength = s.headerStrength(.date) * 2 - s.headerStrength(.postDate) * 3
        let transactionBonus = s.normalizedHeader.contains("trans") ? 1 : 0
        return strength + transactionBonus
    }

    static func descriptionScore(_ s: ColumnStats) -> Double {
        var score = Double(s.headerStrength(.description)) * 100 + Double(s.headerStrength(.memo)) * 20
        if s.normalizedHeader.contains("original") { score += 50 }
        score += s.distinctRatio * 10 + min(s.averageLength, 40) / 4 + s.fill * 20
        // A description holds words; a "Reference" column of quoted numbers does not.
        score += s.rate(s.letters) * 60
        return score
    }

    // MARK: - Money columns

    static func chooseMoney(
        _ candidates: [ColumnStats], rows: [Record], hasHeader: Bool, mark: DecimalMark,
        headerList: String
    ) throws -> (ColumnLayout.MoneyColumns, balance: Int?) {
        let balanceByHeader = candidates.filter { $0.headerStrength(.balance) > $0.headerStrength(.amount) }
            .max { $0.headerStrength(.balance) < $1.headerStrength(.balance) }?.index
        let pool = candidates.filter { $0.index != balanceByHeader }
        if hasHeader, let net = netOfFees(pool) { return (.single(net), balanceByHeader) }
        if hasHeader {
            let amount = pool.filter {
                $0.headerStrength(.amount) > max($0.headerStrength(.debit), $0.headerStrength(.credit))
            }
            .max {
                ($0.headerStrength(.amount), $0.fill, -Double($0.index)) < (
                    $1.headerStrength(.amount), $1.fill, -Double($1.index)
                )
            }
            let debit = pool.filter { $0.headerStrength(.debit) > 0 }.max {
                $0.headerStrength(.debit) < $1.headerStrength(.debit)
            }
            let credit = pool.filter { $0.headerStrength(.credit) > 0 }.max {
                $0.headerStrength(.credit) < $1.headerStrength(.credit)
            }
            if let amount, amount.fill >= 0.8 { return (.single(amount.index), balanceByHeader) }
            if let debit, let credit, debit.index != credit.index {
                return (.split(debit: debit.index, credit: credit.index), balanceByHeader)
            }
            if let amount { return (.single(amount.index), balanceByHeader) }
        }
        return try chooseMoneyByContent(
            pool, rows: rows, mark: mark, balanceHint: balanceByHeader, headerList: headerList)
    }

    /// Headers of the amount a processor ledger's balance moves by, next to its gross and fee columns.
    static let netHeaders: Set<String> = ["net", "net amount", "net total", "net usd", "net eur"]
    static let feeHeaders: Set<String> = ["fee", "fees", "fee amount", "fee usd", "processing fee", "processing fees"]

    /// A processor ledger (Stripe balance history, PayPal activity, Square transactions) writes the
    /// gross sale, the fee and the net: the ledger's balance moves by the net, so the net is the row's
    /// amount (the gross would count the fee twice once the fee is its own row).
    static func netOfFees(_ pool: [ColumnStats]) -> Int? {
        guard pool.contains(where: { feeHeaders.contains($0.normalizedHeader) }) else { return nil }
        return pool.first { netHeaders.contains($0.normalizedHeader) && $0.fill >= 0.8 }?.index
    }

    static func chooseMoneyByContent(
        _ pool: [ColumnStats], rows: [Record], mark: DecimalMark, balanceHint: Int?,
        headerList: String
    ) throws -> (ColumnLayout.MoneyColumns, balance: Int?) {
        let values = BalanceCheck.Values(rows: Array(rows.prefix(4_000)), mark: mark)
        for (i, a) in pool.enumerated() {
            for b in pool[(i + 1)...] where exclusive(a.index, b.index, rows) {
                let full = pool.filter { $0.fill >= 0.95 && $0.index != a.index && $0.index != b.index }
                let balance = balanceHint ?? full.last?.index
                if a.signed == a.nonEmpty, b.signed == b.nonEmpty {
                    return (.splitSigned(a.index, b.index), balance)
                }
                if let balance {
                    let forward = BalanceCheck.matches(values, debit: a.index, credit: b.index, balance: balance)
                    let backward = BalanceCheck.matches(values, debit: b.index, credit: a.index, balance: balance)
                    if forward > backward { return (.split(debit: a.index, credit: b.index), balance) }
                    if backward > forward { return (.split(debit: b.index, credit: a.index), balance) }
                }
                if let byWording = creditSideByWording(a.index, b.index, rows: rows) {
                    return (byWording, balance)
                }
                throw StatementError(
                    .ambiguousDebitCredit,
                    "columns \(a.index + 1) and \(b.index + 1) hold amounts in alternate rows, but nothing in the file says "
                        + "which is money out; declare `debit_column` and `credit_column` in a profile",
                    region: "columns")
            }
        }
        let full = pool.filter { $0.fill >= 0.95 }
            .sorted { ($0.rate($0.moneyWithFraction), -$0.index) > ($1.rate($1.moneyWithFraction), -$1.index) }
        if full.count >= 2 {
            for amount in full {
                for balance in full where balance.index != amount.index {
                    let score = BalanceCheck.matches(values, amount: amount.index, balance: balance.index)
                    if score >= 0.8 { return (.single(amount.index), balance.index) }
                }
            }
            return (.single(full[0].index), balanceHint)
        }
        if let only = full.first ?? pool.max(by: { $0.fill < $1.fill }) { return (.single(only.index), balanceHint) }
        throw StatementError(
            .noAmountColumn,
            "no column holds amounts (header: \(headerList)); "
                + "declare `amount_column` (or `debit_column` and `credit_column`) in a profile", region: "header")
    }

    /// Two columns filled in alternate rows, no balance to decide: the rows' wording does. A
    /// "PAYMENT - THANK YOU" or "REFUND" sits in the credit column, a "PURCHASE" or "FEE" in the
    /// debit column. Decides only when strong wording points one way and nothing the other.
    static func creditSideByWording(_ a: Int, _ b: Int, rows: [Record]) -> ColumnLayout.MoneyColumns? {
        var aIsCredit = 0, bIsCredit = 0
        for row in rows.prefix(20_000) {
            let filledA = a < row.fields.count && !row.fields[a].trimmedSpaces.isEmpty
            let filledB = b < row.fields.count && !row.fields[b].trimmedSpaces.isEmpty
            guard filledA != filledB else { continue }
            let text = row.fields.enumerated().filter { $0.offset != a && $0.offset != b }.map(\.element).joined(
                separator: " ")
            guard let wording = FlowWording.classify(text), wording.strong else { continue }
            if (wording.direction > 0) == filledA { aIsCredit += 1 } else { bIsCredit += 1 }
        }
        if aIsCredit >= 1 && bIsCredit == 0 { return .split(debit: b, credit: a) }
        if bIsCredit >= 1 && aIsCredit == 0 { return .split(debit: a, credit: b) }
        return nil
    }

    /// True when, in almost every row, exactly one of the two columns is filled.
    static func exclusive(_ a: Int, _ b: Int, _ rows: [Record]) -> Bool {
        var exactlyOne = 0, filledA = 0, filledB = 0
        for row in rows {
            let x = a < row.fields.count && !row.fields[a].trimmedSpaces.isEmpty
            let y = b < row.fields.count && !row.fields[b].trimmedSpaces.isEmpty
            if x != y { exactlyOne += 1 }
            if x { filledA += 1 }
            if y { filledB += 1 }
        }
        return filledA > 0 && filledB > 0 && Double(exactlyOne) >= 0.9 * Double(rows.count)
    }
}
