/// A wall-clock time of day, to the second.
package struct CivilTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let hour: Int
    package let minute: Int
    package let second: Int

    package init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
            return nil
        }
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Parses `HH:MM` or `HH:MM:SS` (one-digit hours accepted: `9:30`).
    package init?(text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), (1...2).contains(parts[0].count),
            parts.dropFirst().allSatisfy({ $0.count == 2 }),
            let hour = CivilDate.number(ArraySlice(parts[0].utf8)),
            let minute = CivilDate.number(ArraySlice(parts[1].utf8))
        else { return nil }
        let second = parts.count == 3 ? CivilDate.number(ArraySlice(parts[2].utf8)) : 0
        guard let second else { return nil }
        self.init(hour: hour, minute: minute, second: second)
    }

    package var secondsSinceMidnight: Int { hour * 3600 + minute * 60 + second }

    package static func < (lhs: CivilTime, rhs: CivilTime) -> Bool {
        lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
    }

    /// `HH:MM:SS`.
    package var description: String { pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2) }

    /// `HH:MM`, for people.
    package var shortDescription: String { pad(hour, 2) + ":" + pad(minute, 2) }
}
