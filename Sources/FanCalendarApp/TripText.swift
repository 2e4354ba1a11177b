import FanCalendar

/// Every message of the trip use cases, in each language, each saying what to do.
enum TripText {
    static func noSuchTrip(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "no trip named '\(name)'; `fancal trip list` shows the trips",
            ja: "'\(name)' という遠征はありません。遠征の一覧は `fancal trip list` で確認できます",
            de: "keine Reise namens '\(name)'; `fancal trip list` zeigt die Reisen")
    }

    static func tripExists(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "a trip named '\(name)' already exists; choose another name",
            ja: "'\(name)' という遠征はすでにあります。別の名前を付けてください",
            de: "eine Reise namens '\(name)' gibt es schon; wähle einen anderen Namen")
    }

    static func noSuchExpense(_ id: Int64, trip: String) -> LocalizedText {
        LocalizedText(
            en: "trip '\(trip)' has no expense #\(id); nothing was changed (`fancal trip show \(trip)` lists them)",
            ja: "遠征 '\(trip)' に支出 #\(id) はありません。何も変更していません (一覧は `fancal trip show \(trip)`)",
            de: "die Reise '\(trip)' hat keine Ausgabe #\(id); nichts wurde geändert (`fancal trip show \(trip)` listet sie)")
    }

    static func noSuchTransfer(_ id: Int64, trip: String) -> LocalizedText {
        LocalizedText(
            en: "trip '\(trip)' has no transfer #\(id); nothing was changed (`fancal trip show \(trip)` lists them)",
            ja: "遠征 '\(trip)' に送金 #\(id) はありません。何も変更していません (一覧は `fancal trip show \(trip)`)",
            de: "die Reise '\(trip)' hat keine Überweisung #\(id); nichts wurde geändert (`fancal trip show \(trip)` listet sie)")
    }

    static func chargedNeedsForeignCurrency(_ currency: Currency) -> LocalizedText {
        LocalizedText(
            en: "--charged is what the card charged in \(currency.code) for an expense in another currency; give that currency with --currency",
            ja: "--charged は別の通貨の支出にカードが \(currency.code) で請求した額です。支出の通貨を --currency で指定してください",
            de: "--charged ist, was die Karte in \(currency.code) für eine Ausgabe in einer anderen Währung abgebucht hat; gib diese Währung mit --currency an")
    }

    static let nothingToChange = LocalizedText(
        en: "trip edit: nothing to change; give at least one option (see `fancal trip edit --help`)",
        ja: "trip edit: 変更する項目がありません。オプションを1つ以上指定してください (`fancal trip edit --help`)",
        de: "trip edit: nichts zu ändern; gib mindestens eine Option an (siehe `fancal trip edit --help`)")

    static func badWeightText(_ member: String, _ text: String) -> LocalizedText {
        LocalizedText(
            en: "--shares: '\(text)' for \(member) is not a whole number above zero; write it like A=2,B=1",
            ja: "--shares: \(member) の '\(text)' は 1 以上の整数ではありません。A=2,B=1 のように書いてください",
            de: "--shares: '\(text)' für \(member) ist keine ganze Zahl über null; schreibe es wie A=2,B=1")
    }

    static func missingValue(_ option: String, _ member: String) -> LocalizedText {
        LocalizedText(
            en: "\(option): give \(member) an amount, like \(member)=1000",
            ja: "\(option): \(member) に金額を付けてください (\(member)=1000 のように)",
            de: "\(option): gib \(member) einen Betrag, etwa \(member)=1000")
    }

    static func unreadableFile(_ file: String, _ reason: String) -> LocalizedText {
        LocalizedText(
            en: "\(file) is not a fancal trip file (\(reason)); nothing was imported",
            ja: "\(file) は fancal の遠征ファイルではありません (\(reason))。何も取り込んでいません",
            de: "\(file) ist keine Reisedatei von fancal (\(reason)); nichts wurde importiert")
    }

    static func otherVersion(_ file: String, _ version: Int) -> LocalizedText {
        LocalizedText(
            en: "\(file) is a fancal trip file of version \(version); this fancal reads version \(TripFile.version) — update fancal; nothing was imported",
            ja: "\(file) はバージョン \(version) の遠征ファイルです。この fancal が読めるのはバージョン \(TripFile.version) です。fancal を更新してください。何も取り込んでいません",
            de: "\(file) ist eine Reisedatei der Version \(version); dieses fancal liest Version \(TripFile.version) — aktualisiere fancal; nichts wurde importiert")
    }

    static func importNameTaken(_ file: String, _ name: String) -> LocalizedText {
        LocalizedText(
            en: "\(file): another trip is already called '\(name)'; rename it (`fancal trip rm` or a new name) and import again",
            ja: "\(file): '\(name)' という別の遠征がすでにあります。名前を変えてから取り込み直してください",
            de: "\(file): eine andere Reise heißt schon '\(name)'; benenne sie um und importiere erneut")
    }

    static func signed(_ money: Money, _ language: Language) -> String {
        money.minorUnits > 0 ? "+" + money.formatted(language) : money.formatted(language)
    }

    /// A core refusal, worded.
    static func error(_ error: TripError) -> LocalizedText {
        switch error {
        case .noMembers:
            LocalizedText(
                en: "a trip needs members; give them with --members A,B,C",
                ja: "遠征にはメンバーが必要です。--members A,B,C のように指定してください",
                de: "eine Reise braucht Mitglieder; gib sie mit --members A,B,C an")
        case .badMemberName(let name):
            LocalizedText(
                en: "'\(name)' cannot be a member's name; use one line without ',' or '='",
                ja: "'\(name)' はメンバー名に使えません。',' と '=' を含まない1行の名前にしてください",
                de: "'\(name)' kann kein Mitgliedsname sein; nimm eine Zeile ohne ',' und '='")
        case .duplicateMember(let name):
            LocalizedText(
                en: "\(name) is a member already; give each member once",
                ja: "\(name) はすでにメンバーです。各メンバーは1回だけ指定してください",
                de: "\(name) ist schon Mitglied; nenne jedes Mitglied nur einmal")
        case .unknownMember(let name, let suggestion?):
            LocalizedText(
                en: "\(name) is not a member of this trip; did you mean \(suggestion)?",
                ja: "\(name) はこの遠征のメンバーではありません。\(suggestion) のことですか?",
                de: "\(name) ist kein Mitglied dieser Reise; meintest du \(suggestion)?")
        case .unknownMember(let name, nil):
            LocalizedText(
                en: "\(name) is not a member of this trip; add them with `fancal trip members TRIP --add \(name)`",
                ja: "\(name) はこの遠征のメンバーではありません。`fancal trip members TRIP --add \(name)` で追加してください",
                de: "\(name) ist kein Mitglied dieser Reise; füge sie mit `fancal trip members TRIP --add \(name)` hinzu")
        case .repeatedMember(let name):
            LocalizedText(
                en: "\(name) is listed twice; name each member once",
                ja: "\(name) が2回指定されています。各メンバーは1回だけ指定してください",
                de: "\(name) steht zweimal in der Liste; nenne jedes Mitglied nur einmal")
        case .zeroAmount:
            LocalizedText(
                en: "an expense needs an amount above zero",
                ja: "支出の金額は 0 より大きくしてください",
                de: "eine Ausgabe braucht einen Betrag über null")
        case .noPayer:
            LocalizedText(
                en: "--paid-by names nobody; say who paid, like --paid-by A or --paid-by A=5000,B=3000",
                ja: "--paid-by に支払った人がいません。--paid-by A や --paid-by A=5000,B=3000 のように指定してください",
                de: "--paid-by nennt niemanden; gib an, wer bezahlt hat, etwa --paid-by A oder --paid-by A=5000,B=3000")
        case .nothingPaid(let name):
            LocalizedText(
                en: "--paid-by: \(name) would pay nothing; give each payer an amount above zero",
                ja: "--paid-by: \(name) の支払額が 0 になります。支払った人にはそれぞれ 0 より大きい金額を指定してください",
                de: "--paid-by: \(name) würde nichts zahlen; gib jedem Zahler einen Betrag über null")
        case .paidByMismatch(let total, let paid):
            LocalizedText(
                en: "--paid-by adds up to \(paid.formatted(.en)) but the expense is \(total.formatted(.en)); make the amounts add up",
                ja: "--paid-by の合計は \(paid.formatted(.ja)) ですが、支出は \(total.formatted(.ja)) です。合計が一致するようにしてください",
                de: "--paid-by ergibt \(paid.formatted(.de)), die Ausgabe ist aber \(total.formatted(.de)); die Beträge müssen aufgehen")
        case .exactMismatch(let total, let sum):
            LocalizedText(
                en: "--exact adds up to \(sum.formatted(.en)) but the expense is \(total.formatted(.en)); make the parts add up",
                ja: "--exact の合計は \(sum.formatted(.ja)) ですが、支出は \(total.formatted(.ja)) です。合計が一致するようにしてください",
                de: "--exact ergibt \(sum.formatted(.de)), die Ausgabe ist aber \(total.formatted(.de)); die Anteile müssen aufgehen")
        case .badWeight(let name):
            LocalizedText(
                en: "--shares: \(name) needs a whole number above zero",
                ja: "--shares: \(name) には 1 以上の整数を指定してください",
                de: "--shares: \(name) braucht eine ganze Zahl über null")
        case .noOneToSplitAmong:
            LocalizedText(
                en: "nobody to split with; name members with --for, --shares or --exact",
                ja: "割り勘する相手がいません。--for、--shares、--exact でメンバーを指定してください",
                de: "niemand zum Aufteilen; nenne Mitglieder mit --for, --shares oder --exact")
        case .memberHasBalance(let name, let balance):
            LocalizedText(
                en: "\(name) still has a balance of \(signed(balance, .en)); settle it first (`fancal trip settle`, `fancal trip paid`)",
                ja: "\(name) にはまだ \(signed(balance, .ja)) の残高があります。先に精算してください (`fancal trip settle`、`fancal trip paid`)",
                de: "\(name) hat noch einen Saldo von \(signed(balance, .de)); gleiche ihn zuerst aus (`fancal trip settle`, `fancal trip paid`)")
        case .transferToSelf(let name):
            LocalizedText(
                en: "a transfer from \(name) to \(name); name two different members",
                ja: "\(name) から \(name) への送金になっています。別々のメンバーを指定してください",
                de: "eine Überweisung von \(name) an \(name); nenne zwei verschiedene Mitglieder")
        case .transferTooLarge(let from, let to, let amount, let owed):
            LocalizedText(
                en: "\(amount.formatted(.en)) from \(from) to \(to) is more than is owed (at most \(owed.formatted(.en))); `fancal trip settle` shows what is left",
                ja: "\(from) から \(to) への \(amount.formatted(.ja)) は未精算額 (最大 \(owed.formatted(.ja))) を超えています。残りは `fancal trip settle` で確認できます",
                de: "\(amount.formatted(.de)) von \(from) an \(to) ist mehr als geschuldet (höchstens \(owed.formatted(.de))); `fancal trip settle` zeigt, was offen ist")
        case .cannotConvert(let title, let amount, let target):
            LocalizedText(
                en: "cannot convert '\(title)' (\(amount.formatted(.en))) to \(target.code): add a rate (`fancal rate add \(amount.currency.code) RATE`), give what the card charged with `fancal trip edit … --charged N`, or settle without --convert",
                ja: "'\(title)' (\(amount.formatted(.ja))) を \(target.code) に換算できません。レートを登録する (`fancal rate add \(amount.currency.code) RATE`)、`fancal trip edit … --charged N` でカードの請求額を入れる、または --convert なしで精算してください",
                de: "'\(title)' (\(amount.formatted(.de))) lässt sich nicht in \(target.code) umrechnen: trage einen Kurs ein (`fancal rate add \(amount.currency.code) RATE`), gib die Abbuchung mit `fancal trip edit … --charged N` an oder gleiche ohne --convert aus")
        case .badRounding(let unit):
            LocalizedText(
                en: "--round: '\(unit)' is not 1, 10 or 100",
                ja: "--round: '\(unit)' は 1、10、100 のいずれでもありません",
                de: "--round: '\(unit)' ist nicht 1, 10 oder 100")
        }
    }
}
