import FanCalendar

/// The record options `add` and `edit` share, declared and validated in one place.
struct RecordFields {
    static let options: [OptionSpec] = [
        OptionSpec("category", short: "c", value: "C", help: LocalizedText(
            en: "live, goods, cd_dvd, streaming, travel or other (default other)",
            ja: "カテゴリ: live, goods, cd_dvd, streaming, travel, other (既定: other)",
            de: "Kategorie: live, goods, cd_dvd, streaming, travel oder other (Standard: other)")),
        OptionSpec("amount", short: "a", value: "N", help: LocalizedText(
            en: "what it cost: 12000, 12,000, 49.90, ¥12,000 or $49.90 (default 0)",
            ja: "金額: 12000、12,000、¥12,000、12,000円、1.2万 など (既定: 0)",
            de: "was es gekostet hat: 12000, 12.000, 49,90 oder 49,90 € (Standard: 0)")),
        OptionSpec("currency", value: "CUR", help: LocalizedText(
            en: "ISO 4217 code or ¥ ₩ $ € £ ($ is USD; else the amount's mark, FANCAL_CURRENCY, JPY)",
            ja: "ISO 4217 の通貨コード、¥ ₩ $ € £、円、ウォン ($ は USD。省略時は金額の記号、FANCAL_CURRENCY、JPY)",
            de: "Währungscode nach ISO 4217 oder ¥ ₩ $ € £ ($ ist USD; sonst das Zeichen am Betrag, FANCAL_CURRENCY, JPY)")),
        OptionSpec("charged", value: "N", help: LocalizedText(
            en: "what the card billed in the home currency (foreign amounts; beats rates)",
            ja: "カードの実際の請求額 (自国通貨、外貨の記録のみ。レートより優先)",
            de: "was die Karte in Heimatwährung abbuchte (fremde Beträge; vor Kursen)")),
        OptionSpec("artist", value: "A", help: LocalizedText(
            en: "who it was for", ja: "対象のアーティスト", de: "für welchen Künstler")),
        OptionSpec("venue", value: "V", help: LocalizedText(en: "where it happens", ja: "会場", de: "wo es stattfindet")),
        OptionSpec("sub", value: "S", help: LocalizedText(
            en: "sub-category, such as ticket, travel, photocard", ja: "サブカテゴリ (ticket, travel, photocard など)",
            de: "Unterkategorie, etwa ticket, travel, photocard")),
        OptionSpec("memo", value: "M", help: LocalizedText(en: "a note", ja: "メモ", de: "eine Notiz")),
        OptionSpec("time", value: "HH:MM[-HH:MM]", help: LocalizedText(
            en: "start (and end) time in your time zone: 18:00, 18:00-21:00",
            ja: "自分のタイムゾーンでの開始 (と終了) 時刻: 18:00、18:00〜21:00、18時30分",
            de: "Beginn (und Ende) in deiner Zeitzone: 18:00, 18:00-21:00")),
        OptionSpec("tz", value: "ZONE", help: LocalizedText(
            en: "the time zone the event's time is in (IANA, such as Asia/Seoul); default your own",
            ja: "イベントの時刻のタイムゾーン (Asia/Seoul などの IANA 名)。既定は自分のタイムゾーン",
            de: "die Zeitzone der Uhrzeit (IANA, etwa Asia/Seoul); Standard ist deine eigene")),
        OptionSpec("to", value: "DATE", help: LocalizedText(
            en: "last day of an all-day record spanning several days",
            ja: "複数日にわたる終日の記録の最終日",
            de: "letzter Tag eines ganztägigen Eintrags über mehrere Tage")),
    ]

    /// The options for `edit`, which keeps what is not given: the same, without the defaults
    /// that only `add` applies.
    static let editOptions: [OptionSpec] = options.map { option in
        switch option.name {
        case "category":
            OptionSpec("category", short: "c", value: "C", help: LocalizedText(
                en: "live, goods, cd_dvd, streaming, travel or other", ja: "カテゴリ: live, goods, cd_dvd, streaming, travel, other",
                de: "Kategorie: live, goods, cd_dvd, streaming, travel oder other"))
        case "amount":
            OptionSpec("amount", short: "a", value: "N", help: LocalizedText(
                en: "what it cost: 12000, 12,000 or 49.90", ja: "金額: 12000、12,000、49.90 など",
                de: "was es gekostet hat: 12000, 12.000 oder 49,90"))
        case "currency":
            OptionSpec("currency", value: "CUR", help: LocalizedText(
                en: "ISO 4217 code", ja: "ISO 4217 の通貨コード", de: "Währungscode nach ISO 4217"))
        default: option
        }
    }

    /// Reads and validates the options into changes; text fields are trimmed, "" means "clear"
    /// for `edit`.
    /// - Parameters:
    ///   - today: what `--to today` and `--to 12/24` refer to.
    ///   - language: the user's, in which `--to 1/2` and the amounts are read.
    static func changes(_ arguments: ParsedArguments, today: CivilDate, language: Language) throws(CLIError) -> RecordChanges {
        var changes = RecordChanges()
        changes.language = language
        if let text = arguments.value("category") { changes.category = try InputParsing.category(text) }
        changes.amountText = arguments.value("amount")
        if let code = arguments.value("currency") { changes.currency = try InputParsing.currency(code) }
        changes.chargedText = arguments.value("charged")
        if let text = arguments.value("artist") { changes.artist = try InputParsing.line(text, name: "--artist", allowEmpty: true) }
        if let text = arguments.value("venue") { changes.venue = try InputParsing.line(text, name: "--venue", allowEmpty: true) }
        if let text = arguments.value("sub") { changes.sub = try InputParsing.line(text, name: "--sub", allowEmpty: true) }
        if let text = arguments.value("memo") { changes.memo = try InputParsing.text(text, name: "--memo") }
        if let text = arguments.value("time") {
            changes.time = text.isEmpty || text == "none" ? .some(nil) : .some(try InputParsing.timeRange(text))
        }
        if let text = arguments.value("tz") { changes.zone = try InputParsing.line(text, name: "--tz") }
        if let text = arguments.value("to") {
            changes.lastDate = try InputParsing.date(text, today: today, order: DateOrder(language), option: "--to")
        }
        return changes
    }

    /// The changes `edit` and `copy` make to a stored record: the record options, and `--date`
    /// and `--title` (which `add` takes as arguments).
    static func changesOfRecord(
        _ arguments: ParsedArguments, today: CivilDate, language: Language
    ) throws(CLIError) -> RecordChanges {
        var changes = try changes(arguments, today: today, language: language)
        changes.date = try arguments.value("date").map { (text: String) throws(CLIError) in
            try InputParsing.date(text, today: today, order: DateOrder(language), option: "--date")
        }
        changes.title = try arguments.value("title").map { (text: String) throws(CLIError) in
            try InputParsing.line(text, name: "--title")
        }
        return changes
    }

    /// What `add --repeat` and `edit --following` print for the records they saved: an array of
    /// JSON objects, or a line with their ids (`Added records #3–#14`) and their table.
    /// `icons` is read before the record is saved, so a bad `FANCAL_ICONS` changes nothing.
    static func report(
        _ saved: [Record], _ phrase: Phrase, format: OutputFormat, language: Language, icons: Bool, context: Context
    ) {
        switch format {
        case .json: context.stdout.write(RecordFormatting.jsonArray(saved))
        default:
            let ids = saved.compactMap(\.id)
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
        _ saved: Record, _ phrase: Phrase, format: OutputFormat, language: Language, icons: Bool, context: Context
    ) {
        switch format {
        case .json: context.stdout.write(RecordFormatting.json(saved) + "\n")
        default:
            context.stdout.write("\(phrase.text(language)) #\(saved.id!)\n")
            context.stdout.write(
                RecordFormatting.detail(saved, language: language, homeZone: context.homeZone, icons: icons))
        }
    }
}
