/// Times after 2037 in a zone defined by a VTIMEZONE.
///
/// libical expands a VTIMEZONE's observances only up to 2037 (`ICALTIMEZONE_MAX_YEAR`) and, asked
/// about a later year, throws the expansion away and redoes it from the first observance on every
/// call: a weekly series with its end in 2616 took minutes (found by `make fuzz`,
/// `Fixtures/hostile-vtimezone-far-future.ics`). A later time is converted in the year 28·k
/// earlier, which has the same weekdays and leap days (exactly so within 1901–2099), and moved
/// back by the same number of days.
extension ResolvedZone {
    static let lastExpandedYear = 2037
    /// 2038-01-01T00:00:00Z.
    static let firstUnexpandedInstant: Int64 = 2_145_916_800
    /// 28 Gregorian years: 28 × 365 + 7 leap days.
    static let cycleDays = 10_227

    /// How many 28-year cycles bring `year` back to 2037 or before.
    static func cycles(forYear year: Int) -> Int { (year - lastExpandedYear + 27) / 28 }

    /// How many 28-year cycles bring `instant` back before 2038.
    static func cycles(forInstant instant: Int64) -> Int {
        Int((instant - firstUnexpandedInstant) / (Int64(cycleDays) * 86_400)) + 1
    }
}
