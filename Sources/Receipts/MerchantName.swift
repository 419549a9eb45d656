import Foundation

/// How a printed line becomes a merchant name, and how names are compared: OCR debris and
/// registration numbers trimmed, legal suffixes read back, names squashed for comparison.
enum MerchantName {
    /// Legal-entity suffixes: a line carrying one is a registered company name.
    static let legalWords = [
        "SDN BHD", "BHD", "S B", "GMBH", "AG", "KG", "LTD", "LIMITED", "LLC", "INC", "CORP", "PLC", "SARL",
        "S L", "S A", "SAS", "BV", "NV", "PTE", "PTY", "OY", "AB", "SRL", "SPA", "CO LTD", "AS", "OU", "APS", "ASA",
        "OYJ", "SRO",
    ]

    /// Legal forms of one or two letters that are also ordinary words or debris (`AB`, `OY`, `SA`,
    /// `S B`): they mark a company only as the name's last word ("UNE AB NOTE BOOK" is an item).
    static let endOnlyLegalWords = [
        "AG", "KG", "AB", "OY", "BV", "NV", "SA", "S A", "S B", "S L", "SAS", "SPA", "SRL", "AS", "OU", "APS", "ASA",
        "OYJ", "SRO",
    ]

    /// Whether `name` is a registered company name: a legal suffix that is a word of its own,
    /// not glued to a number ("10KG") and not the first word ("KG. BATU": a village, not a company);
    /// a short one (`endOnlyLegalWords`) only as the last word.
    static func isLegalEntity(_ name: String) -> Bool {
        let tokens = name.uppercased().split(separator: " ").filter { !$0.contains(where: \.isNumber) }
        let words = ReceiptKeywords.normalized(tokens.joined(separator: " ")).split(separator: " ")
        guard words.count >= 2 else { return false }
        let rest = words.dropFirst().joined(separator: " ")
        let anywhere = legalWords.filter { !endOnlyLegalWords.contains($0) }
        if ReceiptKeywords.containsAny(rest, anywhere) { return true }
        guard endOnlyLegalWords.contains(where: { rest == $0 || rest.hasSuffix(" " + $0) }) else { return false }
        // `AS`, `OU`, … are also words and debris (`Lang) ey acon aS`): only printed in capitals.
        guard let last = words.last, capitalsOnlyLegalWords.contains(String(last)) else { return true }
        return name.split(separator: " ").last.map { $0.filter(\.isLetter).allSatisfy(\.isUppercase) } ?? false
    }

    /// Short legal forms that are common words too (`AS`, `OU`): a legal form only in capitals.
    static let capitalsOnlyLegalWords: Set<String> = ["AS", "OU", "APS", "ASA", "OYJ", "SRO"]

    /// "Willy HcCoy's": the name prefix `Mc` with its M read as H (`Hc` and a capital begins no word).
    static let misreadMc = TextPattern(#"(?<![A-Za-z])Hc(?=[A-Z][a-z])"#)

    /// "R@SSMANN": OCR reads a bold O as @ inside a word.
    static let atSignInWord = TextPattern(#"(?<=[A-Za-z])@(?=[A-Za-z])"#)

    /// Common OCR slips in legal suffixes: "SON BHD" → "SDN BHD".
    static let suffixSlips: [(String, String)] = [
        (" SON BHD", " SDN BHD"), (" SON BHO", " SDN BHD"), (" SDN BHO", " SDN BHD"), (" 5DN BHD", " SDN BHD"),
        (" SDN 8HD", " SDN BHD"),
    ]

    /// "GnbH", "GMEH", "GmbM": the German suffix with one letter misread (G, then M/N, then B/E/8, then H/M).
    static let garbledGmbH = TextPattern(#"(?i)(?<=\s)G(?:[MN][B8E][HM]|MBH)\.?(?![A-Za-z])"#)

    /// "SDN BILD", "SON BLD", "SEN 3HD 37 5 - OX": the Malaysian private-company suffix with one
    /// or two letters misread, and the debris OCR read after it. Only a B…D / ?HD / BH? word of
    /// three characters (B and two more: `BrY`) or four after an S?N word counts, so "& SON BROS" is left alone.
    static let garbledSdnBhd = TextPattern(
        #"(?i)\s+(?:S[DO0E]N|5DN)\.?\s+(?:B[^AEOU\s]{1,2}D|[A-Z0-9]HD|B[A-Z][A-Z0-9])\.?(?:\s+(?:[^\sA-Za-z]+|[A-Za-z]{1,2}(?![A-Za-z])[^\sA-Za-z]*))*\s*$"#
    )

    /// "(728515-M)", "(GST Reg 001375580160)": company registration numbers after the name.
    static let registrationNumber = TextPattern(#"\([^)]*\d{3,}[^)]*\)?"#)
    /// "KING'S CONFECTIONERY S/B 273500-U (6KJ)": a company number without brackets ends the name;
    /// what follows it is not part of the name.
    static let bareCompanyNumber = TextPattern(#"\s\d{4,8}\s?-\s?[A-Z](?![A-Za-z]).*$"#)
    /// "$/B": the Malaysian `S/B` (Sdn Bhd) with its S read as a dollar sign.
    static let dollarSB = TextPattern(#"(?<=\s)\$/B(?![A-Za-z])"#)
    /// "99 SPEED MART 5/8 (519537-X)": `S/B` read with digits, only right before the company's
    /// bracketed registration number (an item's "5/8" is no legal form).
    static let digitSB = TextPattern(#"(?<=\s)(?:5/[B8]|S/8)(?=\s*\([^)]*\d{3,}[^)]*\)?\s*$)"#)

    /// "VKST: 3322 Dirk Rossmann GmbH": a short field label and its number before the name.
    static let fieldPrefix = TextPattern(#"^\s*[A-Za-z.-]{2,10}\s*:\s*[\d\s./-]+(?=[A-Za-z])"#)

    /// Trims OCR debris around a name: leading/trailing punctuation and lone characters.
    static func cleaned(_ text: String) -> String {
        var withoutNumbers = digitSB.replacing(in: text, with: "S/B")
        withoutNumbers = bareCompanyNumber.replacing(in: withoutNumbers, with: "")
        withoutNumbers = registrationNumber.replacing(in: withoutNumbers, with: " ")
        withoutNumbers = dollarSB.replacing(in: withoutNumbers, with: "S/B")
        withoutNumbers = fieldPrefix.replacing(in: withoutNumbers, with: "")
        withoutNumbers = atSignInWord.replacing(in: withoutNumbers, with: "O")
        withoutNumbers = misreadMc.replacing(in: withoutNumbers, with: "Mc")
        for (slip, fix) in suffixSlips { withoutNumbers = withoutNumbers.replacingOccurrences(of: slip, with: fix) }
        withoutNumbers = garbledGmbH.replacing(in: withoutNumbers) { $0.uppercased() == "GMBH" ? nil : "GmbH" }
        if let suffix = garbledSdnBhd.firstMatch(in: withoutNumbers)?[0],
            suffix.uppercased().filter(\.isLetter) != "SDNBHD"
        {
            withoutNumbers = garbledSdnBhd.replacing(in: withoutNumbers, with: " SDN BHD")
        }
        var words = withoutNumbers.split(separator: " ").map(String.init)
        while let first = words.first, first.count <= 1,
            !(first.first?.isLetter ?? false) || words.count > 2 && first.count == 1
        { words.removeFirst() }
        while let last = words.last, last.count <= 1, words.count > 1 { words.removeLast() }
        // A trailing dot stays: "SDN. BHD.", "S.L." are part of the name.
        return words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " -_=*~,:;|'\"`"))
            .drop { $0 == "." }.description
    }

    /// "SDN BHD", "GmbH", "Co. Ltd.": a legal suffix with no name before it.
    static func isSuffixOnly(_ name: String) -> Bool {
        let normalized = ReceiptKeywords.normalized(name)
        guard !normalized.isEmpty, ReceiptKeywords.containsAny(normalized, legalWords) else { return false }
        return distinctiveWords(normalized).isEmpty
    }

    /// The words of a normalized name that are neither legal suffixes nor fillers.
    static func distinctiveWords(_ normalized: String) -> [Substring] {
        normalized.split(separator: " ").filter { word in
            !legalWords.contains { $0.split(separator: " ").contains(word) } && !["CO", "M", "THE"].contains(word)
        }
    }

    /// OCR debris ("eee EiSE", "oo ddiidot tireet"): fewer than half of the longer words (legal
    /// suffixes aside) have a vowel and no letter three times in a row.
    static func looksLikeWords(_ words: [Substring]) -> Bool {
        let long = words.filter { word in
            word.count >= 3 && !legalWords.contains { $0.split(separator: " ").contains(word) }
        }
        guard !long.isEmpty else { return words.contains { $0.count >= 3 } }
        let wordlike = long.filter { word in
            let chars = Array(word)
            let tripled = chars.indices.dropFirst(2).contains {
                chars[$0] == chars[$0 - 1] && chars[$0] == chars[$0 - 2]
            }
            return word.contains { "AEIOUY".contains($0) } && !tripled
        }
        return wordlike.count * 2 >= long.count
    }

    /// Signs of a misread name: symbols OCR puts in place of letters (`D.I.¥.`, `“suc`),
    /// digits inside a word of letters (`O.1.Y`), a capital after a small letter inside a word
    /// (`MeNTAL`, `iSH`), unbalanced brackets.
    static func looksMisread(_ name: String) -> Bool {
        if name.contains(where: { "¥€£¢§©®“”‘’|\\{}[]<>~^!?¦»«".contains($0) }) { return true }
        if name.filter({ $0 == "(" }).count != name.filter({ $0 == ")" }).count { return true }
        for word in name.split(whereSeparator: { $0 == " " || $0 == "." || $0 == "-" || $0 == "," }) {
            let letters = word.filter(\.isLetter).count
            let digits = word.filter(\.isNumber).count
            if letters >= 2 && digits >= 1 && letters + digits == word.count && word.count <= 6 { return true }
            let chars = Array(word.filter(\.isLetter))
            let lowerThenTwoUpper = chars.indices.dropFirst().dropLast().contains {
                chars[$0 - 1].isLowercase && chars[$0].isUppercase && chars[$0 + 1].isUppercase
            }
            if lowerThenTwoUpper && !legalWords.contains(String(chars).uppercased()) { return true }
        }
        return false
    }

    /// A printed line and a web domain name the same shop: they share a run of at least
    /// 4 characters covering 60 % of the shorter ("jenisicecreams" ~ "venissplendidicecreamsllc").
    static func sharesName(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard !x.isEmpty, !y.isEmpty else { return false }
        var longest = 0
        var previous = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            var current = [Int](repeating: 0, count: y.count + 1)
            for j in 1...y.count where x[i - 1] == y[j - 1] {
                current[j] = previous[j - 1] + 1
                longest = max(longest, current[j])
            }
            previous = current
        }
        return longest >= max(4, Int((0.6 * Double(min(x.count, y.count))).rounded(.up)))
    }

    /// Lower-case letters and digits only: the form in which names are compared.
    static func squash(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
