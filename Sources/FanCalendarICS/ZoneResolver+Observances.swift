import CLibical

extension ZoneResolver {
    /// Whether a VTIMEZONE has an observance that repeats more often than daily. libical expands
    /// every observance from its DTSTART to the years it is asked about, so
    /// `RRULE:FREQ=SECONDLY` from 1919 takes hours and gigabytes (found by the mutation test:
    /// `Fixtures/hostile-vtimezone-secondly.ics`). No real zone changes more than yearly: the
    /// reader does not use such a VTIMEZONE, and its TZID resolves as if the file had none.
    static func hasSubDailyRule(_ vtimezone: OpaquePointer) -> Bool {
        var observance = icalcomponent_get_first_component(vtimezone, ICAL_ANY_COMPONENT)
        while let current = observance {
            var property = icalcomponent_get_first_property(current, ICAL_RRULE_PROPERTY)
            while let rule = property {
                let frequency = icalproperty_get_rrule(rule).freq
                if frequency == ICAL_SECONDLY_RECURRENCE || frequency == ICAL_MINUTELY_RECURRENCE
                    || frequency == ICAL_HOURLY_RECURRENCE
                {
                    return true
                }
                property = icalcomponent_get_next_property(current, ICAL_RRULE_PROPERTY)
            }
            observance = icalcomponent_get_next_component(vtimezone, ICAL_ANY_COMPONENT)
        }
        return false
    }
}
