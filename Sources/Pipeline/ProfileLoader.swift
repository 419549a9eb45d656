import Crypto
import Foundation
import Statements

/// Loads statement profiles from the book's `profiles/` and any extra folders, and computes
/// the fingerprint that decides whether quarantined files deserve another try.
public enum ProfileLoader {
    public static func load(from directories: [URL]) throws -> (profiles: [StatementProfile], fingerprint: String) {
        var profiles: [StatementProfile] = []
        var hasher = SHA256()
        hasher.update(data: Data(ShoeboxVersion.current.utf8))
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                let url = directory.appendingPathComponent(name)
                let text = try String(contentsOf: url, encoding: .utf8)
                hasher.update(data: Data(text.utf8))
                profiles.append(try StatementProfile.parse(yaml: text, file: url.path))
            }
        }
        let fingerprint = hasher.finalize().map { String(format: "%02x", $0) }.joined().prefix(16)
        return (profiles, String(fingerprint))
    }
}

/// The version string stored with every verdict on a file.
public enum ShoeboxVersion {
    public static let current = "0.1.0"
}
