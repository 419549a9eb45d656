import Foundation
import ShoeboxCore

/// Finds `<year>.yaml` tax tables: first in an override directory (the book's `tax-tables/`),
/// then in the tables shipped with Shoebox (the `Shoebox_Reports.resources/TaxTables` folder
/// beside the executable, or `SHOEBOX_TAX_TABLES`).
public struct TaxTableStore: Sendable {
    /// Directories searched in order.
    public let directories: [URL]

    public init(directories: [URL]) { self.directories = directories }

    /// The override directory first, then the shipped tables.
    public static func standard(overrideDirectory: URL?) -> TaxTableStore {
        var list: [URL] = []
        if let overrideDirectory { list.append(overrideDirectory) }
        if let env = ProcessInfo.processInfo.environment["SHOEBOX_TAX_TABLES"], !env.isEmpty {
            list.append(URL(fileURLWithPath: env))
        }
        list += shippedDirectories
        return TaxTableStore(directories: list)
    }

    /// Candidate locations of the shipped `TaxTables` folder, without touching `Bundle.module`
    /// (which aborts when an installed binary has no bundle beside it).
    static var shippedDirectories: [URL] {
        let bundleName = "Shoebox_Reports.resources"
        var roots: [URL] = []
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        roots.append(exe)
        roots.append(Bundle.main.bundleURL)
        if let resources = Bundle.main.resourceURL { roots.append(resources) }
        // Test runners live one level deeper than the build products (xctest bundles).
        roots.append(Bundle.main.bundleURL.deletingLastPathComponent())
        var seen = Set<String>()
        return roots.flatMap { root in
            [
                root.appendingPathComponent(bundleName).appendingPathComponent("TaxTables"),
                root.appendingPathComponent("share/shoebox/TaxTables"),
                root.deletingLastPathComponent().appendingPathComponent("share/shoebox/TaxTables"),
            ]
        }.filter { seen.insert($0.path).inserted }
    }

    /// Loads the table for `year`.
    ///
    /// - Throws: `TaxTableError` naming `<year>.yaml` and where it was looked for when no
    ///   directory has it, or naming the file and key when it is invalid.
    public func table(for year: Int) throws -> TaxTable {
        let name = "\(year).yaml"
        for directory in directories {
            let url = directory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let text: String
            do { text = try String(contentsOf: url, encoding: .utf8) } catch {
                throw Diagnostic.taxTable("\(url.path): could not be read (\(error.localizedDescription))")
            }
            let table = try TaxTable.parse(text, name: url.path)
            guard table.taxYear == year else {
                throw Diagnostic.taxTable("\(url.path): tax_year is \(table.taxYear), expected \(year)")
            }
            return table
        }
        let searched = directories.map(\.path).filter { FileManager.default.fileExists(atPath: $0) }
        throw Diagnostic.taxTable(
            "no tax table for \(year): \(name) is missing (add it to the book's tax-tables/ folder"
                + (searched.isEmpty ? ")" : "; looked in \(searched.joined(separator: ", ")))"))
    }
}
