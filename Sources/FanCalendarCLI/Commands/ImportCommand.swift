import FanCalendar
import FanCalendarICS
import FanCalendarStore
import Foundation

/// `fancal import FILE|-`: iCalendar in, in one transaction.
enum ImportCommand: Command {
    static let spec = CommandSpec(
        name: "import", summary: LocalizedText(
            en: "read records from an iCalendar (.ics) file", ja: "iCalendar (.ics) ファイルから記録を取り込む",
            de: "Einträge aus einer iCalendar-Datei (.ics) importieren"),
        positionals: [PositionalSpec("FILE", help: LocalizedText(
            en: "an .ics file, or - for standard input", ja: ".ics ファイル (- で標準入力)",
            de: "eine .ics-Datei oder - für die Standardeingabe"))],
        options: [
            OptionSpec("dry-run", short: "n", help: LocalizedText(
                en: "report what would happen; write nothing", ja: "結果を報告するだけで何も書き込まない",
                de: "nur berichten, was geschähe; nichts schreiben")),
            OptionSpec("strict", help: LocalizedText(
                en: "refuse the whole file if any event is rejected",
                ja: "拒否されたイベントが1つでもあればファイル全体を取り込まない",
                de: "die ganze Datei ablehnen, sobald ein Ereignis abgelehnt wird")),
            OptionSpec("default-category", value: "C", help: LocalizedText(
                en: "category for events that name none (default other)",
                ja: "カテゴリのないイベントのカテゴリ (既定: other)",
                de: "Kategorie für Ereignisse ohne Kategorie (Standard: other)")),
            OptionSpec("default-currency", value: "CUR", help: LocalizedText(
                en: "currency for amounts without one (else FANCAL_CURRENCY, else JPY)",
                ja: "通貨のない金額の通貨 (省略時は FANCAL_CURRENCY、次に JPY)",
                de: "Währung für Beträge ohne Währung (sonst FANCAL_CURRENCY, sonst JPY)")),
        ],
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

    /// What an import did, for the summary line.
    struct Report {
        var added = 0
        var updated = 0
        var unchanged = 0
        var skipped: [String: Int] = [:]
        var rejected = 0
    }

    /// Thrown inside the transaction to roll it back on purpose (dry run, strict failure).
    private struct RollBack: Error {}

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let input = arguments.positionals[0]
        let dryRun = arguments.has("dry-run")
        let strict = arguments.has("strict")
        let language = try context.language()
        let defaultCategory = try arguments.value("default-category").map { (text: String) throws(CLIError) in
            try InputParsing.category(text)
        } ?? .other
        let defaultCurrency = try arguments.value("default-currency").map { (text: String) throws(CLIError) in
            try InputParsing.currency(text)
        } ?? context.defaultCurrency()
        let options = ICSImportOptions(
            homeZone: context.homeZone, defaultCategory: defaultCategory, defaultCurrency: defaultCurrency,
            today: try context.today())
        let name = input == "-" ? "<stdin>" : input
        if input != "-" && !FileManager.default.fileExists(atPath: input) {
            throw CLIError.failure("\(input): no such file")
        }

        let store = try context.store(forWriting: !dryRun)
        // The whole import is one transaction: room for its pages (up to ~200,000 events) keeps
        // SQLite from writing them to the WAL early and reading them back.
        try store.setPageCacheLimit(kibibytes: 64 << 10)
        let now = context.now
        var report = Report()
        // Written once the whole file has been read: a file refused as a whole (truncated, not
        // iCalendar) gets only its own message, not lines about events nobody will import.
        var rejections: [String] = []
        let progress = Progress(enabled: context.stderrIsTerminal, sink: context.stderr)
        do {
            try store.transaction {
                let handle: (ICSImportItem) throws -> Void = { item in
                    switch item {
                    case .event(let event):
                        switch try store.store(imported: event.record.withOneLineFields(), lastModified: event.lastModified, now: now) {
                        case .added: report.added += 1
                        case .updated: report.updated += 1
                        case .unchanged: report.unchanged += 1
                        }
                        progress.tick()
                    case .rejected(let uid, let line, let reason):
                        report.rejected += 1
                        var location = name
                        if let line { location += ":\(line)" }
                        rejections.append("fancal: \(location): event \(uid ?? "without UID") rejected: \(reason)\n")
                        if strict { throw RollBack() }
                    case .skipped(let kind):
                        report.skipped[kind, default: 0] += 1
                    }
                }
                let reader = ICSReader(options: options)
                if input == "-" {
                    try reader.read(FileHandle.standardInput, name: name, handler: handle)
                } else {
                    try reader.read(path: input, handler: handle)
                }
                progress.finish()
                if dryRun { throw RollBack() }
            }
        } catch is RollBack {
            progress.finish()
            for line in rejections { context.stderr.write(line) }
            rejections = []
            if strict && report.rejected > 0 {
                throw CLIError.failure("\(name): \(report.rejected) event(s) rejected; --strict: nothing was imported")
            }
        } catch let error as ICSError {
            progress.finish()
            throw CLIError.failure("\(error.description); nothing was imported")
        }
        for line in rejections { context.stderr.write(line) }
        context.stdout.write(summary(report, name: name, dryRun: dryRun, language: language))
        return report.rejected > 0 ? 1 : 0
    }

    static func summary(_ report: Report, name: String, dryRun: Bool, language: Language) -> String {
        let skippedDetail = report.skipped.keys.sorted().map { "\(report.skipped[$0]!) \($0)" }.joined(separator: ", ")
        let skippedCount = report.skipped.values.reduce(0, +)
        let skipped = skippedCount == 0 ? "0" : "\(skippedCount)"
        let detail = skippedCount == 0 ? "" : " (\(skippedDetail))"
        let line: String
        switch language {
        case .en:
            line = "\(name): \(report.added) added, \(report.updated) updated, \(report.unchanged) unchanged, \(skipped) skipped\(detail), \(report.rejected) rejected"
        case .ja:
            line = "\(name): 追加 \(report.added)、更新 \(report.updated)、変更なし \(report.unchanged)、スキップ \(skipped)\(detail)、拒否 \(report.rejected)"
        case .de:
            line = "\(name): \(report.added) hinzugefügt, \(report.updated) geändert, \(report.unchanged) unverändert, \(skipped) übersprungen\(detail), \(report.rejected) abgelehnt"
        }
        guard dryRun else { return line + "\n" }
        switch language {
        case .en: return line + " (dry run: nothing was written)\n"
        case .ja: return line + "（ドライラン: 何も書き込んでいません）\n"
        case .de: return line + " (Probelauf: nichts wurde geschrieben)\n"
        }
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

        func finish() {
            guard shown else { return }
            sink.write("\r\u{1B}[K")
            shown = false
        }
    }
}
