import FanCalendar

/// The line under a calendar saying what its markers mean, in the user's language: only the
/// markers the grids show: a ticket deadline first, then the categories in their order, the
/// holiday marker last (`! Deadline  * Live  + Goods  ^ Holiday`). Without color the markers are all there is, so the legend
/// never relies on color either.
enum CalendarLegend {
    /// The legend of some month blocks; nil when they show no marker.
    static func line(for blocks: [MonthBlock], options: CalendarOptions) -> String? {
        var categories = Set<Category>()
        var deadline = false
        var birthday = false
        var holiday = false
        for block in blocks {
            let shown = block.shownMarkers()
            categories.formUnion(shown.categories)
            deadline = deadline || shown.deadline
            birthday = birthday || shown.birthday
            holiday = holiday || shown.holiday
        }
        let style = options.style
        var items = deadline
            ? [style.apply(MonthBlock.deadlineColor, MonthBlock.deadlineMarker) + " " + deadlineName(options.language)] : []
        items += categories.sorted().map {
            style.color($0.terminalColor, String($0.marker)) + " " + $0.displayName(options.language)
        }
        if birthday {
            items.append(style.apply(MonthBlock.birthdayColor, MonthBlock.birthdayMarker) + " " + birthdayName(options.language))
        }
        if holiday { items.append(style.red(String(MonthBlock.holidayMarker)) + " " + holidayName(options.language)) }
        return items.isEmpty ? nil : items.joined(separator: "  ")
    }

    /// What the days printed before a month's 1st in the short year are: its sixth week's.
    static func sixthWeekNote(_ language: Language) -> String {
        LocalizedText(
            en: "30 31 before the 1st: month's end",
            ja: "1日より前の 30 31 は月末",
            de: "30 31 vor dem 1.: Monatsende")(language)
    }

    static func deadlineName(_ language: Language) -> String {
        LocalizedText(
            en: "Deadline",
            ja: "締切",
            de: "Frist")(language)
    }

    static func birthdayName(_ language: Language) -> String {
        LocalizedText(
            en: "Birthday",
            ja: "誕生日",
            de: "Geburtstag")(language)
    }

    static func holidayName(_ language: Language) -> String {
        LocalizedText(
            en: "Holiday",
            ja: "祝日",
            de: "Feiertag")(language)
    }
}
