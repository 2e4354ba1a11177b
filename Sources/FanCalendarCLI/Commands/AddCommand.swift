import FanCalendar
import FanCalendarApp

/// `fancal add DATE TITLE [options]`: records one activity.
enum AddCommand: Command {
    static let repetition = Option("repeat", value: "EVERY", help: LocalizedText(
        en: "weekly, monthly or yearly: a series (on the 29th–31st: the last day of shorter months)",
        ja: "weekly、monthly、yearly: 繰り返し (29〜31 日は短い月の末日)",
        de: "weekly, monthly oder yearly: eine Serie (am 29.–31.: der letzte Tag kürzerer Monate)")
    ) { text throws(CLIError) in
        guard let frequency = Recurrence.Frequency(rawValue: text.lowercased()) else {
            throw .invalidInput(ErrorText.notAFrequency(text))
        }
        return frequency
    }
    static let count = Option("count", value: "N", help: LocalizedText(
        en: "with --repeat: this many occurrences", ja: "--repeat と: 回数", de: "mit --repeat: so viele Termine")
    ) { text throws(CLIError) in
        guard let number = Int(halfWidthInput(text)) else { throw .invalidInput(ErrorText.notACount(text)) }
        return number
    }
    static let until = DateOption("until", help: LocalizedText(
        en: "with --repeat: the last day it may fall on", ja: "--repeat と: 最後の日", de: "mit --repeat: der letzte mögliche Tag"))
    static let format = FormatOption([.text, .json], help: LocalizedText(en: "text or json", ja: "text または json", de: "text oder json"))

    static let spec = CommandSpec(
        name: "add", summary: LocalizedText(en: "add a record", ja: "記録を追加", de: "einen Eintrag hinzufügen"),
        positionals: [
            PositionalSpec("DATE", help: LocalizedText(
                en: "YYYY-MM-DD, today, tomorrow, yesterday, 2026/12/24 or 12/24 (month/day)",
                ja: "YYYY-MM-DD、今日、明日、昨日、2026/12/24、12/24、12月24日、2026年12月24日",
                de: "YYYY-MM-DD, heute, morgen, gestern, 24.12. oder 24.12.2026")),
            PositionalSpec("TITLE", help: LocalizedText(en: "what it was", ja: "記録のタイトル", de: "worum es ging")),
        ],
        options: RecordFields.options + [repetition.spec, count.spec, until.spec, format.spec],
        discussion: .examples(
            [
                #"fancal add 2026-12-24 "Winter live" --category live --amount 12,000 --artist "Aoi" --time 18:00-21:00"#,
                #"fancal add today "Tour photocard set" -c goods -a 49.90 --currency EUR --sub photocard"#,
                #"fancal add 2026-08-01 "Summer festival 2-day pass" -c live -a 25,000円 --to 2026-08-02"#,
                #"fancal add 2026-01-31 "FC monthly fee" -a 550 --repeat monthly --count 12"#,
            ],
            german: [
                #"fancal add 2026-12-24 "Winter live" --category live --amount 12.000 --artist "Aoi" --time 18:00-21:00"#,
                #"fancal add today "Tour photocard set" -c goods -a 49,90 --currency EUR --sub photocard"#,
                #"fancal add 2026-08-01 "Summer festival 2-day pass" -c live -a 25.000円 --to 2026-08-02"#,
                #"fancal add 2026-01-31 "FC monthly fee" -a 550 --repeat monthly --count 12"#,
            ]))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        let language = try context.language()
        let icons = try context.icons()
        let today = try context.today()
        var changes = try RecordFields.changes(arguments, context)
        changes.date = try InputParsing.date(arguments.positionals[0], today: today, order: DateOrder(language))
        changes.title = try InputParsing.line(arguments.positionals[1], name: "TITLE")
        let home = try context.defaultCurrency()
        let saved = try RecordUseCases.add(
            changes, repeating: try recurrence(arguments, context), home: home, homeZone: context.homeZone, now: context.now,
            store: { try context.writableStore() })
        switch saved {
        case .one(let record):
            RecordFields.report(record, .added, format: format, language: language, icons: icons, context: context)
        case .series(let records):
            RecordFields.report(records, .addedSeries, format: format, language: language, icons: icons, context: context)
        }
        return 0
    }

    /// `--repeat` with `--count` or `--until`, or nil without `--repeat`.
    private static func recurrence(_ arguments: ParsedArguments, _ context: Context) throws -> Recurrence? {
        guard let frequency = try arguments[Self.repetition] else {
            if arguments.contains(Self.count) || arguments.contains(Self.until.spec) { throw CLIError.usage(ErrorText.endWithoutRepeat) }
            return nil
        }
        guard arguments.contains(Self.count) != arguments.contains(Self.until.spec) else {
            throw CLIError.usage(ErrorText.repeatNeedsOneEnd)
        }
        if let count = try arguments[Self.count] { return Recurrence(frequency: frequency, end: .count(count)) }
        return try arguments[Self.until, context].map { Recurrence(frequency: frequency, end: .until($0)) }
    }
}
