/// An artist a fan follows: the name reports show, the spellings that mean them, their color, and
/// the days worth remembering.
public struct Artist: Sendable, Hashable {
    /// Assigned by the store; nil until saved.
    public var id: Int64?
    /// How reports name them.
    public var name: String
    /// Other spellings (`セブチ`, `SVT`); the name itself always matches too.
    public var aliases: [String]
    /// 推しカラー, for calendars, charts and the year in review.
    public var color: RGBColor?
    public var birthday: MonthDay?
    /// The day the fan started following them (推し始めた日).
    public var since: CivilDate?
    public var debut: CivilDate?
    /// The group this artist belongs to (a member of a group), by id.
    public var groupID: Int64?

    public init(
        id: Int64? = nil, name: String, aliases: [String] = [], color: RGBColor? = nil, birthday: MonthDay? = nil,
        since: CivilDate? = nil, debut: CivilDate? = nil, groupID: Int64? = nil
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.color = color
        self.birthday = birthday
        self.since = since
        self.debut = debut
        self.groupID = groupID
    }

    /// The keys (`ArtistName.key`) of the name and every alias, without repeats.
    public var keys: [String] {
        var seen: Set<String> = []
        return ([name] + aliases).map(ArtistName.key).filter { seen.insert($0).inserted }
    }
}

/// A 24-bit color written `#RRGGBB`.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB` (either case); nil for anything else.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
            let value = UInt32(String(decoding: digits[1...], as: UTF8.self), radix: 16)
        else { return nil }
        self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#RRGGBB`, upper case.
    public var description: String {
        let value = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let text = String(value, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - text.count) + text
    }

    /// The nearest color of the terminal's 256-color palette (its 6×6×6 cube or grey ramp).
    public var nearest256: Int {
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
    public var nearest16: Int {
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

    /// Relative luminance (WCAG), 0 black … 1 white, in thousandths.
    public var luminanceThousandths: Int {
        func linear(_ channel: UInt8) -> Int {
            // An integer approximation of the sRGB curve: x² on 0–255, scaled to thousandths.
            let value = Int(channel)
            return value * value * 1000 / (255 * 255)
        }
        return (2126 * linear(red) + 7152 * linear(green) + 722 * linear(blue)) / 10_000
    }

    /// The color made readable as text on both light and dark terminal backgrounds: a very light
    /// color is darkened and a very dark one lightened, keeping its hue.
    public var readable: RGBColor {
        let luminance = luminanceThousandths
        if luminance > 500 {
            return RGBColor(red: UInt8(Int(red) * 6 / 10), green: UInt8(Int(green) * 6 / 10), blue: UInt8(Int(blue) * 6 / 10))
        }
        if luminance < 40 {
            func lift(_ channel: UInt8) -> UInt8 { UInt8(Int(channel) + (255 - Int(channel)) * 4 / 10) }
            return RGBColor(red: lift(red), green: lift(green), blue: lift(blue))
        }
        return self
    }
}

/// A day of the year without a year, such as a birthday: `MM-DD`.
public struct MonthDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let month: Int
    public let day: Int

    /// nil unless the day exists in some year (02-29 does; 02-30 does not).
    public init?(month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(year: 2000, month: month) else { return nil }
        self.month = month
        self.day = day
    }

    /// `MM-DD` (also `M-D`); nil for anything else or a day that does not exist.
    public init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[0]), let day = Int(parts[1])
        else { return nil }
        self.init(month: month, day: day)
    }

    /// The day in `year`; 02-29 falls on 02-28 in common years, as most people celebrate it.
    public func date(in year: Int) -> CivilDate? {
        CivilDate(year: year, month: month, day: min(day, CivilDate.daysIn(year: year, month: month)))
    }

    public var description: String { "\(pad(month, 2))-\(pad(day, 2))" }

    public static func < (left: MonthDay, right: MonthDay) -> Bool {
        (left.month, left.day) < (right.month, right.day)
    }
}
