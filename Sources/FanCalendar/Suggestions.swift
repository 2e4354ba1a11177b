/// "Did you mean" by edit distance.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely typo: at most a
    /// third of its letters (two in a short word) differ, and not all of them (`めい` is no typo of
    /// `ゆき`); else the one it begins.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(2, word.count / 3)
        if best.1 <= limit && best.1 < min(word.count, best.0.count) { return best.0 }
        return candidates.first { $0.hasPrefix(word) && word.count >= 2 }
    }

    /// Levenshtein distance.
    package static func distance(_ a: String, _ b: String) -> Int {
        let left = Array(a)
        let right = Array(b)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                current[j + 1] = Swift.min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}
