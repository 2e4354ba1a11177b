import FanCalendar
import FanCalendarApp

/// The words of converted totals, the rates table and budgets, in each language.
enum MoneyReportText {
    /// `Converted total (JPY): ¥412,000 · 52 records: 3 by charge, 4 by rate (1 before the first rate)`.
    static func convertedTotal(_ conversion: SummaryConversion, _ language: Language) -> String {
        let total = conversion.total
        let amount = total.amount.formatted(language)
        let code = total.currency.code
        let count = Phrase.count(total.count)(language)
        let first = conversion.byFirstRate
        return LocalizedText(
            en: "Converted total (\(code)): \(amount) · \(count): \(conversion.byCharged) by charge, \(conversion.byRate) by rate"
                + (first > 0 ? " (\(first) before the first rate, at that rate)" : ""),
            ja: "換算合計 (\(code)): \(amount) · \(count)（請求額 \(conversion.byCharged) 件、レート \(conversion.byRate) 件"
                + (first > 0 ? "、うち \(first) 件は最初のレートより前の日付で、そのレートで換算" : "") + "）",
            de: "Umgerechnete Summe (\(code)): \(amount) · \(count): \(conversion.byCharged) per Abbuchung, \(conversion.byRate) per Kurs"
                + (first > 0 ? " (\(first) vor dem ersten Kurs, zu diesem Kurs)" : ""))(language)
    }

    /// `Not converted (no rate): NT$1,500.00 (1 record); add one with `fancal rate add TWD RATE``.
    static func unconverted(_ totals: [CurrencyTotal], _ language: Language) -> String {
        let list = totals.map { "\($0.amount.formatted(language)) (\(Phrase.count($0.count)(language)))" }
            .joined(separator: ", ")
        let example = totals.first.map { "fancal rate add \($0.currency.code) RATE" } ?? ""
        return LocalizedText(
            en: "Not converted (no rate): \(list); add one with `\(example)`",
            ja: "換算できなかった分 (レートなし): \(list)。`\(example)` で追加できます",
            de: "Nicht umgerechnet (kein Kurs): \(list); füge einen mit `\(example)` hinzu")(language)
    }

    /// The heading of the converted column of the group table.
    static func converted(_ currency: Currency) -> LocalizedText {
        LocalizedText(
            en: "Converted (\(currency.code))",
            ja: "換算 (\(currency.code))",
            de: "Umgerechnet (\(currency.code))")
    }

    /// The label of a summary CSV row of what no rate reached.
    static let notConverted = LocalizedText(
        en: "Not converted (no rate)",
        ja: "換算できなかった分 (レートなし)",
        de: "Nicht umgerechnet (kein Kurs)")

    /// The chart's title suffix for a converted chart.
    static func convertedChart(_ currency: Currency) -> LocalizedText {
        LocalizedText(
            en: "\(currency.code), converted",
            ja: "\(currency.code)（換算）",
            de: "\(currency.code), umgerechnet")
    }

    static func highlightsConverted(_ currency: Currency) -> LocalizedText {
        LocalizedText(
            en: "Highlights (converted to \(currency.code))",
            ja: "ハイライト（\(currency.code) に換算）",
            de: "Höhepunkte (umgerechnet in \(currency.code))")
    }

    // MARK: - Rates

    static func rateAdded(_ rate: ExchangeRate, _ language: Language) -> String {
        let pair = "1 \(rate.currency.code) = \(rate.rate.description(in: language)) \(rate.base.code)"
        return LocalizedText(
            en: "Added rate \(pair) from \(rate.date)",
            ja: "レートを追加しました: \(pair)（\(rate.date) から）",
            de: "Kurs hinzugefügt: \(pair) ab \(rate.date)")(language)
    }

    static func ratesImported(_ count: Int, ecb: Bool, from: CivilDate, to: CivilDate) -> LocalizedText {
        let kind = ecb ? "ECB" : "CSV"
        return LocalizedText(
            en: "Imported \(count) \(count == 1 ? "rate" : "rates") (\(kind), \(from) – \(to))",
            ja: "\(count) 件のレートを取り込みました（\(kind)、\(from) – \(to)）",
            de: "\(count) \(count == 1 ? "Kurs" : "Kurse") importiert (\(kind), \(from) – \(to))")
    }

    static let noRates = LocalizedText(
        en: "No rates; add one with `fancal rate add USD 150` or import the ECB's file with `fancal rate import eurofxref-hist.csv`.",
        ja: "レートはありません。`fancal rate add USD 150` で追加するか、`fancal rate import eurofxref-hist.csv` で ECB のファイルを取り込んでください。",
        de: "Keine Kurse; füge einen mit `fancal rate add USD 150` hinzu oder importiere die EZB-Datei mit `fancal rate import eurofxref-hist.csv`.")

    /// Column headings of `rate list`: the pair, its rate, since when, how many, the first, the source.
    static func rateColumns(_ language: Language) -> [String] {
        [
            LocalizedText(en: "Rate", ja: "レート", de: "Kurs"),
            LocalizedText(en: "Since", ja: "適用開始", de: "Seit"),
            LocalizedText(en: "Rates", ja: "件数", de: "Kurse"),
            LocalizedText(en: "First", ja: "最初", de: "Erster"),
            LocalizedText(en: "Source", ja: "出所", de: "Quelle"),
        ].map { $0(language) }
    }

    static func rateListNote(_ home: Currency) -> LocalizedText {
        LocalizedText(
            en: "Home currency \(home.code). A rate applies from its date until the next; a record before a pair's first rate takes that first rate.",
            ja: "自国通貨は \(home.code)。レートはその日付から次のレートまで適用し、最初のレートより前の記録には最初のレートを使う。",
            de: "Heimatwährung \(home.code). Ein Kurs gilt ab seinem Datum bis zum nächsten; ein Eintrag vor dem ersten Kurs eines Paares nimmt diesen ersten Kurs.")
    }

    // MARK: - Budgets

    static func budgetTitle(_ selection: BudgetSelection, _ language: Language) -> String {
        let period: String
        switch selection {
        case .month(let month): period = month.label(language)
        case .year(let year): period = CalendarNames.yearTitle(year)(language)
        }
        return LocalizedText(
            en: "Budgets · " + period,
            ja: period + "の予算",
            de: "Budgets · " + period)(language)
    }

    static func budgetColumns(_ language: Language) -> [String] {
        [
            LocalizedText(en: "#", ja: "#", de: "#"),
            LocalizedText(en: "Budget", ja: "予算", de: "Budget"),
            LocalizedText(en: "Period", ja: "期間", de: "Zeitraum"),
            LocalizedText(en: "Actual [% of goal]", ja: "実績 [目標比]", de: "Ist [% vom Ziel]"),
            LocalizedText(en: "Committed", ja: "申込中", de: "Gebunden"),
            LocalizedText(en: "Left", ja: "残り", de: "Übrig"),
            LocalizedText(en: "Per day", ja: "1日あたり", de: "Pro Tag"),
            LocalizedText(en: "Status", ja: "状態", de: "Status"),
        ].map { $0(language) }
    }

    /// What a budget covers: a table's cell (`All spending`, `Alle Ausgaben`), or `inSentence`
    /// the words within a sentence, lowercase in English and German (`für alle Ausgaben`).
    static func scope(_ scope: BudgetScope, _ language: Language, inSentence: Bool = false) -> String {
        switch scope {
        case .all:
            inSentence
                ? LocalizedText(en: "all spending", ja: "全体", de: "alle Ausgaben")(language)
                : LocalizedText(en: "All spending", ja: "全体", de: "Alle Ausgaben")(language)
        case .category(let category): category.displayName(language)
        case .artist(let artist): artist
        }
    }

    static func kind(_ kind: Budget.Kind) -> LocalizedText {
        switch kind {
        case .month: LocalizedText(en: "monthly", ja: "毎月", de: "monatlich")
        case .year: LocalizedText(en: "yearly", ja: "毎年", de: "jährlich")
        }
    }

    static func status(_ status: BudgetStatus) -> LocalizedText {
        switch status {
        case .ok: LocalizedText(en: "ok", ja: "順調", de: "ok")
        case .near: LocalizedText(en: "near", ja: "注意", de: "knapp")
        case .over: LocalizedText(en: "over", ja: "超過", de: "über")
        }
    }

    /// `¥21,400 [71% of ¥30,000]`, as hledger prints a budget cell.
    static func actualOfGoal(_ line: BudgetLine, _ language: Language) -> String {
        let actual = line.actual.formatted(language)
        let goal = line.measuredGoal.formatted(language)
        return LocalizedText(
            en: "\(actual) [\(line.percent)% of \(goal)]",
            ja: "\(actual) [\(goal) の \(line.percent)%]",
            de: "\(actual) [\(line.percent) % von \(goal)]")(language)
    }

    static func prorated(_ line: BudgetLine, _ proration: BudgetLine.Proration, _ language: Language) -> String {
        let full = line.available.formatted(language)
        return LocalizedText(
            en: "#\(line.budget.id ?? 0): year to date, against the goal prorated to \(proration.days) of \(proration.of) days (\(full) for the year)",
            ja: "#\(line.budget.id ?? 0): 年初から今日までの実績を、目標を \(proration.of) 日中 \(proration.days) 日分に按分した額と比べています（年間 \(full)）",
            de: "#\(line.budget.id ?? 0): Jahr bis heute, gemessen am anteiligen Ziel für \(proration.days) von \(proration.of) Tagen (\(full) fürs Jahr)")(language)
    }

    static func rolledOver(_ line: BudgetLine, _ language: Language) -> String {
        let amount = Money(minorUnits: abs(line.rollover.minorUnits), currency: line.rollover.currency).formatted(language)
        let id = line.budget.id ?? 0
        let surplus = line.rollover.minorUnits > 0
        return LocalizedText(
            en: "#\(id): " + (surplus ? "\(amount) left over from earlier periods added to the goal" : "\(amount) overspent earlier taken off the goal"),
            ja: "#\(id): " + (surplus ? "前の期間の残り \(amount) を目標に加えています" : "前の期間の超過分 \(amount) を目標から引いています"),
            de: "#\(id): " + (surplus ? "\(amount) Rest aus früheren Zeiträumen zum Ziel addiert" : "\(amount) frühere Überschreitung vom Ziel abgezogen"))(language)
    }

    static func budgetUnconverted(_ line: BudgetLine) -> LocalizedText {
        let id = line.budget.id ?? 0
        let count = Phrase.count(line.unconverted)
        return LocalizedText(
            en: "#\(id): \(count.en) without a rate not counted; add rates with `fancal rate add`",
            ja: "#\(id): レートがない \(count.ja) は数えていません。`fancal rate add` でレートを追加してください",
            de: "#\(id): \(count.de) ohne Kurs nicht mitgezählt; füge Kurse mit `fancal rate add` hinzu")
    }

    static let noBudgets = LocalizedText(
        en: "No budgets for this period; set one with `fancal budget set 30000 --month`.",
        ja: "この期間の予算はありません。`fancal budget set 30000 --month` で設定できます。",
        de: "Keine Budgets für diesen Zeitraum; lege eines mit `fancal budget set 30000 --month` an.")

    static func budgetSaved(_ budget: Budget, _ language: Language) -> String {
        let id = budget.id ?? 0
        let goal = budget.goal.formatted(language)
        let scope = MoneyReportText.scope(budget.scope, language, inSentence: true)
        let kind = MoneyReportText.kind(budget.kind)(language)
        let rollover = budget.rollover.displayName(language)
        return LocalizedText(
            en: "Added budget #\(id): \(goal) \(kind) for \(scope) from \(budget.from), rollover \(rollover)",
            ja: "予算 #\(id) を追加しました: \(scope) に\(kind) \(goal)（\(budget.from) から、繰り越し \(rollover)）",
            de: "Budget #\(id) hinzugefügt: \(goal) \(kind) für \(scope) ab \(budget.from), Übertrag: \(rollover)")(language)
    }

    static func budgetRemoved(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "Removed budget #\(id)",
            ja: "予算 #\(id) を削除しました",
            de: "Budget #\(id) entfernt")
    }

    static func budgetListColumns(_ language: Language) -> [String] {
        [
            LocalizedText(en: "#", ja: "#", de: "#"),
            LocalizedText(en: "Budget", ja: "予算", de: "Budget"),
            LocalizedText(en: "Goal", ja: "目標", de: "Ziel"),
            LocalizedText(en: "Per", ja: "期間", de: "Je"),
            LocalizedText(en: "From", ja: "開始", de: "Ab"),
            LocalizedText(en: "Rollover", ja: "繰り越し", de: "Übertrag"),
        ].map { $0(language) }
    }

    /// The one line `summary` and `month` end with when budgets exist: how many are ok, near and over.
    static func statusLine(_ lines: [BudgetLine], _ language: Language, _ style: TextStyle) -> String {
        let counts = BudgetStatus.allCases.compactMap { status -> String? in
            let count = lines.filter { $0.status == status }.count
            guard count > 0 else { return nil }
            return BudgetTable.colored(status, "\(count) " + MoneyReportText.status(status)(language), style)
        }.joined(separator: " · ")
        return LocalizedText(
            en: "Budgets: \(counts) (fancal budget)",
            ja: "予算: \(counts) (fancal budget)",
            de: "Budgets: \(counts) (fancal budget)")(language)
    }
}
