import FanCalendar
import FanCalendarApp

/// The words of converted totals, the rates table and budgets, in each language.
enum MoneyReportText {
    /// `Converted total (JPY): ¥412,000 · 52 records: 3 by charge, 4 by rate (1 before the first rate)`.
    static func convertedTotal(_ conversion: SummaryConversion, _ language: Language) -> String {
        let total = conversion.total
        let amount = total.amount.formatted(language)
        let code = total.currency.code
        let count = Phrase.count(total.count, language)
        let first = conversion.byFirstRate
        switch language {
        case .en:
            return "Converted total (\(code)): \(amount) · \(count): \(conversion.byCharged) by charge, \(conversion.byRate) by rate"
                + (first > 0 ? " (\(first) before the first rate, at that rate)" : "")
        case .ja:
            return "換算合計 (\(code)): \(amount) · \(count)（請求額 \(conversion.byCharged) 件、レート \(conversion.byRate) 件"
                + (first > 0 ? "、うち \(first) 件は最初のレートより前の日付で、そのレートで換算" : "") + "）"
        case .de:
            return "Umgerechnete Summe (\(code)): \(amount) · \(count): \(conversion.byCharged) per Abbuchung, \(conversion.byRate) per Kurs"
                + (first > 0 ? " (\(first) vor dem ersten Kurs, zu diesem Kurs)" : "")
        }
    }

    /// `Not converted (no rate): NT$1,500.00 (1 record); add one with `fancal rate add TWD RATE``.
    static func unconverted(_ totals: [CurrencyTotal], _ language: Language) -> String {
        let list = totals.map { "\($0.amount.formatted(language)) (\(Phrase.count($0.count, language)))" }
            .joined(separator: ", ")
        let example = totals.first.map { "fancal rate add \($0.currency.code) RATE" } ?? ""
        switch language {
        case .en: return "Not converted (no rate): \(list); add one with `\(example)`"
        case .ja: return "換算できなかった分 (レートなし): \(list)。`\(example)` で追加できます"
        case .de: return "Nicht umgerechnet (kein Kurs): \(list); füge einen mit `\(example)` hinzu"
        }
    }

    /// The heading of the converted column of the group table.
    static func converted(_ currency: Currency, _ language: Language) -> String {
        switch language {
        case .en: "Converted (\(currency.code))"
        case .ja: "換算 (\(currency.code))"
        case .de: "Umgerechnet (\(currency.code))"
        }
    }

    /// The label of a summary CSV row of what no rate reached.
    static func notConverted(_ language: Language) -> String {
        switch language {
        case .en: "Not converted (no rate)"
        case .ja: "換算できなかった分 (レートなし)"
        case .de: "Nicht umgerechnet (kein Kurs)"
        }
    }

    /// The chart's title suffix for a converted chart.
    static func convertedChart(_ currency: Currency, _ language: Language) -> String {
        switch language {
        case .en: "\(currency.code), converted"
        case .ja: "\(currency.code)（換算）"
        case .de: "\(currency.code), umgerechnet"
        }
    }

    static func highlightsConverted(_ currency: Currency, _ language: Language) -> String {
        switch language {
        case .en: "Highlights (converted to \(currency.code))"
        case .ja: "ハイライト（\(currency.code) に換算）"
        case .de: "Höhepunkte (umgerechnet in \(currency.code))"
        }
    }

    // MARK: - Rates

    static func rateAdded(_ rate: ExchangeRate, _ language: Language) -> String {
        let pair = "1 \(rate.currency.code) = \(rate.rate.description(in: language)) \(rate.base.code)"
        switch language {
        case .en: return "Added rate \(pair) from \(rate.date)"
        case .ja: return "レートを追加しました: \(pair)（\(rate.date) から）"
        case .de: return "Kurs hinzugefügt: \(pair) ab \(rate.date)"
        }
    }

    static func ratesImported(_ count: Int, ecb: Bool, from: CivilDate, to: CivilDate, _ language: Language) -> String {
        let kind = ecb ? "ECB" : "CSV"
        switch language {
        case .en: return "Imported \(count) \(count == 1 ? "rate" : "rates") (\(kind), \(from) – \(to))"
        case .ja: return "\(count) 件のレートを取り込みました（\(kind)、\(from) – \(to)）"
        case .de: return "\(count) \(count == 1 ? "Kurs" : "Kurse") importiert (\(kind), \(from) – \(to))"
        }
    }

    static func noRates(_ language: Language) -> String {
        switch language {
        case .en: "No rates; add one with `fancal rate add USD 150` or import the ECB's file with `fancal rate import eurofxref-hist.csv`."
        case .ja: "レートはありません。`fancal rate add USD 150` で追加するか、`fancal rate import eurofxref-hist.csv` で ECB のファイルを取り込んでください。"
        case .de: "Keine Kurse; füge einen mit `fancal rate add USD 150` hinzu oder importiere die EZB-Datei mit `fancal rate import eurofxref-hist.csv`."
        }
    }

    /// Column headings of `rate list`: the pair, its rate, since when, how many, the first, the source.
    static func rateColumns(_ language: Language) -> [String] {
        switch language {
        case .en: ["Rate", "Since", "Rates", "First", "Source"]
        case .ja: ["レート", "適用開始", "件数", "最初", "出所"]
        case .de: ["Kurs", "Seit", "Kurse", "Erster", "Quelle"]
        }
    }

    static func rateListNote(_ home: Currency, _ language: Language) -> String {
        switch language {
        case .en: "Home currency \(home.code). A rate applies from its date until the next; a record before a pair's first rate takes that first rate."
        case .ja: "自国通貨は \(home.code)。レートはその日付から次のレートまで適用し、最初のレートより前の記録には最初のレートを使う。"
        case .de: "Heimatwährung \(home.code). Ein Kurs gilt ab seinem Datum bis zum nächsten; ein Eintrag vor dem ersten Kurs eines Paares nimmt diesen ersten Kurs."
        }
    }

    // MARK: - Budgets

    static func budgetTitle(_ selection: BudgetSelection, _ language: Language) -> String {
        let period: String
        switch selection {
        case .month(let month): period = month.label(language)
        case .year(let year): period = language == .ja ? "\(year)年" : String(year)
        }
        switch language {
        case .en: return "Budgets · " + period
        case .ja: return period + "の予算"
        case .de: return "Budgets · " + period
        }
    }

    static func budgetColumns(_ language: Language) -> [String] {
        switch language {
        case .en: ["#", "Budget", "Period", "Actual [% of goal]", "Committed", "Left", "Per day", "Status"]
        case .ja: ["#", "予算", "期間", "実績 [目標比]", "申込中", "残り", "1日あたり", "状態"]
        case .de: ["#", "Budget", "Zeitraum", "Ist [% vom Ziel]", "Gebunden", "Übrig", "Pro Tag", "Status"]
        }
    }

    /// What a budget covers: a table's cell (`All spending`, `Alle Ausgaben`), or `inSentence`
    /// the words within a sentence, lowercase in English and German (`für alle Ausgaben`).
    static func scope(_ scope: BudgetScope, _ language: Language, inSentence: Bool = false) -> String {
        switch scope {
        case .all:
            switch (language, inSentence) {
            case (.en, false): "All spending"
            case (.en, true): "all spending"
            case (.ja, _): "全体"
            case (.de, false): "Alle Ausgaben"
            case (.de, true): "alle Ausgaben"
            }
        case .category(let category): category.displayName(language)
        case .artist(let artist): artist
        }
    }

    static func kind(_ kind: Budget.Kind, _ language: Language) -> String {
        switch (kind, language) {
        case (.month, .en): "monthly"
        case (.month, .ja): "毎月"
        case (.month, .de): "monatlich"
        case (.year, .en): "yearly"
        case (.year, .ja): "毎年"
        case (.year, .de): "jährlich"
        }
    }

    static func status(_ status: BudgetStatus, _ language: Language) -> String {
        switch (status, language) {
        case (.ok, .en): "ok"
        case (.near, .en): "near"
        case (.over, .en): "over"
        case (.ok, .ja): "順調"
        case (.near, .ja): "注意"
        case (.over, .ja): "超過"
        case (.ok, .de): "ok"
        case (.near, .de): "knapp"
        case (.over, .de): "über"
        }
    }

    /// `¥21,400 [71% of ¥30,000]`, as hledger prints a budget cell.
    static func actualOfGoal(_ line: BudgetLine, _ language: Language) -> String {
        let actual = line.actual.formatted(language)
        let goal = line.measuredGoal.formatted(language)
        switch language {
        case .en: return "\(actual) [\(line.percent)% of \(goal)]"
        case .ja: return "\(actual) [\(goal) の \(line.percent)%]"
        case .de: return "\(actual) [\(line.percent) % von \(goal)]"
        }
    }

    static func prorated(_ line: BudgetLine, _ proration: BudgetLine.Proration, _ language: Language) -> String {
        let full = line.available.formatted(language)
        switch language {
        case .en:
            return "#\(line.budget.id ?? 0): year to date, against the goal prorated to \(proration.days) of \(proration.of) days (\(full) for the year)"
        case .ja:
            return "#\(line.budget.id ?? 0): 年初から今日までの実績を、目標を \(proration.of) 日中 \(proration.days) 日分に按分した額と比べています（年間 \(full)）"
        case .de:
            return "#\(line.budget.id ?? 0): Jahr bis heute, gemessen am anteiligen Ziel für \(proration.days) von \(proration.of) Tagen (\(full) fürs Jahr)"
        }
    }

    static func rolledOver(_ line: BudgetLine, _ language: Language) -> String {
        let amount = Money(minorUnits: abs(line.rollover.minorUnits), currency: line.rollover.currency).formatted(language)
        let id = line.budget.id ?? 0
        let surplus = line.rollover.minorUnits > 0
        switch language {
        case .en:
            return "#\(id): " + (surplus ? "\(amount) left over from earlier periods added to the goal" : "\(amount) overspent earlier taken off the goal")
        case .ja:
            return "#\(id): " + (surplus ? "前の期間の残り \(amount) を目標に加えています" : "前の期間の超過分 \(amount) を目標から引いています")
        case .de:
            return "#\(id): " + (surplus ? "\(amount) Rest aus früheren Zeiträumen zum Ziel addiert" : "\(amount) frühere Überschreitung vom Ziel abgezogen")
        }
    }

    static func budgetUnconverted(_ line: BudgetLine, _ language: Language) -> String {
        let id = line.budget.id ?? 0
        let count = Phrase.count(line.unconverted, language)
        switch language {
        case .en: return "#\(id): \(count) without a rate not counted; add rates with `fancal rate add`"
        case .ja: return "#\(id): レートがない \(count) は数えていません。`fancal rate add` でレートを追加してください"
        case .de: return "#\(id): \(count) ohne Kurs nicht mitgezählt; füge Kurse mit `fancal rate add` hinzu"
        }
    }

    static func noBudgets(_ language: Language) -> String {
        switch language {
        case .en: "No budgets for this period; set one with `fancal budget set 30000 --month`."
        case .ja: "この期間の予算はありません。`fancal budget set 30000 --month` で設定できます。"
        case .de: "Keine Budgets für diesen Zeitraum; lege eines mit `fancal budget set 30000 --month` an."
        }
    }

    static func budgetSaved(_ budget: Budget, _ language: Language) -> String {
        let id = budget.id ?? 0
        let goal = budget.goal.formatted(language)
        let scope = MoneyReportText.scope(budget.scope, language, inSentence: true)
        let kind = MoneyReportText.kind(budget.kind, language)
        let rollover = budget.rollover.displayName(language)
        switch language {
        case .en: return "Added budget #\(id): \(goal) \(kind) for \(scope) from \(budget.from), rollover \(rollover)"
        case .ja: return "予算 #\(id) を追加しました: \(scope) に\(kind) \(goal)（\(budget.from) から、繰り越し \(rollover)）"
        case .de: return "Budget #\(id) hinzugefügt: \(goal) \(kind) für \(scope) ab \(budget.from), Übertrag: \(rollover)"
        }
    }

    static func budgetRemoved(_ id: Int64, _ language: Language) -> String {
        switch language {
        case .en: "Removed budget #\(id)"
        case .ja: "予算 #\(id) を削除しました"
        case .de: "Budget #\(id) entfernt"
        }
    }

    static func budgetListColumns(_ language: Language) -> [String] {
        switch language {
        case .en: ["#", "Budget", "Goal", "Per", "From", "Rollover"]
        case .ja: ["#", "予算", "目標", "期間", "開始", "繰り越し"]
        case .de: ["#", "Budget", "Ziel", "Je", "Ab", "Übertrag"]
        }
    }

    /// The one line `summary` and `month` end with when budgets exist: how many are ok, near and over.
    static func statusLine(_ lines: [BudgetLine], _ language: Language, _ style: TextStyle) -> String {
        let counts = BudgetStatus.allCases.compactMap { status -> String? in
            let count = lines.filter { $0.status == status }.count
            guard count > 0 else { return nil }
            return BudgetTable.colored(status, "\(count) " + MoneyReportText.status(status, language), style)
        }.joined(separator: " · ")
        switch language {
        case .en: return "Budgets: \(counts) (fancal budget)"
        case .ja: return "予算: \(counts) (fancal budget)"
        case .de: return "Budgets: \(counts) (fancal budget)"
        }
    }
}
