import Book
import Foundation
import PipelineDefinition
import Reports
import ShoeboxCore
import Storage

/// A mileage log CSV (sniffed by its header): parse the trips and store them, a trip already
/// in the book from an overlapping log kept as its duplicate.
struct MileageLogStage: DocumentStage {
    var documentKind: String { "mileage_log" }
    var readsText: Bool { true }
    var gate: Stage { .statements }

    func claims(name: String, head: Data) -> Bool {
        DocumentStages.statementExtensions.contains(DocumentStages.fileExtension(name)) && MileageLog.looksLike(head)
    }

    func read(_ file: InputFile, in runner: BatchRunner) throws -> [MileageTrip] {
        let trips = try MileageLog.parse(file.data, fileName: file.name)
        guard !trips.isEmpty else {
            throw MileageLogError(
                code: .mileageEmpty, message: "\(file.name) has a mileage log header but no trips", line: nil)
        }
        return trips
    }

    func store(_ trips: [MileageTrip], document: NewDocument, runID: Int64, in runner: BatchRunner) throws
        -> ImportCounts
    {
        try runner.ledger.importMileage(document, trips.map(MileageTripRow.init), runID: runID)
    }
}

extension MileageTripRow {
    /// The storage row for a parsed trip.
    public init(_ trip: MileageTrip) {
        self.init(
            date: trip.date.description, purpose: trip.purpose, milesTenths: trip.tenthsOfMiles,
            odometerStartTenths: trip.odometerStart, odometerEndTenths: trip.odometerEnd, kind: trip.kind.rawValue,
            vehicle: trip.vehicle, sourceLine: Int64(trip.sourceLine), dedupKey: trip.dedupKey,
            sourceFile: trip.sourceFile)
    }
}

extension MileageTrip {
    /// The trip a storage row holds (nil for a row that does not parse: never written by Shoebox).
    public init?(_ row: MileageTripRow) {
        guard let date = LocalDate(iso: row.date), let kind = TripKind(rawValue: row.kind) else { return nil }
        self.init(
            date: date, purpose: row.purpose, tenthsOfMiles: row.milesTenths, odometerStart: row.odometerStartTenths,
            odometerEnd: row.odometerEndTenths, kind: kind, vehicle: row.vehicle, sourceLine: Int(row.sourceLine),
            sourceFile: row.sourceFile)
    }
}
