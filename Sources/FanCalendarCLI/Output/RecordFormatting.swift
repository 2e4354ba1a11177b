import FanCalendar

/// Records as JSON, CSV, a table and a detail block.
enum RecordFormatting {
    /// One record as the DESIGN.md JSON object.
    static func json(_ stored: Stored<Record>) -> String {
        // Fields read from `value`: a field read through `Stored` goes through a key path, paid
        // per field of every record of a long list.
        let record = stored.value
        return JSONText.object([
            ("id", JSONText.number(stored.id)),
            ("uid", JSONText.string(record.uid)),
            ("recurrence_id", JSONText.string(record.recurrenceID)),
            ("date", JSONText.string(record.date.description)),
            ("all_day", JSONText.bool(record.isAllDay)),
            ("start", JSONText.string(record.start?.iso8601)),
            ("end", JSONText.string(record.end?.iso8601)),
            ("title", JSONText.string(record.title)),
            ("category", JSONText.string(record.category.identifier)),
            ("sub", JSONText.string(record.sub)),
            ("artist", JSONText.string(record.artist)),
            ("venue", JSONText.string(record.venue)),
            ("memo", JSONText.string(record.memo)),
            ("amount_minor", JSONText.number(record.amount.minorUnits)),
            ("currency", JSONText.string(record.amount.currency.code)),
            ("charged_minor", record.charged.map { JSONText.number($0.minorUnits) } ?? JSONText.null),
            ("charged_currency", JSONText.string(record.charged?.currency.code)),
            ("last_date", JSONText.string(record.lastDate?.description)),
        ])
    }

    /// An array of records, one per line, so large lists stay readable and diffable.
    static func jsonArray(_ records: [Stored<Record>]) -> String {
        guard !records.isEmpty else { return "[]\n" }
        return "[\n" + records.map { "  " + json($0) }.joined(separator: ",\n") + "\n]\n"
    }

    static let csvHeader = [
        "id", "uid", "recurrence_id", "date", "all_day", "start", "end", "title", "category", "sub",
        "artist", "venue", "memo", "amount", "amount_minor", "currency", "last_date",
    ]

    /// One record as a CSV row: its amounts are numbers, every other cell text (guarded).
    static func csvRow(_ stored: Stored<Record>) -> String {
        let record = stored.value
        return CSVText.row([
            .integer(stored.id), .text(record.uid), .text(record.recurrenceID ?? ""), .text(record.date.description),
            .text(record.isAllDay ? "true" : "false"), .text(record.start?.iso8601 ?? ""), .text(record.end?.iso8601 ?? ""),
            .text(record.title), .text(record.category.identifier), .text(record.sub ?? ""), .text(record.artist ?? ""),
            .text(record.venue ?? ""), .text(record.memo ?? ""), .decimal(record.amount), .integer(record.amount.minorUnits),
            .text(record.amount.currency.code), .text(record.lastDate?.description ?? ""),
        ])
    }

    /// `2026-12-24 Thu`.
    static func day(_ date: CivilDate, _ language: Language) -> String {
        "\(date) \(CalendarNames.weekdayShort(date.weekday, language))"
    }

    /// A day of the month without its year, as the language writes it: `12/24` in English and
    /// Japanese, `24.12.` in German.
    static func shortDay(_ date: CivilDate, _ language: Language) -> String {
        language == .de ? "\(date.day).\(date.month)." : "\(date.month)/\(date.day)"
    }

    /// `18:00` or `18:00–21:00`, in the home zone; empty for all-day records.
    static func time(_ record: Record, homeZone: String) -> String {
        guard let start = record.start else { return "" }
        let startText = start.local(in: homeZone).time.shortDescription
        guard let end = record.end else { return startText }
        return startText + "–" + end.local(in: homeZone).time.shortDescription
    }

    /// The record list as an aligned table with a count and total line.
    /// - Parameters:
    ///   - maxWidth: the terminal's width, to which artists and then titles are shortened; nil
    ///     for every cell whole (a pipe, or `--wide`).
    ///   - icons: false to show category markers instead of emoji (`icons = off`).
    static func table(
        _ records: [Stored<Record>], language: Language, style: TextStyle, homeZone: String, maxWidth: Int? = nil,
        icons: Bool
    ) -> String {
        var table = TextTable(columns: [
            .init(header: Phrase.id.text(language), alignment: .right),
            .init(header: Phrase.date.text(language), alignment: .left),
            .init(header: Phrase.time.text(language), alignment: .left),
            .init(header: Phrase.category.text(language), alignment: .left),
            .init(header: Phrase.title.text(language), alignment: .left),
            .init(header: Phrase.artist.text(language), alignment: .left),
            .init(header: Phrase.amount.text(language), alignment: .right),
        ])
        for stored in records {
            let record = stored.value
            table.append([
                String(stored.id), day(record.date, language), time(record, homeZone: homeZone),
                label(record.category, language, icons: icons), record.title,
                record.artist ?? "", record.amount.formatted(language),
            ])
        }
        let count = Phrase.count(records.count)(language)
        for (index, total) in Money.totals(of: records.map(\.value)).enumerated() {
            table.appendFooter(["", index == 0 ? count : "", "", "", "", Phrase.total.text(language), total.formatted(language)])
        }
        return table.render(style: style, maxWidth: maxWidth, shrinkable: [5, 4])
    }

    /// A category as the record views name it: its icon (or with `icons` off its marker) and name.
    static func label(_ category: Category, _ language: Language, icons: Bool) -> String {
        (icons ? category.icon : String(category.marker)) + " " + category.displayName(language)
    }

    /// Every field of one record, one per line, labels aligned.
    /// - Parameter icons: false to show the category's marker instead of its emoji (`icons = off`).
    /// - Parameter countsOn: the day the record's money counts on when not its own (a ticket's
    ///   payment day, tickets.md), shown under the amount.
    static func detail(
        _ stored: Stored<Record>, language: Language, homeZone: String, icons: Bool, countsOn: CivilDate? = nil
    ) -> String {
        let record = stored.value
        var lines: [(Phrase, String)] = [
            (.id, String(stored.id)),
            (.date, day(record.date, language) + (record.lastDate.map { " – " + day($0, language) } ?? "")),
        ]
        // A record in a zone of its own (`--tz`, an imported event's) shows its own time, and the
        // home zone's beside it when the clocks differ. UTC is how many apps write any time: the
        // home zone's reading is the useful one.
        let ownZone = record.start.map(\.zone).flatMap { $0 == "UTC" || $0 == homeZone ? nil : $0 }
        lines.append((.time, record.isAllDay ? Phrase.allDay.text(language) : time(record, homeZone: ownZone ?? homeZone)))
        if let zone = record.start?.zone, zone != homeZone { lines.append((.zone, zone)) }
        if let ownZone, time(record, homeZone: ownZone) != time(record, homeZone: homeZone) {
            lines.append((.homeTime, time(record, homeZone: homeZone) + " " + homeZone))
        }
        lines += [
            (.title, record.title),
            (.category, label(record.category, language, icons: icons)),
        ]
        if let sub = record.sub { lines.append((.sub, sub)) }
        if let artist = record.artist { lines.append((.artist, artist)) }
        if let venue = record.venue { lines.append((.venue, venue)) }
        lines.append((.amount, record.amount.formatted(language)))
        if let charged = record.charged { lines.append((.charged, charged.formatted(language))) }
        if let countsOn, countsOn != record.date { lines.append((.countsOn, day(countsOn, language))) }
        if let memo = record.memo { lines.append((.memo, memo)) }
        if let recurrenceID = record.recurrenceID { lines.append((.recurrence, recurrenceID)) }
        lines.append((.uid, record.uid))
        let width = lines.map { DisplayWidth.of($0.0.text(language)) }.max() ?? 0
        let indent = String(repeating: " ", count: width + 2)
        // Values are made safe for a terminal (``TerminalText``); only the memo keeps its lines.
        return lines.map { phrase, value in
            DisplayWidth.padRight(phrase.text(language), to: width) + "  "
                + TerminalText.safe(value, keepingNewlines: phrase == .memo)
                .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
        }.joined(separator: "\n") + "\n"
    }
}
