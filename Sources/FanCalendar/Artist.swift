/// An artist a fan follows: the name reports show, the spellings that mean them, their color, and
/// the days worth remembering.
package struct Artist: Sendable, Hashable {
    /// How reports name them.
    package var name: String
    /// Other spellings (`セブチ`, `SVT`); the name itself always matches too.
    package var aliases: [String]
    /// 推しカラー, for calendars, charts and the year in review.
    package var color: RGBColor?
    package var birthday: MonthDay?
    /// The day the fan started following them (推し始めた日).
    package var since: CivilDate?
    package var debut: CivilDate?
    /// The group this artist belongs to (a member of a group), by id.
    package var groupID: Int64?

    package init(
        name: String, aliases: [String] = [], color: RGBColor? = nil, birthday: MonthDay? = nil,
        since: CivilDate? = nil, debut: CivilDate? = nil, groupID: Int64? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.color = color
        self.birthday = birthday
        self.since = since
        self.debut = debut
        self.groupID = groupID
    }

    /// The keys (`ArtistName.key`) of the name and every alias, without repeats.
    package var keys: [String] {
        var seen: Set<String> = []
        return ([name] + aliases).map(ArtistName.key).filter { seen.insert($0).inserted }
    }
}

/// A 24-bit color written `#RRGGBB`.
package struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    package let red: UInt8
    package let green: UInt8
    package let blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB` (either case); nil for anything else.
    package init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
            let value = UInt32(String(decoding: digits[1...], as: UTF8.self), radix: 16)
        else { return nil }
        self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#RRGGBB`, upper case.
    package var description: String {
        let value = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let text = String(value, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - text.count) + text
    }

    /// The nearest color of the terminal's 256-color palette (its 6×6×6 cube or grey ramp).
    package var nearest256: Int {
        func cubeLevel(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        let levels = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (cubeLevel(red), cubeLevel(green), cubeLevel(blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + greyIndex * 10
        func distance(_ color: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (color.0 - Int(red), color.1 - Int(green), color.2 - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }

    /// The nearest of the 16 basic terminal colors, as an SGR foreground number (30–37, 90–97).
    package var nearest16: Int {
        let palette: [(Int, (Int, Int, Int))] = [
            (30, (0, 0, 0)), (31, (205, 0, 0)), (32, (0, 205, 0)), (33, (205, 205, 0)), (34, (0, 0, 238)),
            (35, (205, 0, 205)), (36, (0, 205, 205)), (37, (229, 229, 229)), (90, (127, 127, 127)),
            (91, (255, 0, 0)), (92, (0, 255, 0)), (93, (255, 255, 0)), (94, (92, 92, 255)), (95, (255, 0, 255)),
            (96, (0, 255, 255)), (97, (255, 255, 255)),
        ]
        func distance(_ color: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (color.0 - Int(red), color.1 - Int(green), color.2 - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        return palette.min { distance($0.1) < distance($1.1) }!.0
    }

    /// The color made readable as text on both light and dark terminal backgrounds: its hue
    /// kept, its lightness brought into the middle band (pastels are deepened, near-blacks
    /// lifted) and a washed-out color given enough saturation to still look like itself.
    package var readable: RGBColor {
        let (r, g, b) = (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
        let high = max(r, g, b)
        let low = min(r, g, b)
        var lightness = (high + low) / 2
        let delta = high - low
        var saturation = delta == 0 ? 0 : delta / (1 - abs(2 * lightness - 1))
        var hue = 0.0
        if delta > 0 {
            if high == r {
                hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
            } else if high == g {
                hue = (b - r) / delta + 2
            } else {
                hue = (r - g) / delta + 4
            }
            hue = (hue * 60 + 360).truncatingRemainder(dividingBy: 360)
        }
        guard lightness > 0.62 || lightness < 0.25 else { return self }
        lightness = lightness > 0.62 ? 0.58 : 0.4
        if delta > 0 { saturation = max(saturation, 0.55) }
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let x = chroma * (1 - abs((hue / 60).truncatingRemainder(dividingBy: 2) - 1))
        let m = lightness - chroma / 2
        let (r1, g1, b1): (Double, Double, Double)
        switch hue {
        case ..<60: (r1, g1, b1) = (chroma, x, 0)
        case ..<120: (r1, g1, b1) = (x, chroma, 0)
        case ..<180: (r1, g1, b1) = (0, chroma, x)
        case ..<240: (r1, g1, b1) = (0, x, chroma)
        case ..<300: (r1, g1, b1) = (x, 0, chroma)
        default: (r1, g1, b1) = (chroma, 0, x)
        }
        func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, ((value + m) * 255).rounded()))) }
        return RGBColor(red: channel(r1), green: channel(g1), blue: channel(b1))
    }
}

/// A day of the year without a year, such as a birthday: `MM-DD`.
package struct MonthDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let month: Int
    package let day: Int

    /// nil unless the day exists in some year (02-29 does; 02-30 does not).
    package init?(month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(year: 2000, month: month) else { return nil }
        self.month = month
        self.day = day
    }

    /// `MM-DD` (also `M-D`); nil for anything else or a day that does not exist.
    package init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[0]), let day = Int(parts[1])
        else { return nil }
        self.init(month: month, day: day)
    }

    /// The day in `year`; 02-29 falls on 02-28 in common years, as most people celebrate it.
    package func date(in year: Int) -> CivilDate? {
        CivilDate(year: year, month: month, day: min(day, CivilDate.daysIn(year: year, month: month)))
    }

    package var description: String { "\(pad(month, 2))-\(pad(day, 2))" }

    package static func < (left: MonthDay, right: MonthDay) -> Bool {
        (left.month, left.day) < (right.month, right.day)
    }
}
