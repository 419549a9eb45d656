extension BookPatterns {
    /// `recurringMonths` when every month it compares (`date.prefix(7)` of a row with a payee key) is seven ASCII
    /// bytes that are seven characters (no carriage return; the byte after them, if any, is ASCII): such months
    /// are equal exactly when their bytes are, so each is numbered by its bytes, and a group's distinct months
    /// are counted after one sort of `group << 32 | month` integers instead of a `Set` per group. Nil when a
    /// month is not of that shape (`recurringMonths` then counts them its general way).
    static func packedRecurringMonths(_ rows: [Row]) -> [Int64: Int]? {
        var payees = PayeeNumbers()
        var groups: [AmountOfPayee: UInt32] = [:]
        var monthNumbers: [UInt64: UInt32] = [:]
        var groupOfRow: [UInt32] = []
        groupOfRow.reserveCapacity(rows.count)
        var keys: [UInt64] = []
        keys.reserveCapacity(rows.count)
        let none = UInt32.max
        for row in rows {
            guard !row.payeeKey.isEmpty else {
                groupOfRow.append(none)
                continue
            }
            guard let month = packedMonth(row.date) else { return nil }
            let key = AmountOfPayee(payee: payees.number(of: row), amountCents: row.amountCents)
            let group = groups[key] ?? UInt32(groups.count)
            if group == groups.count { groups[key] = group }
            let monthNumber = monthNumbers[month] ?? UInt32(monthNumbers.count)
            if monthNumber == monthNumbers.count { monthNumbers[month] = monthNumber }
            groupOfRow.append(group)
            keys.append(UInt64(group) << 32 | UInt64(monthNumber))
        }
        keys.sort()
        var months = [Int](repeating: 0, count: groups.count)
        var previous: UInt64?
        for key in keys where key != previous {
            months[Int(key >> 32)] += 1
            previous = key
        }
        var result: [Int64: Int] = [:]
        for (row, group) in zip(rows, groupOfRow) where group != none {
            let count = months[Int(group)]
            if count >= 3 { result[row.id] = count }
        }
        return result
    }

    /// The first seven bytes of `date` packed in an integer, when they are ASCII without a carriage return and
    /// the byte after them is ASCII or absent (so `date.prefix(7)` is exactly those bytes); nil otherwise.
    static func packedMonth(_ date: String) -> UInt64? {
        var date = date
        return date.withUTF8 { bytes -> UInt64? in
            guard bytes.count >= 7, bytes.count == 7 || bytes[7] < 0x80 else { return nil }
            var packed: UInt64 = 0
            for index in 0..<7 {
                let byte = bytes[index]
                guard byte < 0x80, byte != 0x0D else { return nil }
                packed = packed << 8 | UInt64(byte)
            }
            return packed
        }
    }
}
