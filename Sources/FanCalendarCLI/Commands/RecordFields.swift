import FanCalendar

/// The record options `add` and `edit` share, declared and validated in one place.
struct RecordFields {
    static let category = SharedOptions.category(help: LocalizedText(
        en: "live, goods, cd_dvd, streaming, travel or other (default other)",
        ja: "カテゴリ: live, goods, cd_dvd, streaming, travel, other (既定: other)",
        de: "Kategorie: live, goods, cd_dvd, streaming, travel oder other (Standard: other)"))
    static let amount = Option("amount", short: "a", value: "N", help: LocalizedText(
        en: "what it cost: 12000, 12,000, 49.90, ¥12,000 or $49.90 (default 0)",
        ja: "金額: 12000、12,000、¥12,000、12,000円、1.2万 など (既定: 0)",
        de: "was es gekostet hat: 12000, 12.000, 49,90 oder 49,90 € (Standard: 0)"))
    static let currency = SharedOptions.currency(help: LocalizedText(
        en: "ISO 4217 code or ¥ ₩ $ € £ ($ is USD; else the amount's mark, FANCAL_CURRENCY, JPY)",
        ja: "ISO 4217 の通貨コード、¥ ₩ $ € £、円、ウォン ($ は USD。省略時は金額の記号、FANCAL_CURRENCY、JPY)",
        de: "Währungscode nach ISO 4217 oder ¥ ₩ $ € £ ($ ist USD; sonst das Zeichen am Betrag, FANCAL_CURRENCY, JPY)"))
    static let charged = Option("charged", value: "N", help: LocalizedText(
        en: "what the card billed in the home currency (foreign amounts; beats rates)",
        ja: "カードの実際の請求額 (自国通貨、外貨の記録のみ。レートより優先)",
        de: "was die Karte in Heimatwährung abbuchte (fremde Beträge; vor Kursen)"))
    static let artist = SharedOptions.artist(help: LocalizedText(
        en: "who it was for", ja: "対象のアーティスト", de: "für welchen Künstler")).line(allowEmpty: true)
    static let venue = Option("venue", value: "V", help: LocalizedText(
        en: "where it happens", ja: "会場", de: "wo es stattfindet")).line(allowEmpty: true)
    static let sub = Option("sub", value: "S", help: LocalizedText(
        en: "sub-category, such as ticket, travel, photocard", ja: "サブカテゴリ (ticket, travel, photocard など)",
        de: "Unterkategorie, etwa ticket, travel, photocard")).line(allowEmpty: true)
    static let memo = Option("memo", value: "M", help: LocalizedText(en: "a note", ja: "メモ", de: "eine Notiz")) {
        text throws(CLIError) in try InputParsing.text(text, name: "--memo")
    }
    /// nil for "" or `none`: the record becomes all-day.
    static let time = Option("time", value: "HH:MM[-HH:MM]", help: LocalizedText(
        en: "start (and end) time in your time zone: 18:00, 18:00-21:00",
        ja: "自分のタイムゾーンでの開始 (と終了) 時刻: 18:00、18:00〜21:00、18時30分",
        de: "Beginn (und Ende) in deiner Zeitzone: 18:00, 18:00-21:00")
    ) { text throws(CLIError) -> RecordChanges.TimeRange? in
        text.isEmpty || text == "none" ? nil : try InputParsing.timeRange(text)
    }
    static let zone = Option("tz", value: "ZONE", help: LocalizedText(
        en: "the time zone the event's time is in (IANA, such as Asia/Seoul); default your own",
        ja: "イベントの時刻のタイムゾーン (Asia/Seoul などの IANA 名)。既定は自分のタイムゾーン",
        de: "die Zeitzone der Uhrzeit (IANA, etwa Asia/Seoul); Standard ist deine eigene")).line()
    static let to = DateOption("to", help: LocalizedText(
        en: "last day of an all-day record spanning several days",
        ja: "複数日にわたる終日の記録の最終日",
        de: "letzter Tag eines ganztägigen Eintrags über mehrere Tage"))

    static let options: [OptionSpec] = [
        category.spec, amount.spec, currency.spec, charged.spec, artist.spec, venue.spec, sub.spec, memo.spec, time.spec,
        zone.spec, to.spec,
    ]

    /// The options for `edit`, which keeps what is not given: the same, without the defaults
    /// that only `add` applies.
    static let editOptions: [OptionSpec] = [
        category.spec.withHelp(LocalizedText(
            en: "live, goods, cd_dvd, streaming, travel or other", ja: "カテゴリ: live, goods, cd_dvd, streaming, travel, other",
            de: "Kategorie: live, goods, cd_dvd, streaming, travel oder other")),
        amount.spec.withHelp(LocalizedText(
            en: "what it cost: 12000, 12,000 or 49.90", ja: "金額: 12000、12,000、49.90 など",
            de: "was es gekostet hat: 12000, 12.000 oder 49,90")),
        currency.spec.withHelp(LocalizedText(en: "ISO 4217 code", ja: "ISO 4217 の通貨コード", de: "Währungscode nach ISO 4217")),
    ] + options.dropFirst(3)

    /// `--date` and `--title` of `edit` and `copy` (which `add` takes as arguments); each
    /// command says what they mean there.
    static let date = DateOption("date", short: "d", help: LocalizedText(
        en: "move it to another day", ja: "別の日に移動", de: "auf einen anderen Tag verschieben"))
    static let title = Option("title", short: "t", value: "TITLE", help: LocalizedText(
        en: "a new title", ja: "新しいタイトル", de: "ein neuer Titel")).line()

    /// Reads and validates the options into changes; text fields are trimmed, "" means "clear"
    /// for `edit`. `--to 12/24` is read against today, dates and amounts in the user's language.
    static func changes(_ arguments: ParsedArguments, _ context: Context) throws -> RecordChanges {
        var changes = RecordChanges()
        changes.language = try context.language()
        // A bad FANCAL_TODAY is refused even when no option reads today.
        _ = try context.today()
        changes.category = try arguments[category]
        changes.amountText = try arguments[amount]
        changes.currency = try arguments[currency]
        changes.chargedText = try arguments[charged]
        changes.artist = try arguments[artist]
        changes.venue = try arguments[venue]
        changes.sub = try arguments[sub]
        changes.memo = try arguments[memo]
        changes.time = try arguments[time]
        changes.zone = try arguments[zone]
        changes.lastDate = try arguments[to, context]
        return changes
    }

    /// The changes `edit` and `copy` make to a stored record: the record options, and `--date`
    /// and `--title`.
    static func changesOfRecord(_ arguments: ParsedArguments, _ context: Context) throws -> RecordChanges {
        var changes = try changes(arguments, context)
        changes.date = try arguments[date, context]
        changes.title = try arguments[title]
        return changes
    }

    /// What `add --repeat` and `edit --following` print for the records they saved: an array of
    /// JSON objects, or a line with their ids (`Added records #3–#14`) and their table.
    /// `icons` is read before the record is saved, so a bad `FANCAL_ICONS` changes nothing.
    static func report(
        _ saved: [Stored<Record>], _ phrase: Phrase, format: OutputFormat, language: Language, icons: Bool, context: Context
    ) {
        switch format {
        case .json: context.stdout.write(RecordFormatting.jsonArray(saved))
        default:
            let ids = saved.map(\.id)
            let range = ids.count > 1 ? "#\(ids.first!)–#\(ids.last!)" : ids.map { "#\($0)" }.joined()
            context.stdout.write("\(phrase.text(language)) \(range)\n")
            context.stdout.write(
                RecordFormatting.table(
                    saved, language: language, style: .plain, homeZone: context.homeZone, icons: icons))
        }
    }

    /// What `add` and `edit` print for the record they saved: the record as JSON, or a line
    /// saying what was done (`Added record #12`) and the record's details.
    /// `icons` is read before the record is saved, so a bad `FANCAL_ICONS` changes nothing.
    static func report(
        _ saved: Stored<Record>, _ phrase: Phrase, format: OutputFormat, language: Language, icons: Bool, context: Context
    ) {
        switch format {
        case .json: context.stdout.write(RecordFormatting.json(saved) + "\n")
        default:
            context.stdout.write("\(phrase.text(language)) #\(saved.id)\n")
            context.stdout.write(
                RecordFormatting.detail(saved, language: language, homeZone: context.homeZone, icons: icons))
        }
    }
}
