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

    private static func text(_ en: String, _ ja: String, _ de: String) -> LocalizedText { LocalizedText(en: en, ja: ja, de: de) }

    private static let tripArgument = PositionalSpec("TRIP", help: text(
        "the trip's name (or id, see `fancal trip list`)", "遠征の名前 (または ID、`fancal trip list` で確認)",
        "Name der Reise (oder ID, siehe `fancal trip list`)"))

    private static let currency = SharedOptions.currency(help: text(
        "ISO 4217 code (default: the trip's currency)", "ISO 4217 の通貨コード (既定: 遠征の通貨)",
        "Währungscode nach ISO 4217 (Standard: die Währung der Reise)"))

    private static let date = DateOption("date", short: "d", help: text(
        "YYYY-MM-DD, today or yesterday (default today)", "YYYY-MM-DD, today, yesterday (既定: today)",
        "YYYY-MM-DD, today oder yesterday (Standard: today)"))

    private static let paidBy = Option("paid-by", value: "A[=N],B[=M]", help: text(
        "who paid: one name pays all; with amounts several pay parts (names without one share the rest)",
        "支払った人: 1人なら全額、金額付きで複数人 (金額のない人は残りを均等に)",
        "wer bezahlt hat: ein Name zahlt alles; mit Beträgen zahlen mehrere Teile (Namen ohne Betrag teilen den Rest)"))
    private static let forMembers = Option("for", value: "A,B", help: text(
        "split equally among these members (default: everyone)", "このメンバーで均等に割る (既定: 全員)",
        "gleich unter diesen Mitgliedern aufteilen (Standard: alle)"))
    private static let shares = Option("shares", value: "A=2,B=1", help: text(
        "split by whole-number weights", "整数の比率で割る", "nach ganzzahligen Gewichten aufteilen"))
    private static let exact = Option("exact", value: "A=N,B=M", help: text(
        "split by exact amounts that add up to AMOUNT", "AMOUNT に合計が一致する金額で割る",
        "nach genauen Beträgen aufteilen, die AMOUNT ergeben"))
    private static let category = SharedOptions.category(help: text(
        "category of the fan's record (default live)", "自分の記録のカテゴリ (既定: live)",
        "Kategorie des eigenen Eintrags (Standard: live)"))
    private static let sub = Option("sub", value: "S", help: text(
        "sub-category, such as hotel, travel, ticket", "サブカテゴリ (hotel, travel, ticket など)",
        "Unterkategorie, etwa hotel, travel, ticket")).line(allowEmpty: true)
    private static let charged = Option("charged", value: "N", help: text(
        "what the card charged in the trip's currency for an expense in another (--currency)",
        "別通貨 (--currency) の支出にカードが遠征の通貨で請求した額",
        "was die Karte in der Währung der Reise für eine Ausgabe in einer anderen (--currency) abgebucht hat"))

    /// The expense options `add` and `edit` share.
    private static let expenseOptions = [
        paidBy.spec, forMembers.spec, shares.spec, exact.spec, date.spec, category.spec, sub.spec, currency.spec, charged.spec,
    ]

    static let spec = CommandSpec(
        name: "trip", summary: text(
            "split a trip's costs among friends and settle up", "遠征の費用を割り勘して精算",
            "Reisekosten unter Freunden aufteilen und ausgleichen"),
        discussion: text(
            "Only your own share of each expense (--me) becomes a spending record. Each subcommand's options: fancal trip SUBCOMMAND --help, or the manual: man fancal (fancal man | man -l -).",
            "各支出のうち自分 (--me) の負担分だけが支出の記録になる。各サブコマンドのオプションは fancal trip SUBCOMMAND --help、またはマニュアル: man fancal (fancal man | man -l -)。",
            "Nur dein eigener Anteil jeder Ausgabe (--me) wird ein Ausgaben-Eintrag. Die Optionen jedes Unterbefehls: fancal trip SUBCOMMAND --help, oder das Handbuch: man fancal (fancal man | man -l -)."),
        subcommands: subcommands.map { $0.spec })

    /// `trip new NAME --members A,B,C [--me A]`.
    enum New: Command {
        static let members = Option("members", value: "A,B,C", help: text(
            "who comes along, in order (the order breaks ties of leftover yen)",
            "参加するメンバー (この順で端数の割り当てを決める)",
            "wer mitkommt, in Reihenfolge (sie entscheidet über Reste)"))
        static let me = Option("me", value: "A", help: text(
            "which member you are: your shares become your spending records",
            "自分がどのメンバーか: 自分の負担分が支出の記録になる",
            "welches Mitglied du bist: deine Anteile werden deine Ausgaben-Einträge"))
        static let currency = SharedOptions.currency(help: text(
            "the trip's currency (else FANCAL_CURRENCY, else JPY)", "遠征の通貨 (省略時は FANCAL_CURRENCY、次に JPY)",
            "Währung der Reise (sonst FANCAL_CURRENCY, sonst JPY)"))
        static let artist = SharedOptions.artist(help: text(
            "the artist the trip is for, set on your records", "遠征の対象アーティスト (自分の記録に付く)",
            "für welchen Künstler die Reise ist (steht in deinen Einträgen)")).line()

        static let spec = CommandSpec(
            name: "trip new", summary: text("start a trip", "遠征を作る", "eine Reise anlegen"),
            positionals: [PositionalSpec("NAME", help: text("the trip's name", "遠征の名前", "Name der Reise"))],
            options: [members.spec, me.spec, currency.spec, artist.spec],
            discussion: .examples([#"fancal trip new "Osaka 12/24" --members Aoi,Mei,Rin --me Aoi --artist AOI"#]))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let name = try InputParsing.line(arguments.positionals[0], name: "NAME")
            let members = try entries(Self.members, arguments, language).map(\.member)
            let currency = try arguments[Self.currency] ?? context.defaultCurrency()
            let trip = try TripUseCases.create(
                name: name, members: members, me: try arguments[Self.me], currency: currency, artist: try arguments[Self.artist],
                now: context.now, store: { try context.store(forWriting: true) })
            context.stdout.write(TerminalText.safe(TripPhrase.created(trip, language)) + "\n" + TripOutput.membersLine(trip, language))
            return 0
        }
    }

    /// `trip add TRIP TITLE AMOUNT --paid-by …`.
    enum Add: Command {
        static let spec = CommandSpec(
            name: "trip add", summary: text("add an expense to a trip", "遠征に支出を追加", "eine Ausgabe zur Reise hinzufügen"),
            positionals: [
                tripArgument,
                PositionalSpec("TITLE", help: text("what it was", "支出の内容", "worum es ging")),
                PositionalSpec("AMOUNT", help: text(
                    "the whole expense: 30000, 30,000 or 49.90", "支出の総額: 30000、30,000、49.90 など",
                    "die ganze Ausgabe: 30000, 30.000 oder 49,90")),
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
                store: try context.store(forWriting: false))
            context.stdout.write(
                TerminalText.safe(TripPhrase.addedExpense(expense.id!, trip.name, language)) + "\n" + TripOutput.expense(expense, language))
            return 0
        }
    }

    /// `trip edit TRIP ID [options]`: one expense, the others untouched.
    enum Edit: Command {
        static let title = Option("title", short: "t", value: "TITLE", help: text("a new title", "新しい内容", "ein neuer Titel")).line()
        static let amount = Option("amount", short: "a", value: "N", help: text("a new amount", "新しい金額", "ein neuer Betrag"))

        static let spec = CommandSpec(
            name: "trip edit", summary: text("change an expense", "支出を変更", "eine Ausgabe ändern"),
            positionals: [tripArgument, PositionalSpec("ID", help: text(
                "the expense's id (see `fancal trip show`)", "支出の ID (`fancal trip show` で確認)",
                "ID der Ausgabe (siehe `fancal trip show`)"))],
            options: [title.spec, amount.spec] + expenseOptions,
            discussion: text(
                "Only this expense changes: its shares are computed again, every other expense keeps its own to the yen.",
                "変わるのはこの支出だけ: 負担額を計算し直し、ほかの支出の負担額は 1 円も動かない。",
                "Nur diese Ausgabe ändert sich: ihre Anteile werden neu berechnet, alle anderen bleiben auf den Yen gleich."))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let id = try identifier(arguments.positionals[1])
            var input = try expenseInput(arguments, context)
            input.title = try arguments[Self.title]
            input.amountText = try arguments[Self.amount]
            let (trip, expense) = try TripUseCases.editExpense(
                trip: arguments.positionals[0], id: id, input, now: context.now, store: try context.store(forWriting: false))
            context.stdout.write(
                TerminalText.safe(TripPhrase.updatedExpense(id, trip.name, language)) + "\n" + TripOutput.expense(expense, language))
            return 0
        }
    }

    /// `trip rm TRIP [ID…] [--transfer ID]…`: expenses and transfers, or the whole trip.
    enum Remove: Command {
        static let transfer = Option("transfer", value: "ID", help: text(
            "a recorded transfer (T1 or 1); may be repeated", "記録した送金 (T1 または 1)。複数指定可",
            "eine erfasste Überweisung (T1 oder 1); wiederholbar"), convert: identifier)

        static let spec = CommandSpec(
            name: "trip rm", summary: text(
                "remove expenses or transfers, or a whole trip", "支出・送金、または遠征全体を削除",
                "Ausgaben, Überweisungen oder eine ganze Reise löschen"),
            positionals: [tripArgument, PositionalSpec("ID", help: text(
                "expense ids; with none (and no --transfer), the whole trip", "支出の ID。省略すると (--transfer もなければ) 遠征全体",
                "IDs der Ausgaben; ohne (und ohne --transfer) die ganze Reise"), optional: true, variadic: true)],
            options: [transfer.spec],
            discussion: text(
                "All or nothing. The spending records made from removed expenses are removed with them.",
                "すべて削除するか、何もしないか。削除した支出から作った記録も一緒に消える。",
                "Alles oder nichts. Die Einträge aus gelöschten Ausgaben werden mitgelöscht."))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let name = arguments.positionals[0]
            let expenses = try arguments.positionals.dropFirst().map(identifier)
            let transfers = try arguments[every: Self.transfer]
            let trip = try TripUseCases.remove(
                trip: name, expenses: expenses, transfers: transfers, now: context.now, store: try context.store(forWriting: false))
            let language = try context.language()
            context.stdout.write(
                TerminalText.safe(
                    trip.map { TripPhrase.removed(expenses: expenses, transfers: transfers, $0.name, language) }
                        ?? TripPhrase.removedTrip(name, language)) + "\n")
            return 0
        }
    }

    /// `trip show TRIP`.
    enum Show: Command {
        static let spec = CommandSpec(
            name: "trip show", summary: text(
                "a trip's expenses, transfers and each member's balance", "遠征の支出・送金とメンバーごとの残高",
                "Ausgaben, Überweisungen und Salden einer Reise"),
            positionals: [tripArgument])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let trip = try TripUseCases.show(trip: arguments.positionals[0], store: try context.store(forWriting: false))
            context.stdout.write(
                TripOutput.show(trip, try context.language(), style: try context.textStyle(), maxWidth: context.tableWidth()))
            return 0
        }
    }

    /// `trip list`.
    enum List: Command {
        static let spec = CommandSpec(
            name: "trip list", summary: text("every trip", "遠征の一覧", "alle Reisen"))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            context.stdout.write(
                TripOutput.list(
                    try TripUseCases.list(store: try context.store(forWriting: false)), try context.language(),
                    style: try context.textStyle()))
            return 0
        }
    }

    /// `trip members TRIP [--add A,B] [--remove A] [--me A]`.
    enum Members: Command {
        static let add = Option("add", value: "A,B", help: text("new members", "新しいメンバー", "neue Mitglieder"))
        static let remove = Option("remove", value: "A", help: text(
            "a member with no balance left", "残高のないメンバーを外す", "ein Mitglied ohne offenen Saldo"))
        static let me = Option("me", value: "A", help: text("which member you are", "自分がどのメンバーか", "welches Mitglied du bist"))

        static let spec = CommandSpec(
            name: "trip members", summary: text(
                "add members, let them leave, or say which one you are", "メンバーの追加・離脱、自分の指定",
                "Mitglieder hinzufügen, austreten lassen oder sagen, wer du bist"),
            positionals: [tripArgument],
            options: [add.spec, remove.spec, me.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let trip = try TripUseCases.members(
                trip: arguments.positionals[0], add: try entries(Self.add, arguments, language).map(\.member),
                remove: try entries(Self.remove, arguments, language).map(\.member), me: try arguments[Self.me], now: context.now,
                store: try context.store(forWriting: false))
            context.stdout.write(TripOutput.membersLine(trip, language))
            return 0
        }
    }

    /// `trip settle TRIP [--round 1|10|100] [--convert CUR] [--format text|json|line]`.
    enum Settle: Command {
        /// What `--format` takes here: a chat line beside text and JSON.
        enum Format: String { case text, json, line }

        static let round = Option("round", value: "1|10|100", help: text(
            "round each transfer to this many minor units (100: ¥100 units)", "各送金をこの単位に丸める (100: 100 円単位)",
            "jede Überweisung auf so viele Untereinheiten runden (100: 100-Yen-Schritte)")
        ) { text -> Int64 in
            guard let unit = Int64(text), [1, 10, 100].contains(unit), String(unit) == text else {
                throw AppError.invalidInput(TripPhrase.badRound(text))
            }
            return unit
        }
        static let convert = SharedOptions.currency("convert", help: text(
            "settle everything in CUR, converting by the charged amounts", "すべて CUR で精算 (カード請求額で換算)",
            "alles in CUR ausgleichen, umgerechnet mit den Abbuchungen"))
        static let format = Option("format", value: "FORMAT", help: text(
            "text, json or line (ready to paste into a chat)", "text, json, line (チャットに貼れる文面)",
            "text, json oder line (fertig zum Einfügen in einen Chat)")
        ) { text throws(CLIError) in
            guard let format = Format(rawValue: text) else { throw .usage(ErrorText.formatOf("text, json, line", text)) }
            return format
        }

        static let spec = CommandSpec(
            name: "trip settle", summary: text(
                "who pays whom: the fewest transfers that settle every balance", "誰が誰にいくら払うか: 最少の送金回数で精算",
                "wer wem zahlt: die wenigsten Überweisungen für alle Salden"),
            positionals: [tripArgument],
            options: [round.spec, convert.spec, format.spec],
            discussion: text(
                """
                Each currency is settled on its own unless --convert is given. Transfers already recorded
                with `trip paid` are never planned again: paying one line of the plan leaves the others as
                they were.
                """,
                """
                --convert がなければ通貨ごとに精算する。`trip paid` で記録した送金は計画し直さない:
                計画の1行を払っても、ほかの行はそのまま。
                """,
                """
                Jede Währung wird für sich ausgeglichen, außer mit --convert. Mit `trip paid` erfasste
                Überweisungen werden nie neu geplant: wer eine Zeile bezahlt, lässt die anderen unverändert.
                """))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let format = try arguments[Self.format] ?? .text
            let (trip, settlement) = try TripUseCases.settle(
                trip: arguments.positionals[0], unit: try arguments[Self.round] ?? 1, convert: try arguments[Self.convert],
                store: try context.store(forWriting: false))
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
            name: "trip paid", summary: text(
                "record that one member paid another", "メンバー間の送金を記録", "erfassen, dass ein Mitglied einem anderen gezahlt hat"),
            positionals: [
                tripArgument, PositionalSpec("FROM", help: text("who paid", "送った人", "wer gezahlt hat")),
                PositionalSpec("TO", help: text("who received it", "受け取った人", "wer es bekommen hat")),
                PositionalSpec("AMOUNT", help: text("how much", "金額", "wie viel")),
            ],
            options: [TripCommand.currency.spec, date.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let currency = try arguments[TripCommand.currency]
            let date = try arguments[TripCommand.date, context] ?? context.today()
            let positionals = arguments.positionals
            let (trip, transfer) = try TripUseCases.paid(
                trip: positionals[0], from: positionals[1], to: positionals[2], amountText: positionals[3], currency: currency,
                language: language, date: date, now: context.now, store: try context.store(forWriting: false))
            context.stdout.write(
                TerminalText.safe(TripPhrase.recordedTransfer(transfer.id!, trip.name, language)) + ": "
                    + TripOutput.transferLine(transfer, language) + "\n")
            return 0
        }
    }

    /// `trip export TRIP [--out FILE]`.
    enum Export: Command {
        static let out = Option("out", short: "o", value: "FILE", help: text(
            "write to FILE (default -, standard output)", "FILE に書き出す (既定: -、標準出力)",
            "in FILE schreiben (Standard: -, die Standardausgabe)"))

        static let spec = CommandSpec(
            name: "trip export", summary: text(
                "write a trip as a JSON file for a friend", "遠征を JSON ファイルに書き出す (友だちに渡せる)",
                "eine Reise als JSON-Datei für Freunde schreiben"),
            positionals: [tripArgument],
            options: [out.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let path = try arguments[Self.out] ?? "-"
            guard !path.isEmpty else { throw CLIError.usage(ErrorText.outNeedsName) }
            let json = try TripUseCases.export(trip: arguments.positionals[0], store: try context.store(forWriting: false))
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
        static let me = Option("me", value: "A", help: text(
            "which member you are (the file does not say)", "自分がどのメンバーか (ファイルには入っていない)",
            "welches Mitglied du bist (die Datei sagt es nicht)"))

        static let spec = CommandSpec(
            name: "trip import", summary: text(
                "read a trip file; importing it again updates, never duplicates", "遠征ファイルを取り込む (再取り込みは更新、重複しない)",
                "eine Reisedatei einlesen; erneutes Importieren aktualisiert, verdoppelt nie"),
            positionals: [PositionalSpec("FILE", help: text(
                "a file written by `fancal trip export`", "`fancal trip export` で書き出したファイル",
                "eine mit `fancal trip export` geschriebene Datei"))],
            options: [me.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let path = arguments.positionals[0]
            let data: [UInt8]
            do { data = try FileContents.read(path: path) } catch {
                throw AppError.failure(TripPhrase.cannotRead(path, error.reason))
            }
            let report = try TripUseCases.importTrip(
                data, file: path, me: try arguments[Self.me], now: context.now, store: { try context.store(forWriting: true) })
            context.stdout.write(TerminalText.safe(TripPhrase.imported(path, report, try context.language()), keepingNewlines: true) + "\n")
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
