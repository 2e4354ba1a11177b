import FanCalendar
import FanCalendarApp

/// `fancal export`: records out as one iCalendar file.
enum ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export", summary: LocalizedText(
            en: "write records as an iCalendar (.ics) file", ja: "記録を iCalendar (.ics) ファイルに書き出す",
            de: "Einträge als iCalendar-Datei (.ics) exportieren"),
        options: [
            OptionSpec("year", short: "y", value: "YYYY", help: LocalizedText(
                en: "only this year", ja: "この年のみ", de: "nur dieses Jahr")),
            OptionSpec("category", short: "c", value: "C", help: LocalizedText(
                en: "only this category", ja: "このカテゴリのみ", de: "nur diese Kategorie")),
            OptionSpec("artist", value: "A", help: LocalizedText(
                en: "only this artist", ja: "このアーティストのみ", de: "nur dieser Künstler")),
            OptionSpec("out", short: "o", value: "FILE", help: LocalizedText(
                en: "write to FILE (default -, standard output)", ja: "FILE に書き出す (既定: -、標準出力)",
                de: "in FILE schreiben (Standard: -, die Standardausgabe)")),
        ],
        discussion: LocalizedText(
            en: """
                The file opens in Google Calendar, Apple Calendar, Thunderbird, khal and calcurse;
                fancal's categories, sub-categories, artists and amounts travel in X-FANCAL-*
                properties, so importing it back gives the same records. --out writes a temporary
                file beside FILE and renames it into place only when complete.
                """,
            ja: """
                Google カレンダー、Apple カレンダー、Thunderbird、khal、calcurse で開ける。fancal の
                カテゴリ、サブカテゴリ、アーティスト、金額は X-FANCAL-* プロパティに入るので、
                取り込み直せば同じ記録に戻る。--out は FILE の隣に一時ファイルを書き、完成してから
                FILE に置き換える。
                """,
            de: """
                Die Datei öffnet sich in Google Kalender, Apple Kalender, Thunderbird, khal und
                calcurse; Kategorien, Unterkategorien, Künstler und Beträge stehen in den
                Eigenschaften X-FANCAL-*, sodass ein erneuter Import dieselben Einträge ergibt.
                --out schreibt eine temporäre Datei neben FILE und benennt sie erst um, wenn sie
                vollständig ist.
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let filter = try ListCommand.filter(arguments, today: context.today)
        let out = arguments.value("out") ?? "-"
        guard !out.isEmpty else { throw CLIError.usage("--out needs a file name, or - for standard output") }

        let file = out == "-" ? nil : try AtomicFile(path: out)
        var sink = try ExportUseCases.export(
            matching: filter, to: file.map { TextSink(file: $0) } ?? TextSink(sink: context.stdout), now: context.now,
            productID: "-//fancal//fancal \(FanCalendarCLI.version)//EN", store: context.store(forWriting: false))
        sink.flush()
        try file?.commit()
        return 0
    }
}
