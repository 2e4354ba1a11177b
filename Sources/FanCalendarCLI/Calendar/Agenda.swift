import FanCalendar

/// The list under a month grid: one line per record (day and weekday, start time when the home
/// zone is known, category icon, title, artist, venue, amount), per holiday (day and weekday,
/// 🎌, its name, first on its day), and per busy day whose records were not all chosen (how many
/// more, and the `fancal list` that shows them). Columns are aligned by display width, so CJK
/// and emoji titles line up; titles and venues share the terminal's width (`options.width`) and
/// are cut with `…` only when a line would not fit. A record shown on several days is listed
/// once, as khal lists a continuing event: on its first day with its span (`(5/20–5/27, 8
/// days)`), or, begun in an earlier month, on the month's first day with the days of it the
/// month holds (`(day 7–8 of 8)`); the span is never cut, the title before it is.
struct Agenda {
    /// Artists longer than this many columns are cut with `…`.
    static let artistWidth = 20
    /// Titles are never cut shorter than this, nor venues shorter than `minimumVenueWidth`; a
    /// venue that would be cut shorter is left out.
    static let minimumTitleWidth = 16
    static let minimumVenueWidth = 8
    /// The icon shown before a holiday's name.
    static let holidayIcon = "🎌"
    /// The icons of an artist's birthday and of a milestone (推し始めて100日目): emoji drawn two
    /// columns wide everywhere.
    static let birthdayIcon = "🎂"
    static let milestoneIcon = "🎉"

    /// The records to list, in agenda order (see `AgendaSelection`).
    let records: [Stored<Record>]
    /// Days with records left out, and how many.
    let hidden: [CivilDate: Int]
    let holidays: [Holiday]
    let options: CalendarOptions
    /// Ticket deadlines of the month, soonest first: each a line with its time, after the
    /// records of its day.
    var deadlines: [DueItem] = []
    /// Birthdays and milestones of the month's days, by date: each a line, after the day's
    /// holidays, in the artist's color.
    var anniversaries: [Anniversary] = []
    /// Records shown on several days that start before the month and go on into it
    /// (`CalendarContent.continuing`).
    var continuing: [Stored<Record>] = []
    /// Which of `continuing` are listed on the month's first day, and whether it leaves some out
    /// (`CalendarContent.continuingListing`).
    var continuingListing = ContinuingListing()

    /// A cell's text and its display width, measured once.
    private typealias Cell = (text: String, width: Int)

    /// One line to be: a holiday, a record with its cells already cut to size, or the records
    /// of a day left out.
    private enum Entry {
        case holiday(Holiday)
        case anniversary(Anniversary)
        case record(Line)
        /// A day's records left out; `from` is the first day of the earliest of them (a record
        /// going on into the day starts before it), where the `fancal list` that shows them
        /// begins.
        case more(CivilDate, from: CivilDate, count: Int)
        case deadline(DueItem, date: CivilDate)

        var date: CivilDate {
            switch self {
            case .holiday(let holiday): holiday.date
            case .anniversary(let anniversary): anniversary.date
            case .record(let line): line.date
            case .more(let date, _, _): date
            case .deadline(_, let date): date
            }
        }
    }

    /// A record's line: its day, category and start (nil when begun in an earlier month), and its
    /// cells, in a struct of its own (a `Record`, or a tuple, costs more to copy per line).
    private struct Line {
        let date: CivilDate
        let category: Category
        let start: ZonedDateTime?
        let title: Cell
        /// The days of a record shown on several days, after its title and never cut; empty
        /// for a record of one day.
        let span: Cell
        let artist: Cell
        let venue: Cell
        let amount: Cell

        /// The title's column whole: the title and, after a space, the span, measured together (a
        /// space after a prepended mark joins its grapheme cluster).
        let whole: Cell

        init(date: CivilDate, category: Category, start: ZonedDateTime?, title: Cell, span: Cell, artist: Cell, venue: Cell, amount: Cell) {
            (self.date, self.category, self.start, self.title, self.span) = (date, category, start, title, span)
            (self.artist, self.venue, self.amount) = (artist, venue, amount)
            whole = span.width > 0 ? Agenda.measured(title.text + " " + span.text) : title
        }
    }

    /// The agenda's lines, without trailing spaces; empty when there is nothing to list.
    func lines() -> [String] {
        let language = options.language
        // Merge the date-ordered records with the days' "more" lines and the holidays, a holiday
        // before the records of its day.
        var pending = (holidays.sorted { $0.date < $1.date }.map(Entry.holiday) + anniversaries.map(Entry.anniversary))
            .enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)[...]
        var entries: [Entry] = []
        entries.reserveCapacity(pending.count + records.count + hidden.count + continuing.count)
        // A record begun in an earlier month is listed on the month's first day, before that
        // day's own records and without its amount (it counts once, on its first day).
        let copies = continuations()
        // Each record's fields read through `value`: a `Stored` field read per record goes
        // through a key path, which a month of thousands of records pays for.
        let dates = copies.map(\.date) + records.map(\.value.date)
        let listed = dates.enumerated().map { ($0.element.daysSinceEpoch, $0.offset < copies.count ? 0 : 1, $0.offset) }
            .sorted { $0 < $1 }.map(\.2)
        for (position, index) in listed.enumerated() {
            let day = dates[index]
            while let next = pending.first, next.date <= day {
                entries.append(next)
                pending = pending.dropFirst()
            }
            if index < copies.count {
                entries.append(.record(copies[index]))
            } else {
                let record = records[index - copies.count].value
                let amount = record.amount.formatted(language)
                let span = record.lastDayShown.map { Self.measured(Self.span(from: record.date, to: $0, language)) }
                entries.append(
                    .record(
                        Line(
                            date: record.date, category: record.category, start: record.start,
                            title: Self.measured(TerminalText.safe(record.title)), span: span ?? ("", 0),
                            artist: DisplayWidth.fit(TerminalText.safe(record.artist ?? ""), to: Self.artistWidth),
                            venue: Self.measured(TerminalText.safe(record.venue ?? "")),
                            amount: (amount, DisplayWidth.of(amount)))))
            }
            let lastOfDay = position + 1 == listed.count || dates[listed[position + 1]] != day
            if lastOfDay, let count = hidden[day] {
                entries.append(.more(day, from: continuingListing.hiddenSince[day] ?? day, count: count))
            }
        }
        entries += pending
        if !deadlines.isEmpty { entries = Self.merging(deadlines, into: entries, zone: options.homeZone) }
        guard !entries.isEmpty else { return [] }

        var titleWidth = 0
        var artistWidth = 0
        var venueWidth = 0
        var amountWidth = 0
        var spanWidth = 0
        for case .record(let line) in entries {
            titleWidth = max(titleWidth, line.whole.width)
            if line.span.width > 0 { spanWidth = max(spanWidth, 1 + line.span.width) }
            artistWidth = max(artistWidth, line.artist.width)
            venueWidth = max(venueWidth, line.venue.width)
            amountWidth = max(amountWidth, line.amount.width)
        }
        let showsTimes = options.homeZone != nil && (!deadlines.isEmpty || records.contains { $0.value.start != nil })
        let iconWidth = options.icons ? 2 : 1
        let holidayDates = Set(holidays.map(\.date))
        let style = options.style
        // Each day's column once (label, color, padding): a busy month has many lines per day.
        var dateColumns: [CivilDate: String] = [:]
        var labels: [(date: CivilDate, text: String, width: Int)] = []
        for entry in entries where labels.last?.date != entry.date {
            let label = dayLabel(entry.date)
            labels.append((entry.date, label, DisplayWidth.of(label)))
        }
        let dateWidth = labels.map(\.width).max() ?? 0
        // What a record line needs besides its title and venue: date, time, icon, artist, amount.
        let fixed = dateWidth + (showsTimes ? 7 : 0) + 2 + iconWidth + 1 + (artistWidth > 0 ? 2 + artistWidth : 0)
            + 2 + amountWidth
        (titleWidth, venueWidth) = Self.share(options.width - fixed, title: titleWidth, venue: venueWidth, span: spanWidth)
        for (date, label, width) in labels {
            let dateColor = holidayDates.contains(date) ? "31" : MonthBlock.weekdayColor(date.weekday)
            dateColumns[date] = (dateColor.map { style.apply($0, label) } ?? label) + DisplayWidth.spaces(dateWidth - width)
        }

        return entries.map { entry in
            var line = ""
            line.reserveCapacity(160)
            line += dateColumns[entry.date]!
            if showsTimes { line += "  " + DisplayWidth.padRight(startTime(entry), to: 5) }
            line += "  "
            switch entry {
            case .holiday(let holiday):
                let icon = options.icons ? Self.holidayIcon : style.red(String(MonthBlock.holidayMarker))
                line += icon + " " + style.red(holiday.name(language))
            case .anniversary(let anniversary):
                let icon = anniversary.kind == .birthday ? Self.birthdayIcon : Self.milestoneIcon
                let text = TerminalText.safe(anniversary.label(language))
                line += (options.icons ? icon : style.apply(MonthBlock.birthdayColor, MonthBlock.birthdayMarker)) + " "
                line += anniversary.color.map { style.color($0, text) } ?? style.apply(MonthBlock.birthdayColor, text)
            case .more(let date, let from, let count):
                line += style.apply("2", Self.moreLine(count: count, from: from, to: date, language))
            case .deadline(let item, _):
                let width = options.width - dateWidth - (showsTimes ? 7 : 0) - 2
                line += style.apply(MonthBlock.deadlineColor, TicketFormatting.agendaText(item, language, width: width))
            case .record(let record):
                let (artist, fullVenue, amount) = (record.artist, record.venue, record.amount)
                let category = record.category
                var title = record.whole
                if title.width > titleWidth {
                    // The span stays whole: the title before it gives way.
                    let room = record.span.width > 0 ? titleWidth - 1 - record.span.width : titleWidth
                    title = DisplayWidth.fit(record.title.text, to: max(room, 1))
                    if record.span.width > 0 { title = Self.measured(title.text + " " + record.span.text) }
                }
                // Appended piece by piece, each cell's padding with the gap after it: a busy month
                // has thousands of lines.
                line += options.icons ? category.icon : style.color(category.terminalColor, String(category.marker))
                line += " "
                line += style.color(category.terminalColor, title.text)
                var padding = titleWidth - title.width
                if artistWidth > 0 {
                    line += DisplayWidth.spaces(padding + 2)
                    line += artist.text
                    padding = artistWidth - artist.width
                }
                if venueWidth > 0 {
                    let venue = fullVenue.width > venueWidth ? DisplayWidth.fit(fullVenue.text, to: venueWidth) : fullVenue
                    line += DisplayWidth.spaces(padding + 2)
                    line += venue.text
                    padding = venueWidth - venue.width
                }
                if amount.text.isEmpty {
                    // A line of a record begun in an earlier month has no amount: no spaces are left
                    // at its end. Its padding would be removed but for a first space joined to a
                    // prepended mark before it.
                    line += " "
                    if line.last == " " {
                        line.removeLast()
                        Self.trimTrailingSpaces(&line)
                    }
                } else {
                    line += DisplayWidth.spaces(padding + 2 + amountWidth - amount.width)
                    line += amount.text
                }
            }
            return line
        }
    }

    /// The columns of the title and the venue in `available` columns (two of them separate the
    /// venue): both whole when they fit; else the venue gets up to a third of what the spans
    /// after titles leave (`span` columns, never cut), at least `minimumVenueWidth`, or is left
    /// out (0) when the title would fall below `minimumTitleWidth` besides its span; the title
    /// takes the rest, never less than its minimum.
    static func share(_ available: Int, title: Int, venue: Int, span: Int) -> (title: Int, venue: Int) {
        let venueSpace = venue > 0 ? 2 + venue : 0
        if title + venueSpace <= available { return (title, venue) }
        let minimum = min(title, minimumTitleWidth + span)
        if venue > 0 {
            let venueShare = min(venue, max((available - span) / 3, minimumVenueWidth))
            let titleShare = available - 2 - venueShare
            if titleShare >= minimum { return (min(title, titleShare), venueShare) }
        }
        return (min(title, max(available, minimum)), 0)
    }

    /// `… 219 more (fancal list --from 2026-11-18 --to 2026-11-18)`.
    static func moreLine(count: Int, from: CivilDate, to date: CivilDate, _ language: Language) -> String {
        Phrase.moreRecords(count, command: "fancal list --from \(from) --to \(date)")(language)
    }

    /// The lines of the records begun in an earlier month, on the month's first day: each with
    /// the days of it the month holds, up to the month's end.
    private func continuations() -> [Line] {
        continuing.compactMap { stored in
            let record = stored.value
            guard let day = continuingListing.days(of: stored.id)?.first, let last = record.lastDayShown else { return nil }
            let monthEnd = CivilDate(year: day.year, month: day.month, day: CivilDate.daysIn(year: day.year, month: day.month))!
            let start = record.date.daysSinceEpoch
            let span = Self.continuedSpan(
                days: (day.daysSinceEpoch - start + 1)...(min(last, monthEnd).daysSinceEpoch - start + 1),
                of: last.daysSinceEpoch - start + 1, options.language)
            return Line(
                date: day, category: record.category, start: nil, title: Self.measured(TerminalText.safe(record.title)),
                span: Self.measured(span), artist: DisplayWidth.fit(TerminalText.safe(record.artist ?? ""), to: Self.artistWidth),
                venue: Self.measured(TerminalText.safe(record.venue ?? "")), amount: ("", 0))
        }
    }

    /// Removes the spaces at the end of `line`, as removing `" "` characters from its end one by
    /// one does, without breaking the whole line into characters: of a run of spaces, all but the
    /// first are characters of their own; the first may join a prepended mark before it.
    private static func trimTrailingSpaces(_ line: inout String) {
        var spaces = 0
        for byte in line.utf8.reversed() {
            guard byte == 0x20 else { break }
            spaces += 1
        }
        guard spaces > 0 else { return }
        line.unicodeScalars.removeLast(spaces - 1)
        if line.last == " " { line.removeLast() }
    }

    /// The span of a record listed on its first day: `(5/20–5/27, 8 days)`, `(5/20〜5/27、8日間)`,
    /// `(20.5.–27.5., 8 Tage)`.
    static func span(from first: CivilDate, to last: CivilDate, _ language: Language) -> String {
        let days = last.daysSinceEpoch - first.daysSinceEpoch + 1
        let (from, to) = (RecordFormatting.shortDay(first, language), RecordFormatting.shortDay(last, language))
        return LocalizedText(
            en: "(\(from)–\(to), \(days) days)",
            ja: "(\(from)〜\(to)、\(days)日間)",
            de: "(\(from)–\(to), \(days) Tage)")(language)
    }

    /// The days of a record begun in an earlier month that a month holds, of all its days:
    /// `(day 7–8 of 8)`, `(8日間の7〜8日目)`, `(Tag 7–8 von 8)`; one day alone, `(day 8 of 8)`.
    static func continuedSpan(days: ClosedRange<Int>, of total: Int, _ language: Language) -> String {
        let dash = LocalizedText(en: "–", ja: "〜", de: "–")(language)
        let held = days.count == 1 ? "\(days.lowerBound)" : "\(days.lowerBound)\(dash)\(days.upperBound)"
        return LocalizedText(
            en: "(day \(held) of \(total))",
            ja: "(\(total)日間の\(held)日目)",
            de: "(Tag \(held) von \(total))")(language)
    }

    /// A cell's text and its display width.
    private static func measured(_ text: String) -> Cell { (text, DisplayWidth.of(text)) }

    /// Deadlines placed after the other lines of their day, in time order.
    private static func merging(_ deadlines: [DueItem], into entries: [Entry], zone: String?) -> [Entry] {
        var pending = deadlines.map { Entry.deadline($0, date: $0.at.local(in: zone).date) }[...]
        var merged: [Entry] = []
        merged.reserveCapacity(entries.count + pending.count)
        for entry in entries {
            while let next = pending.first, next.date < entry.date {
                merged.append(next)
                pending = pending.dropFirst()
            }
            merged.append(entry)
        }
        return merged + pending
    }

    /// `18:00` in the home zone for a timed record or a deadline; blank for all-day records and
    /// holidays.
    private func startTime(_ entry: Entry) -> String {
        if case .deadline(let item, _) = entry, let zone = options.homeZone {
            return item.at.local(in: zone).time.shortDescription
        }
        guard case .record(let record) = entry, let start = record.start, let zone = options.homeZone else {
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
