import FanCalendar
import FanCalendarApp

/// The fixed texts of the trip commands' output and their command-line refusals, in each
/// language (kept apart from `Phrase` so the trip feature stays in its own files).
enum TripPhrase {
    case trip, members, me, left, expenses, transfers, balances, member, paid, share, sent, received, balance
    case title, date, amount, paidBy, split, from, to, spent, noTrips, noExpenses
    case equal, shares, exact
    case settled, fewestNote, greedyNote

    func text(_ language: Language) -> String {
        let (en, ja, de) = translations
        switch language {
        case .en: return en
        case .ja: return ja
        case .de: return de
        }
    }

    private var translations: (String, String, String) {
        switch self {
        case .trip: ("Trip", "遠征", "Reise")
        case .members: ("Members", "メンバー", "Mitglieder")
        case .me: ("me", "自分", "ich")
        case .left: ("left", "離脱", "ausgetreten")
        case .expenses: ("Expenses", "支出", "Ausgaben")
        case .transfers: ("Transfers", "送金", "Überweisungen")
        case .balances: ("Balances", "残高", "Salden")
        case .member: ("Member", "メンバー", "Mitglied")
        case .paid: ("Paid", "支払", "Bezahlt")
        case .share: ("Share", "負担", "Anteil")
        case .sent: ("Sent", "送金済", "Gesendet")
        case .received: ("Received", "受取済", "Erhalten")
        case .balance: ("Balance", "残高", "Saldo")
        case .title: ("Title", "内容", "Titel")
        case .date: ("Date", "日付", "Datum")
        case .amount: ("Amount", "金額", "Betrag")
        case .paidBy: ("Paid by", "支払った人", "Bezahlt von")
        case .split: ("Split", "割り方", "Aufteilung")
        case .from: ("From", "送る人", "Von")
        case .to: ("To", "受け取る人", "An")
        case .spent: ("Spent", "支出合計", "Ausgegeben")
        case .noTrips: ("No trips.", "遠征はありません。", "Keine Reisen.")
        case .noExpenses: ("No expenses yet.", "支出はまだありません。", "Noch keine Ausgaben.")
        case .equal: ("equal", "均等", "gleich")
        case .shares: ("shares", "比率", "Anteile")
        case .exact: ("exact", "金額指定", "exakt")
        case .settled: ("Everyone is settled.", "精算済みです。", "Alles ist ausgeglichen.")
        case .fewestNote: ("the fewest possible", "最少の回数", "die kleinstmögliche Zahl")
        case .greedyNote:
            ("More than 20 members have a balance: this plan is greedy and may use a transfer or two more than the fewest.",
             "残高のあるメンバーが 20 人を超えるため、簡易な方法で計算しました。最少より 1〜2 回多い場合があります。",
             "Mehr als 20 Mitglieder haben einen Saldo: dieser Plan ist gierig berechnet und braucht vielleicht ein, zwei Überweisungen mehr als nötig.")
        }
    }

    static func created(_ trip: Trip, _ language: Language) -> String {
        switch language {
        case .en: "Created trip #\(trip.id!) \(trip.name)"
        case .ja: "遠征 #\(trip.id!) \(trip.name) を作成しました"
        case .de: "Reise #\(trip.id!) \(trip.name) angelegt"
        }
    }

    static func addedExpense(_ id: Int64, _ trip: String, _ language: Language) -> String {
        switch language {
        case .en: "Added expense #\(id) to \(trip)"
        case .ja: "\(trip) に支出 #\(id) を追加しました"
        case .de: "Ausgabe #\(id) zu \(trip) hinzugefügt"
        }
    }

    static func updatedExpense(_ id: Int64, _ trip: String, _ language: Language) -> String {
        switch language {
        case .en: "Updated expense #\(id) of \(trip)"
        case .ja: "\(trip) の支出 #\(id) を更新しました"
        case .de: "Ausgabe #\(id) von \(trip) geändert"
        }
    }

    static func removed(expenses: [Int64], transfers: [Int64], _ trip: String, _ language: Language) -> String {
        let list = (expenses.map { "#\($0)" } + transfers.map { "T\($0)" }).joined(separator: ", ")
        switch language {
        case .en: return "Removed \(list) from \(trip)"
        case .ja: return "\(trip) から \(list) を削除しました"
        case .de: return "\(list) aus \(trip) gelöscht"
        }
    }

    static func removedTrip(_ trip: String, _ language: Language) -> String {
        switch language {
        case .en: "Removed trip \(trip) and the records made from it"
        case .ja: "遠征 \(trip) とそこから作った記録を削除しました"
        case .de: "Reise \(trip) und die daraus erstellten Einträge gelöscht"
        }
    }

    static func recordedTransfer(_ id: Int64, _ trip: String, _ language: Language) -> String {
        switch language {
        case .en: "Recorded transfer T\(id) in \(trip)"
        case .ja: "\(trip) に送金 T\(id) を記録しました"
        case .de: "Überweisung T\(id) in \(trip) erfasst"
        }
    }

    static func imported(_ file: String, _ report: TripImportReport, _ language: Language) -> String {
        let (trip, isNew, members, added) = (report.trip, report.isNew, report.membersAdded, report.expensesAdded)
        let (updated, unchanged, transfers) = (report.expensesUpdated, report.expensesUnchanged, report.transfersAdded)
        switch language {
        case .en:
            return "\(file): trip \(trip) \(isNew ? "added" : "updated"): \(members) members added, \(added) expenses added, "
                + "\(updated) updated, \(unchanged) unchanged, \(transfers) transfers added"
        case .ja:
            return "\(file): 遠征 \(trip) を\(isNew ? "追加" : "更新")しました: メンバー追加 \(members)、支出 追加 \(added)・"
                + "更新 \(updated)・変更なし \(unchanged)、送金 追加 \(transfers)"
        case .de:
            return "\(file): Reise \(trip) \(isNew ? "hinzugefügt" : "aktualisiert"): \(members) Mitglieder hinzugefügt, "
                + "\(added) Ausgaben hinzugefügt, \(updated) geändert, \(unchanged) unverändert, \(transfers) Überweisungen hinzugefügt"
        }
    }

    /// "2 transfers settle every balance (the fewest possible):"
    static func planHeading(_ count: Int, fewest: Bool, _ language: Language) -> String {
        let note = fewest ? " (\(TripPhrase.fewestNote.text(language)))" : ""
        switch language {
        case .en: return (count == 1 ? "1 transfer settles" : "\(count) transfers settle") + " every balance\(note):"
        case .ja: return "\(count) 回の送金ですべて精算できます\(note):"
        case .de: return (count == 1 ? "1 Überweisung gleicht" : "\(count) Überweisungen gleichen") + " alle Salden aus\(note):"
        }
    }

    /// "Rounded to ¥100: A absorbs ¥30, B gains ¥20."
    static func rounding(_ unit: Money, _ absorbed: [(String, Money)], _ language: Language) -> String {
        let parts = absorbed.map { member, amount -> String in
            let magnitude = Money(minorUnits: abs(amount.minorUnits), currency: amount.currency).formatted(language)
            switch language {
            case .en: return amount.minorUnits > 0 ? "\(member) absorbs \(magnitude)" : "\(member) gains \(magnitude)"
            case .ja: return amount.minorUnits > 0 ? "\(member) が \(magnitude) 負担" : "\(member) が \(magnitude) 得"
            case .de: return amount.minorUnits > 0 ? "\(member) trägt \(magnitude)" : "\(member) gewinnt \(magnitude)"
            }
        }
        let list = parts.isEmpty ? "" : ": " + parts.joined(separator: language == .ja ? "、" : ", ")
        switch language {
        case .en: return "Rounded to \(unit.formatted(language)) units\(parts.isEmpty ? "; nothing changed" : list)."
        case .ja: return "\(unit.formatted(language)) 単位に丸めました\(parts.isEmpty ? " (差額なし)" : list)。"
        case .de: return "Auf Einheiten von \(unit.formatted(language)) gerundet\(parts.isEmpty ? "; nichts geändert" : list)."
        }
    }

    /// The first line of `--format line`.
    static func lineHeading(_ trip: String, _ language: Language) -> String {
        switch language {
        case .en: "\(trip) — settle up"
        case .ja: "【\(trip)】精算"
        case .de: "\(trip) – Ausgleich"
        }
    }

    /// A member as `--format line` names them: "Aさん" in Japanese.
    static func person(_ name: String, _ language: Language) -> String {
        language == .ja ? name + "さん" : name
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
