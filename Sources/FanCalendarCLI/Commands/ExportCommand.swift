import FanCalendar
import FanCalendarApp

/// `fancal export`: records out as one iCalendar file.
enum ExportCommand: Command {
    static let out = Option("out", short: "o", value: "FILE", help: LocalizedText(
        en: "write to FILE (default -, standard output)", ja: "FILE に書き出す (既定: -、標準出力)",
        de: "in FILE schreiben (Standard: -, die Standardausgabe)"))
    static let alarm = Option("alarm", value: "LIST", help: LocalizedText(
        en: "alarms before each ticket deadline, such as 2d,3h,30m (default 1d,3h)",
        ja: "チケットの締切ごとの通知、2d,3h,30m など (既定: 1d,3h)",
        de: "Erinnerungen vor jeder Ticketfrist, etwa 2d,3h,30m (Standard: 1d,3h)"), convert: alarmTimes)
    static let noAlarms = Flag("no-alarms", help: LocalizedText(
        en: "no alarms on ticket deadlines", ja: "チケットの締切に通知を付けない",
        de: "keine Erinnerungen an Ticketfristen"))
    static let plain = Flag("plain", help: LocalizedText(
        en: "the memo alone in DESCRIPTION, without the amount line",
        ja: "DESCRIPTION にはメモだけを入れ、金額の行を付けない",
        de: "nur die Notiz in DESCRIPTION, ohne die Zeile mit dem Betrag"))

    static let spec = CommandSpec(
        name: "export", summary: LocalizedText(
            en: "write records as an iCalendar (.ics) file", ja: "記録を iCalendar (.ics) ファイルに書き出す",
            de: "Einträge als iCalendar-Datei (.ics) exportieren"),
        options: [
            ListCommand.year.withHelp(LocalizedText(en: "only this year", ja: "この年のみ", de: "nur dieses Jahr")).spec,
            ListCommand.category.spec,
            ListCommand.artist.withHelp(LocalizedText(en: "only this artist", ja: "このアーティストのみ", de: "nur dieser Künstler")).spec,
            out.spec, alarm.spec, noAlarms.spec, plain.spec,
        ],
        discussion: LocalizedText(
            en: """
                The file opens in Google Calendar, Apple Calendar, Thunderbird, khal and calcurse;
                fancal's categories, sub-categories, artists and amounts travel in X-FANCAL-*
                properties, so importing it back gives the same records. So that those apps show
                the cost too, DESCRIPTION begins with a line such as "¥12,000 · AOI · ticket"
                (which fancal takes off again on import; --plain leaves it out). Each ticket deadline
                is an event of its own with alarms (Google drops alarms on import: `fancal due`
                always works). --out writes a temporary file beside FILE and renames it into place
                only when complete.
                """,
            ja: """
                Google カレンダー、Apple カレンダー、Thunderbird、khal、calcurse で開ける。fancal の
                カテゴリ、サブカテゴリ、アーティスト、金額は X-FANCAL-* プロパティに入るので、
                取り込み直せば同じ記録に戻る。それらのアプリでも金額が見えるよう、DESCRIPTION の
                先頭に「¥12,000 · AOI · ticket」のような行を入れる (取り込み時に fancal が取り除く。
                --plain で付けない)。チケットの締切はそれぞれ通知付きのイベントになる (Google は
                取り込み時に通知を捨てる: `fancal due` ならいつでも使える)。--out は FILE の隣に
                一時ファイルを書き、完成してから
                FILE に置き換える。
                """,
            de: """
                Die Datei öffnet sich in Google Kalender, Apple Kalender, Thunderbird, khal und
                calcurse; Kategorien, Unterkategorien, Künstler und Beträge stehen in den
                Eigenschaften X-FANCAL-*, sodass ein erneuter Import dieselben Einträge ergibt.
                Damit diese Programme auch den Betrag zeigen, beginnt DESCRIPTION mit einer Zeile
                wie „12.000 ¥ · AOI · ticket“ (fancal entfernt sie beim Import wieder; --plain lässt
                sie weg). Jede Ticketfrist wird ein eigenes Ereignis mit Erinnerungen (Google
                verwirft Erinnerungen beim Import: `fancal due` funktioniert immer).
                --out schreibt eine temporäre Datei neben FILE und benennt sie erst um, wenn sie
                vollständig ist.
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let filter = try ListCommand.filter(arguments, context)
        let out = try arguments[Self.out] ?? "-"
        guard !out.isEmpty else { throw CLIError.usage(ErrorText.outNeedsFile) }
        // A calendar carries other programs' text (a feed's, a server's) byte for byte: never
        // onto a terminal, as gzip keeps compressed data off one.
        if out == "-" && context.stdoutIsTerminal { throw CLIError.usage(ErrorText.calendarToTerminal) }

        if arguments.contains(Self.alarm) && arguments[Self.noAlarms] {
            throw CLIError.usage(ErrorText.alarmsExclusive)
        }
        let alarms = arguments[Self.noAlarms] ? [] : try arguments[Self.alarm] ?? [86_400, 10_800]
        let language = try context.language()
        let deadlines = DeadlineExport(alarms: alarms) { TicketFormatting.eventSummary($0, language) }
        let file = out == "-" ? nil : try AtomicFile(path: out, for: .shared)
        var sink = try ExportUseCases.export(
            matching: filter, to: file.map { TextSink(file: $0) } ?? TextSink(sink: context.stdout), now: context.now,
            version: FanCalendarCLI.version,
            describedIn: arguments[Self.plain] ? nil : context.language(), deadlines: deadlines,
            homeZone: context.homeZone, store: context.store())
        sink.flush()
        try file?.commit()
        return 0
    }

    /// `2d,3h,30m` → seconds before, in the order given.
    static func alarmTimes(_ text: String) throws(CLIError) -> [Int] {
        try InputParsing.listItems(text).map { (part: String) throws(CLIError) -> Int in
            let trimmed = part.trimmingPrefix(" ")
            let units: [Character: Int] = ["d": 86_400, "h": 3_600, "m": 60]
            guard let unit = trimmed.last.flatMap({ units[$0] }), let count = Int(trimmed.dropLast()),
                (0...10_000).contains(count)
            else {
                throw .invalidInput(ErrorText.notALeadTime(String(part)))
            }
            return count * unit
        }
    }
}
