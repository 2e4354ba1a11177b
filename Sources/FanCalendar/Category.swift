/// What kind of fan activity a record is. Identifiers and codes are stable: they appear in JSON,
/// in the database (as `code`) and on the command line.
package enum Category: String, Sendable, CaseIterable, Comparable {
    case live
    case goods
    case cdDVD = "cd_dvd"
    case streaming
    case travel
    case other

    /// The stable identifier used in JSON, CSV and `--category`.
    package var identifier: String { rawValue }

    /// The stable numeric code stored in the database.
    package var code: Int {
        switch self {
        case .live: 0
        case .goods: 1
        case .cdDVD: 2
        case .streaming: 3
        case .other: 4
        case .travel: 5
        }
    }

    package init?(code: Int) {
        guard let match = Category.allCases.first(where: { $0.code == code }) else { return nil }
        self = match
    }

    /// Categories sort in the order they are declared (travel before other), not by code: codes
    /// only ever grow, so a later category's code says nothing about where it belongs.
    package static func < (lhs: Category, rhs: Category) -> Bool { lhs.position < rhs.position }

    private var position: Int { Category.allCases.firstIndex(of: self)! }

    package func displayName(_ language: Language) -> String {
        switch self {
        case .live: LocalizedText(en: "Live", ja: "ライブ", de: "Live")(language)
        case .goods: LocalizedText(en: "Goods", ja: "グッズ", de: "Merch")(language)
        case .cdDVD: "CD/DVD"
        case .streaming: LocalizedText(en: "Streaming", ja: "配信", de: "Streaming")(language)
        case .travel: LocalizedText(en: "Travel", ja: "遠征", de: "Reise")(language)
        case .other: LocalizedText(en: "Other", ja: "その他", de: "Sonstiges")(language)
        }
    }

    /// An SGR color number for terminals (256-color palette, readable on dark and light themes).
    package var terminalColor: Int {
        switch self {
        case .live: 205  // pink
        case .goods: 135  // purple
        case .cdDVD: 214  // orange
        case .streaming: 39  // blue
        case .travel: 78  // green
        case .other: 245  // gray
        }
    }

    /// A hex color for pictures (SVG), matching `terminalColor`.
    package var hexColor: String {
        switch self {
        case .live: "#ff5faf"
        case .goods: "#af5fff"
        case .cdDVD: "#ffaf00"
        case .streaming: "#00afff"
        case .travel: "#5fd787"
        case .other: "#8a8a8a"
        }
    }

    /// An emoji for views, each one with default emoji presentation (a single wide scalar), so
    /// every terminal draws it two columns wide; 🛍️ needs a variation selector and is drawn one
    /// or two columns wide depending on the terminal.
    package var icon: String {
        switch self {
        case .live: "🎤"
        case .goods: "🛒"
        case .cdDVD: "💿"
        case .streaming: "📺"
        case .travel: "🧳"
        case .other: "⭐"
        }
    }

    /// A one-character marker for calendars when color is off, so marks never rely on color.
    /// Travel's `=` (two rails) and other's `✦` (a star, as its icon) are symbols, not
    /// punctuation: `,` `.` `'` `/` and `:` are date, number and time marks in en, ja or de
    /// (`20.21.22` read as a German date), and a mark beside a day must never read as part of one.
    /// `✦` is one column wide everywhere (not East Asian Ambiguous) and has no emoji form.
    package var marker: Character {
        switch self {
        case .live: "*"
        case .goods: "+"
        case .cdDVD: "#"
        case .streaming: "~"
        case .travel: "="
        case .other: "✦"
        }
    }

    /// Resolves a user's or a calendar's word for a category: identifiers, display names in any
    /// language, and common synonyms (concert → live, merch → goods, Blu-ray → cd_dvd…),
    /// case-insensitively.
    package init?(name: String) {
        let key = name.trimmingWhitespace().lowercased()
        if let direct = Category(rawValue: key) {
            self = direct
            return
        }
        for category in Category.allCases {
            for language in Language.allCases where category.displayName(language).lowercased() == key {
                self = category
                return
            }
        }
        guard let synonym = Category.synonyms[key] else { return nil }
        self = synonym
    }

    private static let synonyms: [String: Category] = [
        "concert": .live, "show": .live, "gig": .live, "tour": .live, "live show": .live,
        "festival": .live, "fanmeeting": .live, "fan meeting": .live, "konzert": .live,
        "ライヴ": .live, "コンサート": .live, "公演": .live, "ファンミーティング": .live,
        "merch": .goods, "merchandise": .goods, "goods": .goods, "fanartikel": .goods, "物販": .goods,
        "photocard": .goods, "photocards": .goods, "lightstick": .goods, "トレカ": .goods, "ペンライト": .goods,
        "cd": .cdDVD, "dvd": .cdDVD, "blu-ray": .cdDVD, "bluray": .cdDVD, "album": .cdDVD,
        "cd/dvd/blu-ray": .cdDVD,
        "stream": .streaming, "livestream": .streaming, "online": .streaming, "配信ライブ": .streaming,
        "ticket": .live, "tickets": .live, "チケット": .live,
        "遠征費": .travel, "trip": .travel, "hotel": .travel, "train": .travel, "flight": .travel,
        "transport": .travel, "bus": .travel, "ホテル": .travel, "新幹線": .travel, "交通費": .travel,
        "宿泊": .travel, "飛行機": .travel, "reisekosten": .travel, "zug": .travel, "flug": .travel,
        "sonstige": .other, "misc": .other,
    ]
}
