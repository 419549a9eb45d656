import Foundation
import Localization
import ShoeboxCore

/// Finds English labels left in a translated PDF's text.
public enum EnglishLeaks {
    /// The English catalog phrases of the keys under `areas` (`["invoice.", "common."]`) that appear
    /// in `text` although `language` says them differently. Phrases are the placeholder-free pieces
    /// of at least 6 characters; pieces the language writes the same way (`Total`, `Description`)
    /// and the official English Schedule C captions (printed beside their translation) do not count.
    public static func find(in text: String, language: Language, areas: [String]) -> [String] {
        let english = Catalog.parse(Catalog.text(.english), language: .english).entries
        let translated = Catalog.parse(Catalog.text(language), language: language).entries
        let translatedText = translated.values.joined(separator: "\n")
        let captions = english.filter { $0.key.hasPrefix("schedc.line.") }.values.joined(separator: "\n")
        let haystack = text.normalizedSpaces
        var leaks: Set<String> = []
        for (key, value) in english where areas.contains(where: { key.hasPrefix($0) }) {
            for piece in pieces(value) where piece.count >= 6 {
                guard !translatedText.contains(piece), !captions.contains(piece) else { continue }
                if haystack.contains(piece) { leaks.insert(piece) }
            }
        }
        return leaks.sorted()
    }

    /// The text between placeholders, trimmed: `Payment is due by {date}. Please quote` → its pieces.
    static func pieces(_ template: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var inPlaceholder = false
        for character in template {
            if character == "{" {
                inPlaceholder = true
                pieces.append(current)
                current = ""
            } else if character == "}" {
                inPlaceholder = false
            } else if !inPlaceholder {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces.map {
            $0.normalizedSpaces.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        }
    }
}
