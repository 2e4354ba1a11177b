import FanCalendar
import FanCalendarApp

/// `fancal trip new|add|edit|rm|show|list|members|settle|paid|export|import`: splitting a
/// trip's costs among friends and settling up in the fewest transfers (see Docs/trips.md).
enum TripCommand: CommandGroup {
    static let pagesLongOutput = true

    static let subcommands: [any Command.Type] = [
        New.self, Add.self, Edit.self, Remove.self, Show.self, List.self, Members.self, Settle.self, Paid.self, Export.self,
        Import.self,
    ]


    private static let tripArgument = PositionalSpec("TRIP", help: LocalizedText(
        en: "the trip's name (or id, see `fancal trip list`)", ja: "遠征の名前 (または ID、`fancal trip list` で確認)",
        de: "Name der Reise (oder ID, siehe `fancal trip list`)"))

    private static let currency = SharedOptions.currency(help: LocalizedText(
        en: "ISO 4217 code (default: the trip's currency)", ja: "ISO 4217 の通貨コード (既定: 遠征の通貨)",
        de: "Währungscode nach ISO 4217 (Standard: die Währung der Reise)"))

    private static let date = DateOption("date", short: "d", help: LocalizedText(
        en: "YYYY-MM-DD, today or yesterday (default today)", ja: "YYYY-MM-DD, today, yesterday (既定: today)",
        de: "YYYY-MM-DD, today oder yesterday (Standard: today)"))

    private static let paidBy = Option("paid-by", value: "A[=N],B[=M]", help: LocalizedText(
        en: "who paid: one name pays all; with amounts several pay parts (names without one share the rest)",
        ja: "支払った人: 1人なら全額、金額付きで複数人 (金額のない人は残りを均等に)",
        de: "wer bezahlt hat: ein Name zahlt alles; mit Beträgen zahlen mehrere Teile (Namen ohne Betrag teilen den Rest)"))
    private static let forMembers = Option("for", value: "A,B", help: LocalizedText(
        en: "split equally among these members (default: everyone)", ja: "このメンバーで均等に割る (既定: 全員)",
        de: "gleich unter diesen Mitgliedern aufteilen (Standard: alle)"))
    private static let shares = Option("shares", value: "A=2,B=1", help: LocalizedText(
        en: "split by whole-number weights", ja: "整数の比率で割る", de: "nach ganzzahligen Gewichten aufteilen"))
    private static let exact = Option("exact", value: "A=N,B=M", help: LocalizedText(
        en: "split by exact amounts that add up to AMOUNT", ja: "AMOUNT に合計が一致する金額で割る",
        de: "nach genauen Beträgen aufteilen, die AMOUNT ergeben"))
    private static let category = SharedOptions.category(help: LocalizedText(
        en: "category of the fan's record (default live)", ja: "自分の記録のカテゴリ (既定: live)",
        de: "Kategorie des eigenen Eintrags (Standard: live)"))
    private static let sub = Option("sub", value: "S", help: LocalizedText(
        en: "sub-category, such as hotel, travel, ticket", ja: "サブカテゴリ (hotel, travel, ticket など)",
        de: "Unterkategorie, etwa hotel, travel, ticket")).line(allowEmpty: true)
    private static let charged = Option("charged", value: "N", help: LocalizedText(
        en: "what the card charged in the trip's currency for an expense in another (--currency)",
        ja: "別通貨 (--currency) の支出にカードが遠征の通貨で請求した額",
        de: "was die Karte in der Währung der Reise für eine Ausgabe in einer anderen (--currency) abgebucht hat"))

    /// The expense options `add` and `edit` share.
    private static let expenseOptions = [
        paidBy.spec, forMembers.spec, shares.spec, exact.spec, date.spec, category.spec, sub.spec, currency.spec, charged.spec,
    ]

    static let spec = CommandSpec(
        name: "trip", summary: LocalizedText(
            en: "split a trip's costs among friends and settle up", ja: "遠征の費用を割り勘して精算",
            de: "Reisekosten unter Freunden aufteilen und ausgleichen"),
        discussion: LocalizedText(
            en: "Only your own share of each expense (--me) becomes a spending record. Each subcommand's options: fancal trip SUBCOMMAND --help, or the manual: man fancal (fancal man | man -l -).",
            ja: "各支出のうち自分 (--me) の負担分だけが支出の記録になる。各サブコマンドのオプションは fancal trip SUBCOMMAND --help、またはマニュアル: man fancal (fancal man | man -l -)。",
            de: "Nur dein eigener Anteil jeder Ausgabe (--me) wird ein Ausgaben-Eintrag. Die Optionen jedes Unterbefehls: fancal trip SUBCOMMAND --help, oder das Handbuch: man fancal (fancal man | man -l -)."),
        subcommands: subcommands.map { $0.spec })

    /// `trip new NAME --members A,B,C [--me A]`.
    enum New: Command {
        static let members = Option("members", value: "A,B,C", help: LocalizedText(
            en: "who comes along, in order (the order breaks ties of leftover yen)",
            ja: "参加するメンバー (この順で端数の割り当てを決める)",
            de: "wer mitkommt, in Reihenfolge (sie entscheidet über Reste)"))
        static let me = Option("me", value: "A", help: LocalizedText(
            en: "which member you are: your shares become your spending records",
            ja: "自分がどのメンバーか: 自分の負担分が支出の記録になる",
            de: "welches Mitglied du bist: deine Anteile werden deine Ausgaben-Einträge"))
        static let currency = SharedOptions.currency(help: LocalizedText(
            en: "the trip's currency (else FANCAL_CURRENCY, else JPY)", ja: "遠征の通貨 (省略時は FANCAL_CURRENCY、次に JPY)",
            de: "Währung der Reise (sonst FANCAL_CURRENCY, sonst JPY)"))
        static let artist = SharedOptions.artist(help: LocalizedText(
            en: "the artist the trip is for, set on your records", ja: "遠征の対象アーティスト (自分の記録に付く)",
            de: "für welchen Künstler die Reise ist (steht in deinen Einträgen)")).line()

        static let spec = CommandSpec(
            name: "trip new", summary: LocalizedText(en: "start a trip", ja: "遠征を作る", de: "eine Reise anlegen"),
            positionals: [PositionalSpec("NAME", help: LocalizedText(en: "the trip's name", ja: "遠征の名前", de: "Name der Reise"))],
            options: [members.spec, me.spec, currency.spec, artist.spec],
            discussion: .examples([#"fancal trip new "Osaka 12/24" --members Aoi,Mei,Rin --me Aoi --artist AOI"#]))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let name = try InputParsing.line(arguments.positionals[0], name: "NAME")
            let members = try entries(Self.members, arguments, language).map(\.member)
            let currency = try arguments[Self.currency] ?? context.defaultCurrency()
            let trip = try TripUseCases.create(
                name: name, members: members, me: try arguments[Self.me], currency: currency, artist: try arguments[Self.artist],
                now: context.now, store: { try context.writableStore() })
            context.stdout.write(TerminalText.safe(TripPhrase.created(trip)(language)) + "\n" + TripOutput.membersLine(trip, language))
            return 0
        }
    }

    /// `trip add TRIP TITLE AMOUNT --paid-by …`.
    enum Add: Command {
        static let spec = CommandSpec(
            name: "trip add", summary: LocalizedText(en: "add an expense to a trip", ja: "遠征に支出を追加", de: "eine Ausgabe zur Reise hinzufügen"),
            positionals: [
                tripArgument,
                PositionalSpec("TITLE", help: LocalizedText(en: "what it was", ja: "支出の内容", de: "worum es ging")),
                PositionalSpec("AMOUNT", help: LocalizedText(
                    en: "the whole expense: 30000, 30,000 or 49.90", ja: "支出の総額: 30000、30,000、49.90 など",
                    de: "die ganze Ausgabe: 30000, 30.000 oder 49,90")),
            ],
            options: expenseOptions,
            discussion: .examples(
                [
                    #"fancal trip add Osaka Hotel 30,000 --paid-by Aoi --sub hotel"#,
                    #"fancal trip add Osaka Shinkansen 42,000 --paid-by Mei=28,000,Rin=14,000 --shares Aoi=1,Mei=1,Rin=2"#,
                    #"fancal trip add Seoul Dinner 120000 --currency KRW --charged 13,200 --paid-by Aoi"#,
                ],
                german: [
                    #"fancal trip add Osaka Hotel 30.000 --paid-by Aoi --sub hotel"#,
                    #"fancal trip add Osaka Shinkansen 42.000 --paid-by Mei=28.000,Rin=14.000 --shares Aoi=1,Mei=1,Rin=2"#,
                    #"fancal trip add Seoul Dinner 120000 --currency KRW --charged 13.200 --paid-by Aoi"#,
                ]))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            var input = try expenseInput(arguments, context)
            input.title = try InputParsing.line(arguments.positionals[1], name: "TITLE")
            input.amountText = arguments.positionals[2]
            guard input.paidBy != nil else { throw AppError.invalidInput(TripPhrase.missingPaidBy) }
            let (trip, expense) = try TripUseCases.addExpense(
                trip: arguments.positionals[0], input, today: try context.today(), now: context.now,
                store: try context.writerCreatingNothing())
            context.stdout.write(
                TerminalText.safe(TripPhrase.addedExpense(expense.id, trip.name)(language)) + "\n" + TripOutput.expense(expense, language))
            return 0
        }
    }

    /// `trip edit TRIP ID [options]`: one expense, the others untouched.
    enum Edit: Command {
        static let title = Option("title", short: "t", value: "TITLE", help: LocalizedText(en: "a new title", ja: "新しい内容", de: "ein neuer Titel")).line()
        static let amount = Option("amount", short: "a", value: "N", help: LocalizedText(en: "a new amount", ja: "新しい金額", de: "ein neuer Betrag"))

        static let spec = CommandSpec(
            name: "trip edit", summary: LocalizedText(en: "change an expense", ja: "支出を変更", de: "eine Ausgabe ändern"),
            positionals: [tripArgument, PositionalSpec("ID", help: LocalizedText(
                en: "the expense's id (see `fancal trip show`)", ja: "支出の ID (`fancal trip show` で確認)",
                de: "ID der Ausgabe (siehe `fancal trip show`)"))],
            options: [title.spec, amount.spec] + expenseOptions,
            discussion: LocalizedText(
                en: "Only this expense changes: its shares are computed again, every other expense keeps its own to the yen.",
                ja: "変わるのはこの支出だけ: 負担額を計算し直し、ほかの支出の負担額は 1 円も動かない。",
                de: "Nur diese Ausgabe ändert sich: ihre Anteile werden neu berechnet, alle anderen bleiben auf den Yen gleich."))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let id = try identifier(arguments.positionals[1])
            var input = try expenseInput(arguments, context)
            input.title = try arguments[Self.title]
            input.amountText = try arguments[Self.amount]
            let (trip, expense) = try TripUseCases.editExpense(
                trip: arguments.positionals[0], id: id, input, now: context.now, store: try context.writerCreatingNothing())
            context.stdout.write(
                TerminalText.safe(TripPhrase.updatedExpense(id, trip.name)(language)) + "\n" + TripOutput.expense(expense, language))
            return 0
        }
    }

    /// `trip rm TRIP [ID…] [--transfer ID]…`: expenses and transfers, or the whole trip.
    enum Remove: Command {
        static let transfer = Option("transfer", value: "ID", help: LocalizedText(
            en: "a recorded transfer (T1 or 1); may be repeated", ja: "記録した送金 (T1 または 1)。複数指定可",
            de: "eine erfasste Überweisung (T1 oder 1); wiederholbar"), convert: identifier)

        static let spec = CommandSpec(
            name: "trip rm", summary: LocalizedText(
                en: "remove expenses or transfers, or a whole trip", ja: "支出・送金、または遠征全体を削除",
                de: "Ausgaben, Überweisungen oder eine ganze Reise löschen"),
            positionals: [tripArgument, PositionalSpec("ID", help: LocalizedText(
                en: "expense ids; with none (and no --transfer), the whole trip", ja: "支出の ID。省略すると (--transfer もなければ) 遠征全体",
                de: "IDs der Ausgaben; ohne (und ohne --transfer) die ganze Reise"), optional: true, variadic: true)],
            options: [transfer.spec],
            discussion: LocalizedText(
                en: "All or nothing. The spending records made from removed expenses are removed with them.",
                ja: "すべて削除するか、何もしないか。削除した支出から作った記録も一緒に消える。",
                de: "Alles oder nichts. Die Einträge aus gelöschten Ausgaben werden mitgelöscht."))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let name = arguments.positionals[0]
            let expenses = try arguments.positionals.dropFirst().map(identifier)
            let transfers = try arguments[every: Self.transfer]
            let trip = try TripUseCases.remove(
                trip: name, expenses: expenses, transfers: transfers, now: context.now, store: try context.writerCreatingNothing())
            let language = try context.language()
            context.stdout.write(
                TerminalText.safe(
                    trip.map { TripPhrase.removed(expenses: expenses, transfers: transfers, $0.name)(language) }
                        ?? TripPhrase.removedTrip(name)(language)) + "\n")
            return 0
        }
    }

    /// `trip show TRIP`.
    enum Show: Command {
        static let spec = CommandSpec(
            name: "trip show", summary: LocalizedText(
                en: "a trip's expenses, transfers and each member's balance", ja: "遠征の支出・送金とメンバーごとの残高",
                de: "Ausgaben, Überweisungen und Salden einer Reise"),
            positionals: [tripArgument])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let trip = try TripUseCases.show(trip: arguments.positionals[0], store: try context.store())
            context.stdout.write(
                TripOutput.show(trip, try context.language(), style: try context.textStyle(), maxWidth: context.tableWidth()))
            return 0
        }
    }

    /// `trip list`.
    enum List: Command {
        static let spec = CommandSpec(
            name: "trip list", summary: LocalizedText(en: "every trip", ja: "遠征の一覧", de: "alle Reisen"))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            context.stdout.write(
                TripOutput.list(
                    try TripUseCases.list(store: try context.store()), try context.language(),
                    style: try context.textStyle()))
            return 0
        }
    }

    /// `trip members TRIP [--add A,B] [--remove A] [--me A]`.
    enum Members: Command {
        static let add = Option("add", value: "A,B", help: LocalizedText(en: "new members", ja: "新しいメンバー", de: "neue Mitglieder"))
        static let remove = Option("remove", value: "A", help: LocalizedText(
            en: "a member with no balance left", ja: "残高のないメンバーを外す", de: "ein Mitglied ohne offenen Saldo"))
        static let me = Option("me", value: "A", help: LocalizedText(en: "which member you are", ja: "自分がどのメンバーか", de: "welches Mitglied du bist"))

        static let spec = CommandSpec(
            name: "trip members", summary: LocalizedText(
                en: "add members, let them leave, or say which one you are", ja: "メンバーの追加・離脱、自分の指定",
                de: "Mitglieder hinzufügen, austreten lassen oder sagen, wer du bist"),
            positionals: [tripArgument],
            options: [add.spec, remove.spec, me.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let trip = try TripUseCases.members(
                trip: arguments.positionals[0], add: try entries(Self.add, arguments, language).map(\.member),
                remove: try entries(Self.remove, arguments, language).map(\.member), me: try arguments[Self.me], now: context.now,
                store: try context.writerCreatingNothing())
            context.stdout.write(TripOutput.membersLine(trip, language))
            return 0
        }
    }

    /// `trip settle TRIP [--round 1|10|100] [--convert CUR] [--format text|json|line]`.
    enum Settle: Command {
        /// What `--format` takes here: a chat line beside text and JSON.
        enum Format: String { case text, json, line }

        static let round = Option("round", value: "1|10|100", help: LocalizedText(
            en: "round each transfer to this many minor units (100: ¥100 units)", ja: "各送金をこの単位に丸める (100: 100 円単位)",
            de: "jede Überweisung auf so viele Untereinheiten runden (100: 100-Yen-Schritte)")
        ) { text -> Int64 in
            guard let unit = Int64(text), [1, 10, 100].contains(unit), String(unit) == text else {
                throw AppError.invalidInput(TripPhrase.badRound(text))
            }
            return unit
        }
        static let convert = SharedOptions.currency("convert", help: LocalizedText(
            en: "settle everything in CUR, converting by the charged amounts", ja: "すべて CUR で精算 (カード請求額で換算)",
            de: "alles in CUR ausgleichen, umgerechnet mit den Abbuchungen"))
        static let format = Option("format", value: "FORMAT", help: LocalizedText(
            en: "text, json or line (ready to paste into a chat)", ja: "text, json, line (チャットに貼れる文面)",
            de: "text, json oder line (fertig zum Einfügen in einen Chat)")
        ) { text throws(CLIError) in
            guard let format = Format(rawValue: text) else { throw .usage(ErrorText.formatOf("text, json, line", text)) }
            return format
        }

        static let spec = CommandSpec(
            name: "trip settle", summary: LocalizedText(
                en: "who pays whom: the fewest transfers that settle every balance", ja: "誰が誰にいくら払うか: 最少の送金回数で精算",
                de: "wer wem zahlt: die wenigsten Überweisungen für alle Salden"),
            positionals: [tripArgument],
            options: [round.spec, convert.spec, format.spec],
            discussion: LocalizedText(
                en: """
                Each currency is settled on its own unless --convert is given. Transfers already recorded
                with `trip paid` are never planned again: paying one line of the plan leaves the others as
                they were.
                """,
                ja: """
                --convert がなければ通貨ごとに精算する。`trip paid` で記録した送金は計画し直さない:
                計画の1行を払っても、ほかの行はそのまま。
                """,
                de: """
                Jede Währung wird für sich ausgeglichen, außer mit --convert. Mit `trip paid` erfasste
                Überweisungen werden nie neu geplant: wer eine Zeile bezahlt, lässt die anderen unverändert.
                """))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let format = try arguments[Self.format] ?? .text
            let (trip, settlement) = try TripUseCases.settle(
                trip: arguments.positionals[0], unit: try arguments[Self.round] ?? 1, convert: try arguments[Self.convert],
                store: try context.store())
            let language = try context.language()
            switch format {
            case .json: context.stdout.write(TripOutput.settlementJSON(trip, settlement) + "\n")
            case .line: context.stdout.write(TripOutput.settlementLine(trip, settlement, language))
            case .text: context.stdout.write(TripOutput.settlement(trip, settlement, language, style: try context.textStyle()))
            }
            return 0
        }
    }

    /// `trip paid TRIP FROM TO AMOUNT`.
    enum Paid: Command {
        static let spec = CommandSpec(
            name: "trip paid", summary: LocalizedText(
                en: "record that one member paid another", ja: "メンバー間の送金を記録", de: "erfassen, dass ein Mitglied einem anderen gezahlt hat"),
            positionals: [
                tripArgument, PositionalSpec("FROM", help: LocalizedText(en: "who paid", ja: "送った人", de: "wer gezahlt hat")),
                PositionalSpec("TO", help: LocalizedText(en: "who received it", ja: "受け取った人", de: "wer es bekommen hat")),
                PositionalSpec("AMOUNT", help: LocalizedText(en: "how much", ja: "金額", de: "wie viel")),
            ],
            options: [TripCommand.currency.spec, date.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let currency = try arguments[TripCommand.currency]
            let date = try arguments[TripCommand.date, context] ?? context.today()
            let positionals = arguments.positionals
            let (trip, transfer) = try TripUseCases.paid(
                trip: positionals[0], from: positionals[1], to: positionals[2], amountText: positionals[3], currency: currency,
                language: language, date: date, now: context.now, store: try context.writerCreatingNothing())
            context.stdout.write(
                TerminalText.safe(TripPhrase.recordedTransfer(transfer.id, trip.name)(language)) + ": "
                    + TripOutput.transferLine(transfer, language) + "\n")
            return 0
        }
    }

    /// `trip export TRIP [--out FILE]`.
    enum Export: Command {
        static let out = Option("out", short: "o", value: "FILE", help: LocalizedText(
            en: "write to FILE (default -, standard output)", ja: "FILE に書き出す (既定: -、標準出力)",
            de: "in FILE schreiben (Standard: -, die Standardausgabe)"))

        static let spec = CommandSpec(
            name: "trip export", summary: LocalizedText(
                en: "write a trip as a JSON file for a friend", ja: "遠征を JSON ファイルに書き出す (友だちに渡せる)",
                de: "eine Reise als JSON-Datei für Freunde schreiben"),
            positionals: [tripArgument],
            options: [out.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let path = try arguments[Self.out] ?? "-"
            guard !path.isEmpty else { throw CLIError.usage(ErrorText.outNeedsName) }
            let json = try TripUseCases.export(trip: arguments.positionals[0], store: try context.store())
            if path == "-" {
                context.stdout.write(json)
            } else {
                let file = try AtomicFile(path: path, for: .shared)
                file.append(json)
                try file.commit()
            }
            return 0
        }
    }

    /// `trip import FILE [--me A]`.
    enum Import: Command {
        static let me = Option("me", value: "A", help: LocalizedText(
            en: "which member you are (the file does not say)", ja: "自分がどのメンバーか (ファイルには入っていない)",
            de: "welches Mitglied du bist (die Datei sagt es nicht)"))

        static let spec = CommandSpec(
            name: "trip import", summary: LocalizedText(
                en: "read a trip file; importing it again updates, never duplicates", ja: "遠征ファイルを取り込む (再取り込みは更新、重複しない)",
                de: "eine Reisedatei einlesen; erneutes Importieren aktualisiert, verdoppelt nie"),
            positionals: [PositionalSpec("FILE", help: LocalizedText(
                en: "a file written by `fancal trip export`", ja: "`fancal trip export` で書き出したファイル",
                de: "eine mit `fancal trip export` geschriebene Datei"))],
            options: [me.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let path = arguments.positionals[0]
            let data: [UInt8]
            do { data = try FileContents.read(path: path) } catch {
                throw AppError.failure(TripPhrase.cannotRead(path, error.reason))
            }
            let report = try TripUseCases.importTrip(
                data, file: path, me: try arguments[Self.me], now: context.now, store: { try context.writableStore() })
            context.stdout.write(TerminalText.safe(TripPhrase.imported(path, report)(try context.language()), keepingNewlines: true) + "\n")
            return 0
        }
    }

    /// An id as shown by `trip show`: `3`, `#3`, or `T3` for a transfer.
    private static func identifier(_ text: String) throws -> Int64 {
        var digits = Substring(text)
        if let first = digits.first, first == "#" || first == "T" || first == "t" { digits = digits.dropFirst() }
        guard let id = Int64(digits), id > 0 else { throw AppError.invalidInput(TripPhrase.badID(text)) }
        return id
    }

    /// Every value of a list option, `A=12,000,B=3,000`, `A,B` or `A、B`, over all its occurrences. A
    /// piece of three digits after an amount is that amount's thousands group, so amounts may be
    /// written with commas; in German, where the comma marks the decimals (`A=89,90,B=10`), any
    /// piece of digits after an amount is its decimals.
    static func entries(_ option: Option<String>, _ arguments: ParsedArguments, _ language: Language) throws -> [TripEntry] {
        var result: [TripEntry] = []
        for value in try arguments[every: option] {
            var pieces: [String] = []
            for piece in InputParsing.listItems(value) {
                let continues = language.decimalMark == ","
                    ? piece.first.map { $0.isASCII && $0.isNumber } == true && !piece.contains("=")
                    : piece.count >= 3 && piece.prefix(3).allSatisfy(\.isASCII) && piece.prefix(3).allSatisfy(\.isNumber)
                        && (piece.count == 3 || piece.dropFirst(3).first == ".")
                if continues, let last = pieces.last, last.contains("=") {
                    pieces[pieces.count - 1] += "," + piece
                } else {
                    pieces.append(piece)
                }
            }
            for piece in pieces {
                let parts = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let member = String(parts[0]).trimmingWhitespace()
                let amount = parts.count > 1 ? String(parts[1]).trimmingWhitespace() : nil
                guard !member.isEmpty, amount.map({ !$0.isEmpty }) ?? true else {
                    throw AppError.invalidInput(TripPhrase.badEntry("--" + option.spec.name, value))
                }
                result.append(TripEntry(member, amount))
            }
        }
        return result
    }

    /// The expense options shared by `add` and `edit`, read and checked; dates and amounts are
    /// read in the user's language.
    private static func expenseInput(_ arguments: ParsedArguments, _ context: Context) throws -> TripExpenseInput {
        let language = try context.language()
        var input = TripExpenseInput()
        input.language = language
        input.date = try arguments[date, context]
        input.category = try arguments[category]
        input.sub = try arguments[sub]
        input.currency = try arguments[currency]
        input.chargedText = try arguments[charged]
        if arguments.contains(paidBy) { input.paidBy = try entries(paidBy, arguments, language) }
        let splits: [(Option<String>, TripSplitKind)] = [(forMembers, .equal), (shares, .shares), (exact, .exact)]
        let given = splits.filter { arguments.contains($0.0) }
        guard given.count <= 1 else { throw AppError.invalidInput(TripPhrase.oneSplit) }
        if let (option, kind) = given.first { input.split = (kind, try entries(option, arguments, language)) }
        return input
    }
}
