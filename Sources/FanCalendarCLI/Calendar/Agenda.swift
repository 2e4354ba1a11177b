import FanCalendar

/// The list under a month grid: one line per record (day and weekday, start time when the home
/// zone is known, category icon, title, artist, amount) and per holiday (day and weekday, 🎌, its name), in date order, holidays
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

    /// A cell's text and its display width, measured once.
    private typealias Cell = (text: String, width: Int)

    /// One line to be: a holiday, or a record with its cells already cut to size.
    private enum Entry {
        case holiday(Holiday)
        case record(Record, title: Cell, artist: Cell, amount: Cell)

        var date: CivilDate {
            switch self {
            case .holiday(let holiday): holiday.date
            case .record(let record, _, _, _): record.date
            }
        }
    }

    /// The agenda's lines, without trailing spaces; empty when there is nothing to list.
    func lines() -> [String] {
        let language = options.language
        let ordered = records.enumerated().sorted { left, right in
            let leftKey = (left.element.date, left.element.start?.instant ?? Int64.min, left.offset)
            let rightKey = (right.element.date, right.element.start?.instant ?? Int64.min, right.offset)
            return leftKey < rightKey
        }.map(\.element)
        // Merge two date-ordered lists, a holiday before the records of its day: linear, as a
        // month can hold thousands of records.
        let holidayEntries = holidays.sorted { $0.date < $1.date }.map(Entry.holiday)
        var entries: [Entry] = []
        entries.reserveCapacity(holidayEntries.count + ordered.count)
        var nextHoliday = 0
        for record in ordered {
            while nextHoliday < holidayEntries.count && holidayEntries[nextHoliday].date <= record.date {
                entries.append(holidayEntries[nextHoliday])
                nextHoliday += 1
            }
            let amount = record.amount.formatted(language)
            entries.append(
                Entry.record(
                    record, title: DisplayWidth.fit(record.title, to: Self.titleWidth),
                    artist: DisplayWidth.fit(record.artist ?? "", to: Self.artistWidth),
                    amount: (amount, DisplayWidth.of(amount))))
        }
        entries += holidayEntries[nextHoliday...]
        guard !entries.isEmpty else { return [] }

        var titleWidth = 0
        var artistWidth = 0
        var amountWidth = 0
        for case .record(_, let title, let artist, let amount) in entries {
            titleWidth = max(titleWidth, title.width)
            artistWidth = max(artistWidth, artist.width)
            amountWidth = max(amountWidth, amount.width)
        }
        let dateWidth = entries.map { DisplayWidth.of(dayLabel($0.date)) }.max() ?? 0
        let showsTimes = options.homeZone != nil && records.contains { $0.start != nil }
        let holidayDates = Set(holidays.map(\.date))
        let style = options.style

        return entries.map { entry in
            let date = entry.date
            let label = dayLabel(date)
            let dateColor = holidayDates.contains(date) ? "31" : MonthBlock.weekdayColor(date.weekday)
            let dateColumn = (dateColor.map { style.apply($0, label) } ?? label)
                + String(repeating: " ", count: dateWidth - DisplayWidth.of(label))
            let timeColumn = showsTimes ? "  " + DisplayWidth.padRight(startTime(entry), to: 5) : ""
            switch entry {
            case .holiday(let holiday):
                return dateColumn + timeColumn + "  " + Self.holidayIcon + " " + style.red(holiday.name(language))
            case .record(let record, let title, let artist, let amount):
                var line = dateColumn + timeColumn + "  " + record.category.icon + " "
                    + style.color(record.category.terminalColor, title.text)
                    + String(repeating: " ", count: titleWidth - title.width)
                if artistWidth > 0 {
                    line += "  " + artist.text + String(repeating: " ", count: artistWidth - artist.width)
                }
                return line + "  " + String(repeating: " ", count: amountWidth - amount.width) + amount.text
            }
        }
    }

    /// `18:00` in the home zone for a timed record; blank for all-day records and holidays.
    private func startTime(_ entry: Entry) -> String {
        guard case .record(let record, _, _, _) = entry, let start = record.start, let zone = options.homeZone else {
            return ""
        }
        return start.local(in: zone).time.shortDescription
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
