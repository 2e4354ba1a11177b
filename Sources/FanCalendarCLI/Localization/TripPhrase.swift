import FanCalendar
import FanCalendarApp

/// The fixed texts of the trip commands' output and their command-line refusals, in each
/// language (kept apart from `Phrase` so the trip feature stays in its own files).
enum TripPhrase {
    case trip, members, me, left, expenses, transfers, balances, member, paid, share, sent, received, balance
    case title, date, amount, paidBy, split, from, to, spent, noTrips, noExpenses
    case equal, shares, exact
    case settled, fewestNote, greedyNote

    /// The text in every language; `text(language)` picks one.
    var text: LocalizedText {
        switch self {
        case .trip: LocalizedText(en: "Trip", ja: "遠征", de: "Reise")
        case .members: LocalizedText(en: "Members", ja: "メンバー", de: "Mitglieder")
        case .me: LocalizedText(en: "me", ja: "自分", de: "ich")
        case .left: LocalizedText(en: "left", ja: "離脱", de: "ausgetreten")
        case .expenses: LocalizedText(en: "Expenses", ja: "支出", de: "Ausgaben")
        case .transfers: LocalizedText(en: "Transfers", ja: "送金", de: "Überweisungen")
        case .balances: LocalizedText(en: "Balances", ja: "残高", de: "Salden")
        case .member: LocalizedText(en: "Member", ja: "メンバー", de: "Mitglied")
        case .paid: LocalizedText(en: "Paid", ja: "支払", de: "Bezahlt")
        case .share: LocalizedText(en: "Share", ja: "負担", de: "Anteil")
        case .sent: LocalizedText(en: "Sent", ja: "送金済", de: "Gesendet")
        case .received: LocalizedText(en: "Received", ja: "受取済", de: "Erhalten")
        case .balance: LocalizedText(en: "Balance", ja: "残高", de: "Saldo")
        case .title: LocalizedText(en: "Title", ja: "内容", de: "Titel")
        case .date: LocalizedText(en: "Date", ja: "日付", de: "Datum")
        case .amount: LocalizedText(en: "Amount", ja: "金額", de: "Betrag")
        case .paidBy: LocalizedText(en: "Paid by", ja: "支払った人", de: "Bezahlt von")
        case .split: LocalizedText(en: "Split", ja: "割り方", de: "Aufteilung")
        case .from: LocalizedText(en: "From", ja: "送る人", de: "Von")
        case .to: LocalizedText(en: "To", ja: "受け取る人", de: "An")
        case .spent: LocalizedText(en: "Spent", ja: "支出合計", de: "Ausgegeben")
        case .noTrips: LocalizedText(en: "No trips.", ja: "遠征はありません。", de: "Keine Reisen.")
        case .noExpenses: LocalizedText(en: "No expenses yet.", ja: "支出はまだありません。", de: "Noch keine Ausgaben.")
        case .equal: LocalizedText(en: "equal", ja: "均等", de: "gleich")
        case .shares: LocalizedText(en: "shares", ja: "比率", de: "Anteile")
        case .exact: LocalizedText(en: "exact", ja: "金額指定", de: "exakt")
        case .settled: LocalizedText(en: "Everyone is settled.", ja: "精算済みです。", de: "Alles ist ausgeglichen.")
        case .fewestNote: LocalizedText(en: "the fewest possible", ja: "最少の回数", de: "die kleinstmögliche Zahl")
        case .greedyNote:
            LocalizedText(
                en: "More than 20 members have a balance: this plan is greedy and may use a transfer or two more than the fewest.",
                ja: "残高のあるメンバーが 20 人を超えるため、簡易な方法で計算しました。最少より 1〜2 回多い場合があります。",
                de: "Mehr als 20 Mitglieder haben einen Saldo: dieser Plan ist gierig berechnet und braucht vielleicht ein, zwei Überweisungen mehr als nötig.")
        }
    }

    static func created(_ trip: Trip) -> LocalizedText {
        LocalizedText(
            en: "Created trip #\(trip.id!) \(trip.name)",
            ja: "遠征 #\(trip.id!) \(trip.name) を作成しました",
            de: "Reise #\(trip.id!) \(trip.name) angelegt")
    }

    static func addedExpense(_ id: Int64, _ trip: String) -> LocalizedText {
        LocalizedText(
            en: "Added expense #\(id) to \(trip)",
            ja: "\(trip) に支出 #\(id) を追加しました",
            de: "Ausgabe #\(id) zu \(trip) hinzugefügt")
    }

    static func updatedExpense(_ id: Int64, _ trip: String) -> LocalizedText {
        LocalizedText(
            en: "Updated expense #\(id) of \(trip)",
            ja: "\(trip) の支出 #\(id) を更新しました",
            de: "Ausgabe #\(id) von \(trip) geändert")
    }

    static func removed(expenses: [Int64], transfers: [Int64], _ trip: String) -> LocalizedText {
        let list = (expenses.map { "#\($0)" } + transfers.map { "T\($0)" }).joined(separator: ", ")
        return LocalizedText(
            en: "Removed \(list) from \(trip)",
            ja: "\(trip) から \(list) を削除しました",
            de: "\(list) aus \(trip) gelöscht")
    }

    static func removedTrip(_ trip: String) -> LocalizedText {
        LocalizedText(
            en: "Removed trip \(trip) and the records made from it",
            ja: "遠征 \(trip) とそこから作った記録を削除しました",
            de: "Reise \(trip) und die daraus erstellten Einträge gelöscht")
    }

    static func recordedTransfer(_ id: Int64, _ trip: String) -> LocalizedText {
        LocalizedText(
            en: "Recorded transfer T\(id) in \(trip)",
            ja: "\(trip) に送金 T\(id) を記録しました",
            de: "Überweisung T\(id) in \(trip) erfasst")
    }

    static func imported(_ file: String, _ report: TripImportReport) -> LocalizedText {
        let (trip, isNew, members, added) = (report.trip, report.isNew, report.membersAdded, report.expensesAdded)
        let (updated, unchanged, transfers) = (report.expensesUpdated, report.expensesUnchanged, report.transfersAdded)
        return LocalizedText(
            en: "\(file): trip \(trip) \(isNew ? "added" : "updated"): \(members) members added, \(added) expenses added, "
                + "\(updated) updated, \(unchanged) unchanged, \(transfers) transfers added",
            ja: "\(file): 遠征 \(trip) を\(isNew ? "追加" : "更新")しました: メンバー追加 \(members)、支出 追加 \(added)・"
                + "更新 \(updated)・変更なし \(unchanged)、送金 追加 \(transfers)",
            de: "\(file): Reise \(trip) \(isNew ? "hinzugefügt" : "aktualisiert"): \(members) Mitglieder hinzugefügt, "
                + "\(added) Ausgaben hinzugefügt, \(updated) geändert, \(unchanged) unverändert, \(transfers) Überweisungen hinzugefügt")
    }

    /// "2 transfers settle every balance (the fewest possible):"
    static func planHeading(_ count: Int, fewest: Bool, _ language: Language) -> String {
        let note = fewest ? " (\(TripPhrase.fewestNote.text(language)))" : ""
        return LocalizedText(
            en: (count == 1 ? "1 transfer settles" : "\(count) transfers settle") + " every balance\(note):",
            ja: "\(count) 回の送金ですべて精算できます\(note):",
            de: (count == 1 ? "1 Überweisung gleicht" : "\(count) Überweisungen gleichen") + " alle Salden aus\(note):")(language)
    }

    /// "Rounded to ¥100: A absorbs ¥30, B gains ¥20."
    static func rounding(_ unit: Money, _ absorbed: [(String, Money)], _ language: Language) -> String {
        let parts = absorbed.map { member, amount -> String in
            let magnitude = Money(minorUnits: abs(amount.minorUnits), currency: amount.currency).formatted(language)
            return LocalizedText(
                en: amount.minorUnits > 0 ? "\(member) absorbs \(magnitude)" : "\(member) gains \(magnitude)",
                ja: amount.minorUnits > 0 ? "\(member) が \(magnitude) 負担" : "\(member) が \(magnitude) 得",
                de: amount.minorUnits > 0 ? "\(member) trägt \(magnitude)" : "\(member) gewinnt \(magnitude)")(language)
        }
        let list = parts.isEmpty ? "" : ": " + parts.joined(separator: LocalizedText(en: ", ", ja: "、", de: ", ")(language))
        return LocalizedText(
            en: "Rounded to \(unit.formatted(language)) units\(parts.isEmpty ? "; nothing changed" : list).",
            ja: "\(unit.formatted(language)) 単位に丸めました\(parts.isEmpty ? " (差額なし)" : list)。",
            de: "Auf Einheiten von \(unit.formatted(language)) gerundet\(parts.isEmpty ? "; nichts geändert" : list).")(language)
    }

    /// The first line of `--format line`.
    static func lineHeading(_ trip: String) -> LocalizedText {
        LocalizedText(
            en: "\(trip) — settle up",
            ja: "【\(trip)】精算",
            de: "\(trip) – Ausgleich")
    }

    /// A member as `--format line` names them: "Aさん" in Japanese.
    static func person(_ name: String) -> LocalizedText {
        LocalizedText(en: name, ja: name + "さん", de: name)
    }

    static let missingPaidBy = LocalizedText(
        en: "trip add: say who paid with --paid-by A or --paid-by A=5000,B=3000",
        ja: "trip add: 支払った人を --paid-by A や --paid-by A=5000,B=3000 のように指定してください",
        de: "trip add: gib mit --paid-by A oder --paid-by A=5000,B=3000 an, wer bezahlt hat")

    static let oneSplit = LocalizedText(
        en: "give only one of --for, --shares and --exact",
        ja: "--for、--shares、--exact はどれか1つだけ指定してください",
        de: "gib nur eine der Optionen --for, --shares und --exact an")

    static func badRound(_ text: String) -> LocalizedText {
        LocalizedText(
            en: "--round: '\(text)' is not 1, 10 or 100",
            ja: "--round: '\(text)' は 1、10、100 のいずれでもありません",
            de: "--round: '\(text)' ist nicht 1, 10 oder 100")
    }

    static func badID(_ text: String) -> LocalizedText {
        LocalizedText(
            en: "'\(text)' is not an id; ids are positive numbers (see `fancal trip show TRIP`)",
            ja: "'\(text)' は ID ではありません。ID は正の整数です (`fancal trip show TRIP` で確認)",
            de: "'\(text)' ist keine ID; IDs sind positive Zahlen (siehe `fancal trip show TRIP`)")
    }

    static func badEntry(_ option: String, _ text: String) -> LocalizedText {
        LocalizedText(
            en: "\(option): '\(text)' is not a member list; write it like A,B or A=2,B=1",
            ja: "\(option): '\(text)' はメンバーの指定として読めません。A,B や A=2,B=1 のように書いてください",
            de: "\(option): '\(text)' ist keine Mitgliederliste; schreibe sie wie A,B oder A=2,B=1")
    }

    static func cannotRead(_ file: String, _ reason: String) -> LocalizedText {
        LocalizedText(
            en: "cannot read \(file): \(reason)",
            ja: "\(file) を読めません: \(reason)",
            de: "\(file) kann nicht gelesen werden: \(reason)")
    }
}
