import FanCalendar

/// The list under a month grid: one line per record (day and weekday, category icon, title,
/// artist, amount) and per holiday (day and weekday, 🎌, its name), in date order, holidays
/// first on their day. Columns are aligned by display width, so CJK and emoji titles line up.
struct Agenda {
    /// Titles longer than this many columns are cut with `…`.
    static let titleWidth = 32
    /// Artists longer than this many columns are cut with `…`.
    static let artistWidth = 20
    /// The icon shown before a holiday's name.
    static let holidayIcon = "🎌"

    let records: [Record]
    let holidays: [Holiday]
    let options: CalendarOptions

    private enum Entry {
        case holiday(Holiday)
        case record(Record)

        var date: CivilDate {
            switch self {
            case .holiday(let holiday): holiday.date
            case .record(let record): record.date
            }
        }
    }

    /// The agenda's lines, without trailing spaces; empty when there is nothing to list.
    func lines() -> [String] {
        let ordered = records.enumerated().sorted { left, right in
            let leftKey = (left.element.date, left.element.start?.instant ?? Int64.min, left.offset)
            let rightKey = (right.element.date, right.element.start?.instant ?? Int64.min, right.offset)
            return leftKey < rightKey
        }.map(\.element)
        var entries = holidays.map(Entry.holiday)
        for record in ordered {
            let index = entries.firstIndex { $0.date > record.date } ?? entries.endIndex
            entries.insert(.record(record), at: index)
        }
        guard !entries.isEmpty else { return [] }

        let language = options.language
        let dates = entries.map { dayLabel($0.date) }
        let dateWidth = dates.map(DisplayWidth.of).max() ?? 0
        let titles = ordered.map { DisplayWidth.truncate($0.title, to: Self.titleWidth) }
        let titleWidth = titles.map(DisplayWidth.of).max() ?? 0
        let artists = ordered.map { DisplayWidth.truncate($0.artist ?? "", to: Self.artistWidth) }
        let artistWidth = artists.map(DisplayWidth.of).max() ?? 0
        let amounts = ordered.map { $0.amount.formatted(language) }
        let amountWidth = amounts.map(DisplayWidth.of).max() ?? 0
        let holidayDates = Set(holidays.map(\.date))
        let style = options.style

        var recordIndex = 0
        return entries.enumerated().map { index, entry in
            let date = entry.date
            let dateColor = holidayDates.contains(date) ? "31" : MonthBlock.weekdayColor(date.weekday)
            let styledDate = dateColor.map { style.apply($0, dates[index]) } ?? dates[index]
            let dateColumn = styledDate + String(repeating: " ", count: dateWidth - DisplayWidth.of(dates[index]))
            switch entry {
            case .holiday(let holiday):
                return dateColumn + "  " + Self.holidayIcon + " " + style.red(holiday.name(language))
            case .record(let record):
                defer { recordIndex += 1 }
                let title = titles[recordIndex]
                let titlePadding = String(repeating: " ", count: titleWidth - DisplayWidth.of(title))
                var line = dateColumn + "  " + record.category.icon + " "
                    + style.color(record.category.terminalColor, title) + titlePadding
                if artistWidth > 0 {
                    line += "  " + DisplayWidth.padRight(artists[recordIndex], to: artistWidth)
                }
                return line + "  " + DisplayWidth.padLeft(amounts[recordIndex], to: amountWidth)
            }
        }
    }

    /// `18 Wed`, `18日(水)`, `18. Mi`.
    private func dayLabel(_ date: CivilDate) -> String {
        let weekday = CalendarNames.weekdayShort(date.weekday, options.language)
        switch options.language {
        case .en: return DisplayWidth.padLeft(String(date.day), to: 2) + " " + weekday
        case .ja: return DisplayWidth.padLeft(String(date.day), to: 2) + "日(" + weekday + ")"
        case .de: return DisplayWidth.padLeft(String(date.day) + ".", to: 3) + " " + weekday
        }
    }
}
