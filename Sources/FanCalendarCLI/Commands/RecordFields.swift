import FanCalendar

/// The record options `add` and `edit` share, declared and validated in one place.
struct RecordFields {
    static let options: [OptionSpec] = [
        OptionSpec("category", short: "c", value: "C", help: LocalizedText(
            en: "live, goods, cd_dvd, streaming or other (default other)",
            ja: "カテゴリ: live, goods, cd_dvd, streaming, other (既定: other)",
            de: "Kategorie: live, goods, cd_dvd, streaming oder other (Standard: other)")),
        OptionSpec("amount", short: "a", value: "N", help: LocalizedText(
            en: "what it cost: 12000, 12,000 or 49.90 (default 0)",
            ja: "金額: 12000、12,000、49.90 など (既定: 0)",
            de: "was es gekostet hat: 12000, 12,000 oder 49.90 (Standard: 0)")),
        OptionSpec("currency", value: "CUR", help: LocalizedText(
            en: "ISO 4217 code (else FANCAL_CURRENCY, else JPY)",
            ja: "ISO 4217 の通貨コード (省略時は FANCAL_CURRENCY、次に JPY)",
            de: "Währungscode nach ISO 4217 (sonst FANCAL_CURRENCY, sonst JPY)")),
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
            en: "start (and end) time in your time zone", ja: "自分のタイムゾーンでの開始 (と終了) 時刻",
            de: "Beginn (und Ende) in deiner Zeitzone")),
    ]

    /// The options for `edit`, which keeps what is not given: the same, without the defaults
    /// that only `add` applies.
    static let editOptions: [OptionSpec] = options.map { option in
        switch option.name {
        case "category":
            OptionSpec("category", short: "c", value: "C", help: LocalizedText(
                en: "live, goods, cd_dvd, streaming or other", ja: "カテゴリ: live, goods, cd_dvd, streaming, other",
                de: "Kategorie: live, goods, cd_dvd, streaming oder other"))
        case "amount":
            OptionSpec("amount", short: "a", value: "N", help: LocalizedText(
                en: "what it cost: 12000, 12,000 or 49.90", ja: "金額: 12000、12,000、49.90 など",
                de: "was es gekostet hat: 12000, 12,000 oder 49.90"))
        case "currency":
            OptionSpec("currency", value: "CUR", help: LocalizedText(
                en: "ISO 4217 code", ja: "ISO 4217 の通貨コード", de: "Währungscode nach ISO 4217"))
        default: option
        }
    }

    /// Reads and validates the options into changes; text fields are trimmed, "" means "clear"
    /// for `edit`. An unknown currency is refused in the user's language (`AppError`).
    static func changes(_ arguments: ParsedArguments) throws -> RecordChanges {
        var changes = RecordChanges()
        if let text = arguments.value("category") { changes.category = try InputParsing.category(text) }
        changes.amountText = arguments.value("amount")
        if let code = arguments.value("currency") { changes.currency = try MoneyInput.currency(code) }
        changes.chargedText = arguments.value("charged")
        if let text = arguments.value("artist") { changes.artist = try InputParsing.line(text, name: "--artist", allowEmpty: true) }
        if let text = arguments.value("venue") { changes.venue = try InputParsing.line(text, name: "--venue", allowEmpty: true) }
        if let text = arguments.value("sub") { changes.sub = try InputParsing.line(text, name: "--sub", allowEmpty: true) }
        if let text = arguments.value("memo") { changes.memo = try InputParsing.text(text, name: "--memo") }
        if let text = arguments.value("time") {
            changes.time = text.isEmpty || text == "none" ? .some(nil) : .some(try InputParsing.timeRange(text))
        }
        return changes
    }

    /// What `add` and `edit` print for the record they saved: the record as JSON, or a line
    /// saying what was done (`Added record #12`) and the record's details.
    static func report(_ saved: Record, _ phrase: Phrase, format: OutputFormat, language: Language, context: Context) {
        switch format {
        case .json: context.stdout.write(RecordFormatting.json(saved) + "\n")
        default:
            context.stdout.write("\(phrase.text(language)) #\(saved.id!)\n")
            context.stdout.write(RecordFormatting.detail(saved, language: language, homeZone: context.homeZone))
        }
    }
}
