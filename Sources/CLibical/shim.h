#ifndef FANCAL_CLIBICAL_SHIM_H
#define FANCAL_CLIBICAL_SHIM_H
#include <libical/ical.h>

/// libical's recurrence iterators search for the next match without limit: a sub-daily rule whose
/// date filters never match (FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30) runs for hours, and so does
/// a VTIMEZONE built on one. The rule lists are fixed-size C arrays (huge tuples in Swift), so
/// the checks live here. Returns 1 when the rule filters by month, month day, year day, week
/// number, set position or an ordinal weekday (2MO).
static inline int fancal_recur_has_date_filters(const struct icalrecurrencetype *rule) {
    if (rule->by_month[0] != ICAL_RECURRENCE_ARRAY_MAX || rule->by_month_day[0] != ICAL_RECURRENCE_ARRAY_MAX
        || rule->by_year_day[0] != ICAL_RECURRENCE_ARRAY_MAX || rule->by_week_no[0] != ICAL_RECURRENCE_ARRAY_MAX
        || rule->by_set_pos[0] != ICAL_RECURRENCE_ARRAY_MAX) {
        return 1;
    }
    for (int i = 0; i < ICAL_BY_DAY_SIZE && rule->by_day[i] != ICAL_RECURRENCE_ARRAY_MAX; i++) {
        if (icalrecurrencetype_day_position(rule->by_day[i]) != 0) {
            return 1;
        }
    }
    return 0;
}

/// Returns 1 when the rule filters by hour, minute or second (never in a real VTIMEZONE).
static inline int fancal_recur_has_time_filters(const struct icalrecurrencetype *rule) {
    return rule->by_hour[0] != ICAL_RECURRENCE_ARRAY_MAX || rule->by_minute[0] != ICAL_RECURRENCE_ARRAY_MAX
        || rule->by_second[0] != ICAL_RECURRENCE_ARRAY_MAX;
}
#endif
