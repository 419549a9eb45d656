import Foundation

/// A compiled ICU regular expression (lookbehind supported), matched against whole strings.
final class TextPattern: @unchecked Sendable {
    private let regex: NSRegularExpression

    init(_ pattern: String) {
        regex = try! NSRegularExpression(pattern: pattern)  // patterns are literals: a failure is a programming error
    }

    /// Every match, as its capture groups (index 0 = whole match; nil = group did not take part).
    func matches(in text: String) -> [[String?]] {
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            (0..<match.numberOfRanges).map { i in
                let range = match.range(at: i)
                return range.location == NSNotFound ? nil : ns.substring(with: range)
            }
        }
    }

    func firstMatch(in text: String) -> [String?]? { matches(in: text).first }

    func contains(_ text: String) -> Bool { firstMatch(in: text) != nil }

    /// Each whole match replaced by what `transform` returns for it; a nil keeps the match.
    func replacing(in text: String, transform: (String) -> String?) -> String {
        let ns = text as NSString
        var result = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let found = ns.substring(with: match.range)
            result += ns.substring(with: NSRange(location: last, length: match.range.location - last))
            result += transform(found) ?? found
            last = match.range.location + match.range.length
        }
        return result + ns.substring(from: last)
    }

    func replacing(in text: String, with template: String) -> String {
        regex.stringByReplacingMatches(
            in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: template)
    }
}
