/// What a record says, as feeds and sync compare it: a stable hash of its content, and the names
/// of the fields in which two versions differ.
extension Record {
    /// The fields a person sees, in a fixed order: `differences(from:)` names them, and
    /// `contentHash` covers them.
    package enum Field: String, Sendable, CaseIterable {
        case date = "date"
        case time = "time"
        case title = "title"
        case category = "category"
        case sub = "sub"
        case artist = "artist"
        case venue = "venue"
        case memo = "memo"
        case amount = "amount"

        /// The field's name for people: in English the option that sets it (`--venue`).
        package var displayName: LocalizedText {
            switch self {
            case .date: LocalizedText(en: "date", ja: "日付", de: "Datum")
            case .time: LocalizedText(en: "time", ja: "時刻", de: "Zeit")
            case .title: LocalizedText(en: "title", ja: "タイトル", de: "Titel")
            case .category: LocalizedText(en: "category", ja: "カテゴリ", de: "Kategorie")
            case .sub: LocalizedText(en: "sub", ja: "サブカテゴリ", de: "Unterkategorie")
            case .artist: LocalizedText(en: "artist", ja: "アーティスト", de: "Künstler")
            case .venue: LocalizedText(en: "venue", ja: "会場", de: "Ort")
            case .memo: LocalizedText(en: "memo", ja: "メモ", de: "Notiz")
            case .amount: LocalizedText(en: "amount", ja: "金額", de: "Betrag")
            }
        }
    }

    /// The value of one field as text, for hashing and for showing a difference.
    package func text(of field: Field) -> String {
        switch field {
        case .date:
            lastDate.map { "\(date.description)..\($0.description)" } ?? date.description
        case .time:
            [start, end].map { $0.map { "\($0.instant)@\($0.zone)" } ?? "-" }.joined(separator: " ")
        case .title: title
        case .category: category.identifier
        case .sub: sub ?? ""
        case .artist: artist ?? ""
        case .venue: venue ?? ""
        case .memo: memo ?? ""
        case .amount: "\(amount.decimalString) \(amount.currency.code)"
        }
    }

    /// The fields whose values differ between `other` and this record, in `Field` order.
    package func differences(from other: Record) -> [Field] {
        Field.allCases.filter { text(of: $0) != other.text(of: $0) }
    }

    /// A hash of each field's value, in `Field` order, 16 hex digits each: what a feed
    /// remembers of the version it delivered, so that a later version can tell which fields
    /// were edited here (`fields(differingFrom:)`).
    package var fieldHashes: String {
        Field.allCases.map { ContentHash.of([text(of: $0)]) }.joined()
    }

    /// The fields whose values are not those `hashes` (a `fieldHashes`) recorded; nil when
    /// `hashes` is not one hash per field.
    package func fields(differingFrom hashes: String) -> [Field]? {
        let mine = fieldHashes
        guard hashes.utf8.count == mine.utf8.count else { return nil }
        let theirs = Array(hashes.utf8)
        let ours = Array(mine.utf8)
        return Field.allCases.enumerated().filter { index, _ in
            theirs[index * 16..<(index + 1) * 16] != ours[index * 16..<(index + 1) * 16]
        }.map(\.element)
    }

    /// This record with `other`'s value of each field but `keeping`: a feed's new version of an
    /// event applied to the record, the fields edited here kept as they are. The store's id,
    /// the UID, what the card charged and the timestamps stay this record's.
    package func taking(_ other: Record, keeping: [Field]) -> Record {
        var merged = self
        for field in Field.allCases where !keeping.contains(field) {
            switch field {
            case .date:
                merged.date = other.date
                merged.lastDate = other.lastDate
            case .time:
                merged.start = other.start
                merged.end = other.end
            case .title: merged.title = other.title
            case .category: merged.category = other.category
            case .sub: merged.sub = other.sub
            case .artist: merged.artist = other.artist
            case .venue: merged.venue = other.venue
            case .memo: merged.memo = other.memo
            case .amount: merged.amount = other.amount
            }
        }
        return merged
    }

    /// A hash of the fields a person sees (not the UID, SEQUENCE, store ids or timestamps), the
    /// same in every process and on every machine: a feed that rewrites DTSTAMP, SEQUENCE or
    /// even its UIDs on every export hashes the same, and an edit in fancal or on a phone does
    /// not. FNV-1a, 64 bits, as 16 hex digits, over the fields joined with a separator that
    /// cannot occur in them.
    package var contentHash: String {
        ContentHash.of(Field.allCases.map { text(of: $0) } + [recurrenceID ?? ""])
    }
}

/// FNV-1a 64 over texts joined by U+0000, as 16 hex digits.
package enum ContentHash {
    package static func of(_ parts: [String]) -> String {
        var hash = FNV1a()
        for (index, part) in parts.enumerated() {
            if index > 0 { hash.add(byte: 0) }
            for byte in part.utf8 { hash.add(byte: byte) }
        }
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
