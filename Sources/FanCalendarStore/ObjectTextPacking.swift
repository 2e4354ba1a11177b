import CZlib

/// How the store keeps the text of a calendar object (`calendar_objects.events` and `zones`
/// where `packed` is 1): raw DEFLATE (RFC 1951, zlib) primed with ``dictionary``, lines that
/// calendars commonly hold, so that even one short VEVENT shrinks (to about half for the
/// benchmark's events, Docs/benchmarks.md) and a VTIMEZONE the dictionary holds to a few bytes.
/// Lossless: ``unpack(_:)`` gives back the bytes ``pack(_:)`` was given. An empty text stays
/// empty.
///
/// One packing per store connection: its two zlib streams are reset for each text rather than
/// made anew (each holds some 300 KiB). Not for use from several threads at once.
///
/// Packing costs about 300 instructions a byte for texts this short (zlib builds its Huffman
/// tables and reads the dictionary for every text): some 145,000 for a VEVENT of 465 bytes,
/// whose import costs about 480,000 besides (Docs/benchmarks.md). The VTIMEZONEs of the objects of one
/// input are the same few texts over and over, so ``packShared(_:)`` and ``unpackShared(_:)``
/// remember the last ones.
final class ObjectTextPacking {
    private var deflater = z_stream()
    private var inflater = z_stream()
    private var packedShared = RememberedTexts()
    private var unpackedShared = RememberedTexts()

    /// Thrown by ``unpack(_:)`` for bytes that are not a packed text.
    struct Damaged: Error {}

    init() {
        // Only an out-of-memory failure is possible here, as anywhere memory is taken.
        precondition(fancal_deflate_init(&deflater) == Z_OK && fancal_inflate_init(&inflater) == Z_OK)
    }

    deinit {
        deflateEnd(&deflater)
        inflateEnd(&inflater)
    }

    func pack(_ text: [UInt8]) -> [UInt8] {
        guard !text.isEmpty else { return [] }
        deflateReset(&deflater)
        Self.dictionary.withUnsafeBufferPointer { _ = deflateSetDictionary(&deflater, $0.baseAddress, uInt($0.count)) }
        // deflateBound is enough for Z_FINISH to end the stream in one call.
        var packed = [UInt8](repeating: 0, count: Int(deflateBound(&deflater, uLong(text.count))))
        let status = text.withUnsafeBufferPointer { input in
            packed.withUnsafeMutableBufferPointer { output in
                deflater.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                deflater.avail_in = uInt(input.count)
                deflater.next_out = output.baseAddress
                deflater.avail_out = uInt(output.count)
                return deflate(&deflater, Z_FINISH)
            }
        }
        precondition(status == Z_STREAM_END)
        packed.removeLast(Int(deflater.avail_out))
        return packed
    }

    /// ``pack(_:)`` for a text that many objects share (their VTIMEZONEs).
    func packShared(_ text: [UInt8]) -> [UInt8] {
        if let packed = packedShared[text] { return packed }
        let packed = pack(text)
        packedShared.remember(packed, for: text)
        return packed
    }

    /// ``unpack(_:)`` for a text that many objects share (their VTIMEZONEs).
    func unpackShared(_ packed: [UInt8]) throws(Damaged) -> [UInt8] {
        if let text = unpackedShared[packed] { return text }
        let text = try unpack(packed)
        unpackedShared.remember(text, for: packed)
        return text
    }

    func unpack(_ packed: [UInt8]) throws(Damaged) -> [UInt8] {
        guard !packed.isEmpty else { return [] }
        return try Self.unpack(packed, with: &inflater)
    }

    /// ``unpack(_:)`` with a stream of its own, made and ended here: for any thread (an export
    /// unpacks on its writing lanes), at some 1,400 instructions more than a kept stream (callgrind).
    static func unpackAlone(_ packed: [UInt8]) throws(Damaged) -> [UInt8] {
        guard !packed.isEmpty else { return [] }
        var inflater = z_stream()
        precondition(fancal_inflate_init(&inflater) == Z_OK)
        defer { inflateEnd(&inflater) }
        return try unpack(packed, with: &inflater)
    }

    private static func unpack(_ packed: [UInt8], with inflater: inout z_stream) throws(Damaged) -> [UInt8] {
        inflateReset(&inflater)
        dictionary.withUnsafeBufferPointer { _ = inflateSetDictionary(&inflater, $0.baseAddress, uInt($0.count)) }
        // Calendar text packs to about a half; the buffer doubles when that is not enough.
        var text = [UInt8](repeating: 0, count: max(packed.count * 3, 256))
        var written = 0
        var status = Z_OK
        packed.withUnsafeBufferPointer { input in
            inflater.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            inflater.avail_in = uInt(input.count)
            // Z_OK: progress, go on; Z_BUF_ERROR: no progress possible (the input ended early).
            while status == Z_OK {
                if written == text.count { text += [UInt8](repeating: 0, count: text.count) }
                status = text.withUnsafeMutableBufferPointer { output in
                    inflater.next_out = output.baseAddress! + written
                    inflater.avail_out = uInt(output.count - written)
                    let status = inflate(&inflater, Z_NO_FLUSH)
                    written = output.count - Int(inflater.avail_out)
                    return status
                }
            }
        }
        guard status == Z_STREAM_END, inflater.avail_in == 0 else { throw Damaged() }
        text.removeLast(text.count - written)
        return text
    }

    /// What the streams start from: lines of calendars from phones, desktop programs and fancal
    /// itself, the most common last (DEFLATE reaches near text in fewer bits). Part of the stored
    /// format: rows packed with it can be read only with it, so it never changes; another
    /// dictionary would be another value of `packed`.
    static let dictionary: [UInt8] = Array(
        [
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DESCRIPTION:Reminder", "END:VALARM",
            "ORGANIZER;CN=",
            "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=",
            ";X-NUM-GUESTS=0:mailto:", "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC",
            "X-MICROSOFT-CDO-BUSYSTATUS:BUSY", "TRANSP:OPAQUE", "STATUS:CONFIRMED", "CLASS:PUBLIC",
            "URL:https://", "RRULE:FREQ=WEEKLY;BYDAY=", "EXDATE;TZID=", "RECURRENCE-ID;TZID=",
            "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
            "TZNAME:CEST", "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
            "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "DTSTART:19701025T030000",
            "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400",
            "TZNAME:EDT", "DTSTART:20070311T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
            "BEGIN:STANDARD", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "DTSTART:20071104T020000",
            "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VTIMEZONE", "TZID:Asia/Tokyo", "BEGIN:STANDARD", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900",
            "TZNAME:JST", "DTSTART:19700101T000000", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VEVENT", "UID:", "DTSTAMP:20", "CREATED:20", "LAST-MODIFIED:20", "SEQUENCE:0",
            "DTSTART;VALUE=DATE:20", "DTEND;VALUE=DATE:20", "DTSTART;TZID=Asia/Tokyo:20", "DTEND;TZID=Asia/Tokyo:20",
            "SUMMARY:", "LOCATION:", "DESCRIPTION:",
            "CATEGORIES:", "X-FANCAL-CATEGORY:live", "X-FANCAL-SUB:ticket", "X-FANCAL-ARTIST:", "X-FANCAL-AMOUNT:",
            "X-FANCAL-CURRENCY:JPY", "X-FANCAL-CHARGED:", "X-FANCAL-CHARGED-CURRENCY:", "END:VEVENT",
        ].map { $0 + "\r\n" }.joined().utf8)
}

/// The last few texts one way and what they are the other (packed or unpacked VTIMEZONEs),
/// found by comparing bytes: an object's zones are one of a handful of texts, and comparing
/// them with `memcmp` costs a fraction of hashing them a byte at a time, as a dictionary of
/// byte arrays does (680 instructions an object an export read, callgrind).
private struct RememberedTexts {
    private var pairs: [(key: [UInt8], value: [UInt8])] = []
    /// The pairs remembered; beyond them the oldest is forgotten.
    private static let capacity = 32

    subscript(key: [UInt8]) -> [UInt8]? {
        pairs.first { Self.equal($0.key, key) }?.value
    }

    mutating func remember(_ value: [UInt8], for key: [UInt8]) {
        if pairs.count == Self.capacity { pairs.removeFirst() }
        pairs.append((key, value))
    }

    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.holdsSameBytes(as: b) } }
    }
}
