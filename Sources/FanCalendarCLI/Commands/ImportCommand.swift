import FanCalendar
import FanCalendarApp

/// `fancal import FILE|-`: iCalendar in, in one transaction.
enum ImportCommand: Command {
    static let history = Flag("history", help: LocalizedText(
        en: "list the imports, numbered for `fancal undo import N`",
        ja: "取り込みの一覧 (`fancal undo import N` で使う番号つき)",
        de: "die Importe auflisten, nummeriert für `fancal undo import N`"))
    static let dryRun = Flag("dry-run", short: "n", help: LocalizedText(
        en: "report what would happen; write nothing", ja: "結果を報告するだけで何も書き込まない",
        de: "nur berichten, was geschähe; nichts schreiben"))
    static let strict = Flag("strict", help: LocalizedText(
        en: "refuse the whole file if any event is rejected",
        ja: "拒否されたイベントが1つでもあればファイル全体を取り込まない",
        de: "die ganze Datei ablehnen, sobald ein Ereignis abgelehnt wird"))
    static let defaultCategory = Option("default-category", value: "C", help: LocalizedText(
        en: "category for events that name none (default other)",
        ja: "カテゴリのないイベントのカテゴリ (既定: other)",
        de: "Kategorie für Ereignisse ohne Kategorie (Standard: other)")
    ) { text throws(CLIError) in try InputParsing.category(text) }
    static let defaultCurrency = SharedOptions.currency("default-currency", reportedAs: "--default-currency", help: LocalizedText(
        en: "currency for amounts without one (else FANCAL_CURRENCY, else JPY)",
        ja: "通貨のない金額の通貨 (省略時は FANCAL_CURRENCY、次に JPY)",
        de: "Währung für Beträge ohne Währung (sonst FANCAL_CURRENCY, sonst JPY)"))

    static let spec = CommandSpec(
        name: "import", summary: LocalizedText(
            en: "read records from an iCalendar (.ics) file", ja: "iCalendar (.ics) ファイルから記録を取り込む",
            de: "Einträge aus einer iCalendar-Datei (.ics) importieren"),
        positionals: [PositionalSpec("FILE", help: LocalizedText(
            en: "an .ics file, or - for standard input", ja: ".ics ファイル (- で標準入力)",
            de: "eine .ics-Datei oder - für die Standardeingabe"), optional: true)],
        options: [history.spec, dryRun.spec, strict.spec, defaultCategory.spec, defaultCurrency.spec],
        discussion: LocalizedText(
            en: """
                Reads any RFC 5545 calendar (Google, Apple, Outlook, Thunderbird exports). Recurring
                events become one record per occurrence, from 10 years before today to 2 years ahead
                for endless series. Importing the same file again adds nothing: an event already
                stored is updated only when its SEQUENCE or LAST-MODIFIED is newer.
                Exit code 0 when every event was imported, 1 when some were rejected (the others
                are imported, unless --strict) or the file was refused.
                """,
            ja: """
                RFC 5545 のカレンダーなら何でも読める (Google、Apple、Outlook、Thunderbird の
                エクスポート)。繰り返しイベントは発生ごとに1件の記録になり、終わりのない繰り返しは
                今日の10年前から2年後まで。同じファイルをもう一度取り込んでも何も増えない: 保存済みの
                イベントは SEQUENCE か LAST-MODIFIED が新しいときだけ更新する。
                終了コードは、すべてのイベントを取り込めたら 0、拒否されたものがある (--strict で
                なければほかは取り込む) かファイル自体を拒否したら 1。
                """,
            de: """
                Liest jeden RFC-5545-Kalender (Exporte aus Google, Apple, Outlook, Thunderbird).
                Wiederkehrende Ereignisse werden zu einem Eintrag je Vorkommen, bei endlosen Serien
                von 10 Jahren vor heute bis 2 Jahre voraus. Dieselbe Datei erneut zu importieren fügt
                nichts hinzu: Ein gespeichertes Ereignis wird nur geändert, wenn seine SEQUENCE oder
                LAST-MODIFIED neuer ist.
                Exit-Code 0, wenn jedes Ereignis importiert wurde, 1, wenn einige abgelehnt wurden
                (die übrigen werden importiert, außer mit --strict) oder die Datei abgelehnt wurde.
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        if arguments[Self.history] {
            return try UndoCommand.history(try UndoUseCases.imports(store: try context.store()), context)
        }
        guard let input = arguments.positionals.first else { throw CLIError.usage(ErrorText.missingArgument("import", "FILE")) }
        let dryRun = arguments[Self.dryRun]
        let strict = arguments[Self.strict]
        let language = try context.language()
        let defaultCategory = try arguments[Self.defaultCategory] ?? .other
        let defaultCurrency = try arguments[Self.defaultCurrency] ?? context.defaultCurrency()
        let options = ICSImportOptions(
            homeZone: context.homeZone, defaultCategory: defaultCategory, defaultCurrency: defaultCurrency,
            today: try context.today())
        let source: ImportSource = input == "-" ? .standardInput : .file(input)
        let progress = Progress(enabled: context.stderrIsTerminal, sink: context.stderr)
        let report = try progress.around {
            try ImportUseCases.importCalendar(
                from: source, options: options, dryRun: dryRun, strict: strict, now: context.now,
                store: { dryRun ? try context.writerCreatingNothing() : try context.writableStore() }, progress: progress.tick)
        }
        // Written once the whole input has been read: an input refused as a whole (truncated, not
        // iCalendar) gets only its own message, not lines about events nobody will import.
        for line in messages(report, name: source.name, language: language) { context.stderr.write(line) }
        if let refusal = report.strictRefusal(strict, name: source.name) { throw refusal }
        context.stdout.write(summary(report, name: source.name, dryRun: dryRun, language: language))
        return report.rejected > 0 ? 1 : 0
    }

    /// One `fancal: FILE:LINE: …` line per rejection, then per warning, made safe for a terminal.
    static func messages(_ report: ImportReport, name: String, language: Language) -> [String] {
        func location(_ line: Int?) -> String { line.map { "\(name):\($0)" } ?? name }
        let rejections = report.rejections.map { rejection in
            ErrorText.eventRejected(location(rejection.line), uid: rejection.uid, reason: rejection.reason)(language)
        }
        let warnings = report.warnings.map { warning in
            "\(location(warning.line)): \(warning.text)"
                + (warning.otherEvents > 0 ? " (and \(warning.otherEvents) more event(s))" : "")
        }
        return (rejections + warnings).map { "fancal: " + TerminalText.safe($0) + "\n" }
    }

    static func summary(_ report: ImportReport, name: String, dryRun: Bool, language: Language) -> String {
        let skippedDetail = report.skipped.keys.sorted().map { "\(report.skipped[$0]!) \($0)" }.joined(separator: ", ")
        let skippedCount = report.skippedCount
        let detail = skippedCount == 0 ? "" : " (\(skippedDetail))"
        // The name and the skipped kinds come from the command line and the file.
        let line = TerminalText.safe(Phrase.importCounts(
            name: name, added: report.added, updated: report.updated, unchanged: report.unchanged,
            skipped: skippedCount, detail: detail, rejected: report.rejected)(language))
        return line + (dryRun ? Phrase.dryRun(language) : "") + "\n" + ticketSummary(report.tickets, language: language)
    }

    /// `tickets: 1 added, 0 updated, 0 unchanged`, only when the file held ticket deadlines.
    static func ticketSummary(_ counts: ImportReport.TicketCounts, language: Language) -> String {
        guard counts.added + counts.updated + counts.unchanged > 0 else { return "" }
        return LocalizedText(
            en: "tickets: \(counts.added) added, \(counts.updated) updated, \(counts.unchanged) unchanged\n",
            ja: "チケット: 追加 \(counts.added)、更新 \(counts.updated)、変更なし \(counts.unchanged)\n",
            de: "Tickets: \(counts.added) hinzugefügt, \(counts.updated) geändert, \(counts.unchanged) unverändert\n")(language)
    }

    /// A count on stderr while a large import is stored, only when stderr is a terminal.
    final class Progress {
        let enabled: Bool
        let sink: OutputSink
        private var count = 0
        private var shown = false

        init(enabled: Bool, sink: OutputSink) {
            self.enabled = enabled
            self.sink = sink
        }

        func tick() {
            count += 1
            guard enabled, count % 2_000 == 0 else { return }
            sink.write("\rfancal: importing… \(count) events")
            shown = true
        }

        /// Runs `body` (an import ticking this), then clears the line, whatever happens, before
        /// anything else is written.
        func around<T>(_ body: () throws -> T) rethrows -> T {
            defer { finish() }
            return try body()
        }

        private func finish() {
            guard shown else { return }
            sink.write("\r\u{1B}[K")
            shown = false
        }
    }
}
