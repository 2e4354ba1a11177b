import FanCalendar

/// The line under a calendar saying what its markers mean, in the user's language: only the
/// markers the grids show, in category order, the holiday marker last
/// (`* Live  + Goods  ^ Holiday`). Without color the markers are all there is, so the legend
/// never relies on color either.
enum CalendarLegend {
    /// The legend of some month blocks; nil when they show no marker.
    static func line(for blocks: [MonthBlock], options: CalendarOptions) -> String? {
        var categories = Set<Category>()
        var holiday = false
        for block in blocks {
            let shown = block.shownMarkers()
            categories.formUnion(shown.categories)
            holiday = holiday || shown.holiday
        }
        let style = options.style
        var items = categories.sorted().map {
            style.color($0.terminalColor, String($0.marker)) + " " + $0.displayName(options.language)
        }
        if holiday { items.append(style.red(String(MonthBlock.holidayMarker)) + " " + holidayName(options.language)) }
        return items.isEmpty ? nil : items.joined(separator: "  ")
    }

    static func holidayName(_ language: Language) -> String {
        switch language {
        case .en: "Holiday"
        case .ja: "祝日"
        case .de: "Feiertag"
        }
    }
}
