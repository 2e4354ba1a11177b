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

    var category: Category?
    var amountText: String?
    var currency: Currency?
    /// nil: not given; "": clear.
    var artist: String?
    var venue: String?
    var sub: String?
    var memo: String?
    /// Outer nil: not given; inner nil: clear (make all-day).
    var time: (start: CivilTime, end: CivilTime?)??

    /// Reads and validates the options; text fields are trimmed, "" means "clear" for `edit`.
    init(_ arguments: ParsedArguments) throws(CLIError) {
        if let text = arguments.value("category") { category = try InputParsing.category(text) }
        amountText = arguments.value("amount")
        if let code = arguments.value("currency") { currency = try InputParsing.currency(code) }
        if let text = arguments.value("artist") { artist = try InputParsing.line(text, name: "--artist", allowEmpty: true) }
        if let text = arguments.value("venue") { venue = try InputParsing.line(text, name: "--venue", allowEmpty: true) }
        if let text = arguments.value("sub") { sub = try InputParsing.line(text, name: "--sub", allowEmpty: true) }
        if let text = arguments.value("memo") { memo = try InputParsing.text(text, name: "--memo") }
        if let text = arguments.value("time") {
            time = text.isEmpty || text == "none" ? .some(nil) : .some(try InputParsing.timeRange(text))
        }
    }

    var isEmpty: Bool {
        category == nil && amountText == nil && currency == nil && artist == nil && venue == nil && sub == nil
            && memo == nil && time == nil
    }

    /// Sets the start and end of a record on its date, in the home zone.
    static func applyTime(
        _ range: (start: CivilTime, end: CivilTime?)?, to record: inout Record, homeZone: String
    ) throws(CLIError) {
        guard let range else {
            record.start = nil
            record.end = nil
            return
        }
        guard let start = ZonedDateTime(date: record.date, time: range.start, zone: homeZone) else {
            throw .failure("time zone \(homeZone) is not in the system's tz database; install tzdata or set TZ")
        }
        record.start = start
        record.lastDate = nil
        if let endTime = range.end {
            let endDate = endTime <= range.start ? record.date.adding(days: 1) : record.date
            record.end = ZonedDateTime(date: endDate, time: endTime, zone: homeZone)
        } else {
            record.end = nil
        }
    }

    /// Applies the given options to a record (all of them validated first).
    func apply(to record: inout Record, homeZone: String) throws(CLIError) {
        if let category { record.category = category }
        if let currency, currency != record.amount.currency {
            let amountText = amountText ?? record.amount.decimalString
            record.amount = try InputParsing.amount(amountText, currency: currency)
        } else if let amountText {
            record.amount = try InputParsing.amount(amountText, currency: currency ?? record.amount.currency)
        }
        if let artist { record.artist = artist.isEmpty ? nil : artist }
        if let venue { record.venue = venue.isEmpty ? nil : venue }
        if let sub { record.sub = sub.isEmpty ? nil : sub }
        if let memo { record.memo = memo.isEmpty ? nil : memo }
        if let time { try RecordFields.applyTime(time, to: &record, homeZone: homeZone) }
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
