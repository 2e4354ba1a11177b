import FanCalendar

/// Times after 2037 in a zone defined by a VTIMEZONE.
///
/// libical expands a VTIMEZONE's observances only up to 2037 (`ICALTIMEZONE_MAX_YEAR`) and, asked
/// about a later year, throws the expansion away and redoes it from the first observance on every
/// call: a weekly series with its end in 2616 took minutes (found by `make fuzz`,
/// `Fixtures/hostile-vtimezone-far-future.ics`). A later time is converted in its stand-in year:
/// the latest year up to 2037 of the same type (the weekday of January 1 and the length), where
/// every yearly rule (`BYMONTH=3;BYDAY=-1SU`) falls on the same month days, and moved back by
/// the days between the two. (A 28-year cycle, used before, matches weekdays only until 2100,
/// which is not a leap year: DST changes after it moved by a week.)
extension ResolvedZone {
    static let lastExpandedYear = 2037
    /// 2038-01-01T00:00:00Z.
    static let firstUnexpandedInstant: Int64 = 2_145_916_800

    /// The latest year up to 2037 whose January 1 is the same weekday as `year`'s and whose
    /// length is the same (one of the 14 kinds of year; 2010–2037 holds all of them).
    static func standIn(forYear year: Int) -> Int {
        func kind(_ year: Int) -> (Weekday, Bool) {
            (CivilDate(year: year, month: 1, day: 1)!.weekday, CivilDate.isLeap(year))
        }
        let wanted = kind(year)
        var candidate = lastExpandedYear
        while kind(candidate) != wanted { candidate -= 1 }
        return candidate
    }

    /// The days from January 1 of `year`'s stand-in to January 1 of `year`.
    static func standInShift(forYear year: Int) -> Int {
        CivilDate(year: year, month: 1, day: 1)!.daysSinceEpoch
            - CivilDate(year: standIn(forYear: year), month: 1, day: 1)!.daysSinceEpoch
    }
}
