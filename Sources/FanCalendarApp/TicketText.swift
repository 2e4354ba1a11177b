import FanCalendar

/// Every message the ticket use cases give a person, in each language, each saying what to do.
enum TicketText {
    static func noSuchTicket(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "no ticket with id \(id); `fancal ticket list --all` shows the ids",
            ja: "ID \(id) のチケットはありません。ID は `fancal ticket list --all` で確認できます",
            de: "kein Ticket mit der ID \(id); `fancal ticket list --all` zeigt die IDs")
    }

    /// `2026-12-03 23:59`, the moment in its own zone.
    static func moment(_ at: ZonedDateTime) -> String {
        let (date, time) = at.local()
        return "\(date) \(time.shortDescription)"
    }

    static func fieldName(_ field: PhaseField) -> LocalizedText {
        switch field {
        case .applyOpen: LocalizedText(en: "the application window's opening", ja: "申込開始", de: "der Beginn der Bewerbungsfrist")
        case .applyClose: LocalizedText(en: "the application deadline", ja: "申込締切", de: "das Ende der Bewerbungsfrist")
        case .result: LocalizedText(en: "the result", ja: "当落発表", de: "das Ergebnis")
        case .payBy: LocalizedText(en: "the payment deadline", ja: "入金締切", de: "die Zahlungsfrist")
        case .issueOpen: LocalizedText(en: "the issue window's opening", ja: "発券開始", de: "der Beginn der Ausgabe")
        case .issueClose: LocalizedText(en: "the issue deadline", ja: "発券締切", de: "das Ende der Ausgabe")
        case .show: LocalizedText(en: "the show's day", ja: "公演日", de: "der Tag der Show")
        }
    }

    static func stateName(_ state: PhaseState, _ language: Language) -> String { state.displayName(language) }

    static func ticket(_ error: TicketError) -> LocalizedText {
        switch error {
        case .outOfOrder(let later, let laterAt, let earlier, let earlierAt) where later == .show:
            return LocalizedText(
                en: "\(earlier.option) \(moment(earlierAt)) is after the show's day (\(laterAt.local().date)); every deadline comes before the show",
                ja: "\(earlier.option) \(moment(earlierAt)) が公演日 (\(laterAt.local().date)) より後です。締切はすべて公演より前にしてください",
                de: "\(earlier.option) \(moment(earlierAt)) liegt nach dem Tag der Show (\(laterAt.local().date)); jede Frist liegt vor der Show")
        case .outOfOrder(let later, let laterAt, let earlier, let earlierAt):
            return LocalizedText(
                en: "\(later.option) \(moment(laterAt)) is before \(earlier.option) \(moment(earlierAt)); \(fieldName(later)(.en)) comes after \(fieldName(earlier)(.en))",
                ja: "\(later.option) \(moment(laterAt)) が \(earlier.option) \(moment(earlierAt)) より前です。\(fieldName(later)(.ja))は\(fieldName(earlier)(.ja))の後にしてください",
                de: "\(later.option) \(moment(laterAt)) liegt vor \(earlier.option) \(moment(earlierAt)); \(fieldName(later)(.de)) kommt nach \(fieldName(earlier)(.de))")
        case .skippedState(let phase, let from, let to):
            let steps = from.next
            let next = { (language: Language) in
                steps.isEmpty ? "" : steps.map { stateName($0, language) }.joined(separator: LocalizedText(en: ", ", ja: "・", de: ", ")(language))
            }
            return LocalizedText(
                en: "phase \(phase) is \(stateName(from, .en)); it cannot become \(stateName(to, .en)) from there"
                    + (steps.isEmpty ? " (it is over)" : " (next: \(next(.en)))"),
                ja: "フェーズ \(phase) は「\(stateName(from, .ja))」です。そこから「\(stateName(to, .ja))」にはできません"
                    + (steps.isEmpty ? " (終了済み)" : " (次にできるのは: \(next(.ja)))"),
                de: "Phase \(phase) ist \(stateName(from, .de)); von dort kann sie nicht \(stateName(to, .de)) werden"
                    + (steps.isEmpty ? " (sie ist abgeschlossen)" : " (als Nächstes: \(next(.de)))"))
        case .duplicatePhase(let name):
            return LocalizedText(
                en: "the ticket already has a phase named \(name); give this one another name or edit that one (`fancal ticket edit ID \(name)`)",
                ja: "このチケットにはすでにフェーズ \(name) があります。別の名前にするか、そのフェーズを編集してください (`fancal ticket edit ID \(name)`)",
                de: "das Ticket hat schon eine Phase namens \(name); gib dieser einen anderen Namen oder bearbeite jene (`fancal ticket edit ID \(name)`)")
        case .noSuchPhase(let name, let known):
            let list = known.isEmpty ? "-" : known.joined(separator: ", ")
            return LocalizedText(
                en: "the ticket has no phase named \(name) (its phases: \(list)); add it with `fancal ticket phase`",
                ja: "このチケットにフェーズ \(name) はありません (フェーズ: \(list))。`fancal ticket phase` で追加してください",
                de: "das Ticket hat keine Phase namens \(name) (seine Phasen: \(list)); füge sie mit `fancal ticket phase` hinzu")
        case .ambiguousPhase(let names):
            let list = names.joined(separator: ", ")
            return LocalizedText(
                en: "several phases could take this step (\(list)); name one after the ticket id",
                ja: "この変更ができるフェーズが複数あります (\(list))。チケット ID の後にフェーズ名を指定してください",
                de: "mehrere Phasen kommen in Frage (\(list)); nenne eine nach der Ticket-ID")
        case .noPhaseCanMove(let target, let phases):
            let list = { (language: Language) in
                phases.isEmpty
                    ? "-" : phases.map { "\($0.name) \(stateName($0.state, language))" }.joined(separator: ", ")
            }
            return LocalizedText(
                en: "no phase of the ticket can become \(stateName(target, .en)) now (\(list(.en))); add one with `fancal ticket phase` or name one to see why",
                ja: "今「\(stateName(target, .ja))」にできるフェーズがありません (\(list(.ja)))。`fancal ticket phase` で追加するか、フェーズ名を指定して理由を確認してください",
                de: "keine Phase des Tickets kann jetzt \(stateName(target, .de)) werden (\(list(.de))); füge mit `fancal ticket phase` eine hinzu oder nenne eine, um den Grund zu sehen")
        }
    }

    static func phaseChange(_ error: PhaseChangeError) -> LocalizedText {
        switch error {
        case .amount(let inputError, let option): inputError.message(option)
        case .count(let count):
            LocalizedText(
                en: "--count: \(count) seats; apply for at least 1",
                ja: "--count: \(count) 枚です。1 枚以上にしてください",
                de: "--count: \(count) Plätze; bewirb dich um mindestens 1")
        }
    }

    static func showInPast(_ date: CivilDate) -> LocalizedText {
        LocalizedText(
            en: "warning: the show (\(date)) is in the past; the ticket was added anyway",
            ja: "警告: 公演日 (\(date)) は過去の日付です。チケットはそのまま追加しました",
            de: "Warnung: die Show (\(date)) liegt in der Vergangenheit; das Ticket wurde trotzdem angelegt")
    }

    static func recordAdded(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "spending record #\(id) added (`fancal show \(id)`)",
            ja: "支出の記録 #\(id) を追加しました (`fancal show \(id)`)",
            de: "Ausgabe #\(id) angelegt (`fancal show \(id)`)")
    }

    static func recordUpdated(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "spending record #\(id) updated", ja: "支出の記録 #\(id) を更新しました", de: "Ausgabe #\(id) geändert")
    }

    static func recordKept(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "spending record #\(id) kept: the money was paid (`fancal delete \(id)` if it was refunded)",
            ja: "支出の記録 #\(id) は残しました: 入金済みのため (払い戻されたら `fancal delete \(id)`)",
            de: "Ausgabe #\(id) bleibt: das Geld ist bezahlt (`fancal delete \(id)`, falls erstattet)")
    }

    static func recordRemoved(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "spending record #\(id) removed: nothing was paid yet",
            ja: "支出の記録 #\(id) を削除しました: まだ入金していないため",
            de: "Ausgabe #\(id) entfernt: noch nichts bezahlt")
    }

    static func recordsKeptOnRemove(_ ids: [Int64]) -> LocalizedText {
        let list = ids.map { "#\($0)" }.joined(separator: ", ")
        return LocalizedText(
            en: "spending records kept: \(list) (`fancal delete` removes them)",
            ja: "支出の記録は残しました: \(list) (削除は `fancal delete`)",
            de: "Ausgaben bleiben: \(list) (`fancal delete` entfernt sie)")
    }
}
