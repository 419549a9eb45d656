import ArgumentParser
import Crypto
import Foundation

/// The fixed split of a labelled receipt folder: a development part (about 60 %, tuned on)
/// and an untouched part (about 40 %, only measured). Within each source prefix (`sroie`,
/// `wildreceipt`, `softmatic`) files are ordered by the SHA-1 of their name and the first
/// 60 % are development, so the split is stratified, deterministic and independent of labels.
enum ReceiptSplit {
    enum Part: String, CaseIterable, ExpressibleByArgument { case development, untouched }

    static let developmentShare = 0.6

    static func source(of name: String) -> String { String(name.prefix { $0 != "-" }) }

    static func parts(of names: [String]) -> [String: Part] {
        var result: [String: Part] = [:]
        for (_, group) in Dictionary(grouping: names, by: source(of:)) {
            let ordered = group.sorted { sha1($0) < sha1($1) }
            let cut = Int((Double(ordered.count) * developmentShare).rounded())
            for (i, name) in ordered.enumerated() { result[name] = i < cut ? .development : .untouched }
        }
        return result
    }

    static func sha1(_ text: String) -> String {
        Insecure.SHA1.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
