import Foundation

/// Keeps one input that crashes its reader from stopping every later run.
///
/// Before a file is imported, `<book>/reading` names it (SHA-256); afterwards the marker is
/// removed. A run that finds the marker at its start knows the previous run died while reading
/// that file (a crash — or a kill, which is why one strike is not enough): the file's count in
/// `<book>/crash-suspects.json` goes up. At `strikes` the file is set aside instead of read
/// again (`reader_crashed`), and it is retried automatically after an upgrade.
public struct ReadingMarker: Sendable {
    public static let strikes = 2
    let book: Book

    public init(book: Book) { self.book = book }

    var markerURL: URL { book.root.appendingPathComponent("reading") }
    var suspectsURL: URL { book.root.appendingPathComponent("crash-suspects.json") }

    /// Called once at the start of a run (the book lock held): counts the file a dead run was
    /// reading, and returns every suspect with its count, and whether the previous run died while
    /// reading a file or during the parallel receipt OCR pre-pass (which names no single file: the
    /// run after one reads its receipts one at a time, each under the marker).
    public func recover() -> (suspects: [String: Int], previousRunDied: Bool) {
        var suspects = load()
        var died = unlink(prepassURL.path) == 0
        if let data = try? Data(contentsOf: markerURL),
            let sha = String(data: data, encoding: .utf8)?
                .trimmingCharacters(in: .whitespacesAndNewlines), sha.count == 64
        {
            suspects[sha, default: 0] += 1
            save(suspects)
            died = true
        }
        unlink(markerURL.path)
        return (suspects, died)
    }

    var prepassURL: URL { book.root.appendingPathComponent("reading-receipts") }

    /// Brackets the parallel receipt OCR pre-pass.
    public func beginPrepass() { try? PrivateFile.write(Data("receipts".utf8), to: prepassURL) }
    public func endPrepass() { unlink(prepassURL.path) }

    /// Names the file about to be read.
    public func begin(_ sha256: String) {
        try? PrivateFile.write(Data(sha256.utf8), to: markerURL)
    }

    /// The file was read (stored or quarantined): the marker goes, and the file is no longer a suspect.
    public func finish(_ sha256: String, suspects: inout [String: Int]) {
        unlink(markerURL.path)
        if suspects.removeValue(forKey: sha256) != nil { save(suspects) }
    }

    func load() -> [String: Int] {
        guard let data = try? Data(contentsOf: suspectsURL),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Int]
        else { return [:] }
        return object
    }

    func save(_ suspects: [String: Int]) {
        guard let data = try? JSONSerialization.data(withJSONObject: suspects, options: [.sortedKeys]) else { return }
        try? PrivateFile.write(data, to: suspectsURL)
    }
}
