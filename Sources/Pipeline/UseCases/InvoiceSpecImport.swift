import Foundation
import Invoicing
import ShoeboxCore
import Storage

/// What storing one spec did.
public struct InvoiceImportResult: Sendable, Equatable {
    public var number: String
    /// False when an existing document was updated (a revision row keeps the old state).
    public var created: Bool
    public var status: DocumentStatus
}

extension Ledger {
    /// Stores an invoice or estimate spec in one transaction: its client, the document, items,
    /// the spec's payments, a revision row when it updates an existing document, the estimate it
    /// converts, and the source file's row. A spec for an existing number updates that document
    /// when it comes from the same spec file; a number used by another spec file is an error
    /// naming both files. Nothing is stored when anything fails.
    public func importInvoiceSpec(
        _ spec: InvoiceSpec, document: NewDocument?, runID: Int64?,
        today: LocalDate
    ) throws -> InvoiceImportResult {
        try write { tx in
            var sourceID: Int64?
            if let document, let runID {
                sourceID = try tx.storeDocument(document, runID: runID, dialect: spec.type.rawValue, count: 0)
            }
            let result = try InvoiceSpecImport.store(spec, sourceDocumentID: sourceID, today: today, in: tx)
            if let document, let sourceID { try tx.rememberPath(of: document, documentID: sourceID) }
            return result
        }
    }

    /// `shoebox invoice convert EST-0003`: a new invoice with every item of the estimate, issued
    /// `today`; the estimate becomes `converted`.
    /// - Throws: an `invoice_refused` `Diagnostic` (the spec problem that stops it as its cause).
    public func convertEstimate(number: String, today: LocalDate) throws -> InvoiceImportResult {
        do { return try convert(number: number, today: today) } catch let problem as Diagnostic
            where problem.code != .invoiceRefused
        {
            throw Diagnostic(.invoiceRefused, problem.message, at: problem.location, cause: problem)
        }
    }

    private func convert(number: String, today: LocalDate) throws -> InvoiceImportResult {
        try write { tx in
            if let id = try tx.invoiceID(number: number), let invoice = try tx.numberConverted(from: id) {
                throw Diagnostic(.invoiceRefused, "\(number) was already converted to \(invoice)")
            }
            var spec = InvoiceSpec(file: "shoebox invoice convert \(number)", type: .invoice)
            spec.convertFrom = number
            spec.issueDate = today
            spec.defaultCurrency = try tx.businessProfile()?.defaultCurrency ?? .usd
            return try InvoiceSpecImport.store(spec, sourceDocumentID: nil, today: today, in: tx)
        }
    }
}

/// A spec applied to the book: numbering, lifecycle checks and totals (module `Invoicing`)
/// decide; the transaction reads what they need and writes what they decided.
enum InvoiceSpecImport {
    static func store(
        _ spec: InvoiceSpec, sourceDocumentID: Int64?, today: LocalDate,
        in tx: LedgerTransaction
    ) throws -> InvoiceImportResult {
        var business = try tx.businessProfile() ?? .placeholder
        let estimate = try conversionSource(spec, in: tx)
        let existing = try existingTarget(spec, estimateID: estimate?.id, in: tx)
        if let existing, existing.document.type != spec.type {
            throw spec.error(
                "number", code: .numberCollision,
                "\(existing.document.number) is a \(existing.document.type.rawValue), "
                    + "made from \(existing.specName); \(spec.file) is a \(spec.type.rawValue)")
        }
        if let estimate, estimate.document.status == .converted, existing == nil {
            throw spec.error("convert_from", "\(estimate.document.number) was already converted to an invoice")
        }
        let prefix = business.prefix(for: spec.type)
        var number = existing?.document.number ?? spec.number ?? ""
        if number.isEmpty {
            let next = spec.type == .invoice ? business.nextInvoiceNumber : business.nextEstimateNumber
            number = try DocumentNumbering.next(prefix: prefix, from: next) { try tx.numberTaken($0) }.number
        }
        guard DocumentNumbering.isValid(number) else {
            throw spec.error(
                "number", "`\(number)` can hold only letters, digits, `-`, `_` and `.` (it names the PDF file)")
        }
        let (clientID, client) = try resolveClient(spec, estimate: estimate, in: tx)
        if let existing,
            let problem = InvoiceLifecycle.transitionProblem(
                type: spec.type, from: existing.document.status,
                to: spec.status ?? .sent)
        {
            throw spec.error(spec.status == nil ? nil : "status", problem)
        }
        let otherPayments = existing?.paymentRows.filter { $0.source != "spec" }.map(\.payment) ?? []
        let resolved = try InvoiceBuilder.resolve(
            spec, number: number, client: client, business: business,
            otherPayments: otherPayments, estimate: estimate?.document, today: today)
        let id: Int64
        if let existing {
            try tx.writeRevision(invoiceID: existing.id, reason: "spec_updated", sourceDocumentID: sourceDocumentID)
            id = existing.id
        } else {
            id = try tx.insertDraftDocument(type: spec.type, number: number, clientID: clientID, specName: spec.file)
        }
        try tx.writeDocument(
            id: id, resolved.document, requestedStatus: resolved.requestedStatus, clientID: clientID,
            specName: spec.file, sourceDocumentID: sourceDocumentID, estimateID: estimate?.id)
        try replaceSpecPayments(id: id, spec.payments.map(\.payment), existing: existing?.paymentRows ?? [], in: tx)
        if let estimate, estimate.document.status != .converted {
            try tx.writeRevision(
                invoiceID: estimate.id, reason: "converted to \(number)", sourceDocumentID: sourceDocumentID)
            try tx.markConverted(estimateID: estimate.id)
        }
        if let counter = DocumentNumbering.counter(of: number, prefix: prefix) {
            if spec.type == .invoice {
                business.nextInvoiceNumber = max(business.nextInvoiceNumber, counter + 1)
            } else {
                business.nextEstimateNumber = max(business.nextEstimateNumber, counter + 1)
            }
            try tx.saveCounters(
                nextInvoiceNumber: business.nextInvoiceNumber, nextEstimateNumber: business.nextEstimateNumber)
        }
        if !InvoiceLifecycle.isOpen(resolved.document.status) { try tx.clearMatchCandidates(invoiceID: id) }
        return InvoiceImportResult(number: number, created: existing == nil, status: resolved.document.status)
    }

    static func conversionSource(_ spec: InvoiceSpec, in tx: LedgerTransaction) throws -> StoredInvoice? {
        guard let number = spec.convertFrom else { return nil }
        guard let id = try tx.invoiceID(number: number), let estimate = try tx.storedInvoice(id: id),
            estimate.document.type == .estimate
        else {
            throw spec.error("convert_from", code: .unknownEstimate, "there is no estimate \(number) in the book")
        }
        if let problem = InvoiceLifecycle.conversionProblem(status: estimate.document.status),
            estimate.document.status != .converted
        {
            throw spec.error("convert_from", "\(number) cannot be converted: \(problem)")
        }
        return estimate
    }

    /// The stored document this spec describes: by number, else by the spec file it came from
    /// (or the estimate it converts); a number owned by another spec file is a collision.
    static func existingTarget(_ spec: InvoiceSpec, estimateID: Int64?, in tx: LedgerTransaction) throws
        -> StoredInvoice?
    {
        if let number = spec.number {
            guard let id = try tx.invoiceID(number: number), let stored = try tx.storedInvoice(id: id) else {
                return nil
            }
            guard stored.specName == spec.file else {
                throw spec.error(
                    "number", code: .numberCollision,
                    "number \(number) already belongs to a document from \(stored.specName); "
                        + "\(spec.file) cannot use it (give it another number or remove `number` to get the next free one)"
                )
            }
            return stored
        }
        let id =
            try estimateID.flatMap { try tx.invoiceID(convertedFrom: $0) }
            ?? tx.latestDocumentID(specName: spec.file, type: spec.type)
        return try id.flatMap { try tx.storedInvoice(id: $0) }
    }

    /// Finds (or creates) the client; an inline block updates the stored client's details.
    static func resolveClient(
        _ spec: InvoiceSpec, estimate: StoredInvoice?,
        in tx: LedgerTransaction
    ) throws -> (Int64, ClientDetails) {
        switch spec.client {
        case .id(let id)?:
            guard let client = try tx.client(id: id) else {
                throw spec.error("client", code: .unknownClient, "there is no client with id \(id)")
            }
            return (id, client)
        case .name(let name, let details)?:
            guard name.contains(where: { $0.isLetter || $0.isNumber }) else {
                throw spec.error("client", "the client name has no letters or digits")
            }
            if let id = try tx.clientID(named: name) {
                if let details { try tx.updateClient(id: id, details) }
                return (id, try tx.client(id: id)!)
            }
            let fields = details ?? ClientDetails(name: name)
            return (try tx.insertClient(fields, named: name), fields)
        case nil:
            guard let estimate else { throw spec.error(nil, "`client` is required") }
            return (estimate.clientID, estimate.document.client)
        }
    }

    /// The spec's payments replace those an earlier version of the spec listed; unchanged ones keep their rows.
    static func replaceSpecPayments(
        id: Int64, _ payments: [Payment], existing: [StoredInvoice.PaymentRow],
        in tx: LedgerTransaction
    ) throws {
        var wanted = payments
        for row in existing where row.source == "spec" {
            if let index = wanted.firstIndex(of: row.payment) { wanted.remove(at: index); continue }
            try tx.markPaymentRemoved(id: row.id)
        }
        for payment in wanted { try tx.insertPayment(invoiceID: id, payment, source: "spec", transactionID: nil) }
    }
}
