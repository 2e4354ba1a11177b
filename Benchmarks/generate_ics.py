#!/usr/bin/env python3
"""Deterministic generator of realistic fan-activity calendars for the fancal benchmark.

    python3 Benchmarks/generate_ics.py --events 100000 --out .build/bench/events-100k.ics

The same --events and --seed always give the same bytes. What a file holds, in proportions
fixed by the seeded generator:
  - all-day events (DTSTART;VALUE=DATE + DTEND the next day), events with a TZID (Asia/Tokyo,
    Asia/Seoul, Europe/Berlin, America/Los_Angeles, each with its VTIMEZONE in the file) and UTC
    events (a trailing Z);
  - Japanese, Korean and emoji SUMMARY/LOCATION/DESCRIPTION text, long enough that most lines
    are folded at 75 octets (folding never splits a UTF-8 sequence);
  - escaped TEXT: commas, semicolons, backslashes and newlines (\\, \\; \\\\ \\n);
  - CATEGORIES, X-FANCAL-CATEGORY/-SUB/-ARTIST/-AMOUNT/-CURRENCY with JPY, KRW, EUR and USD
    (EUR and USD amounts with two decimals);
  - about 0.5% recurring series (RRULE:FREQ=WEEKLY or MONTHLY with COUNT 2..6).
--events counts VEVENT components; a recurring one expands to several records on import.
Standard library only.
"""
import argparse
import datetime
import random
import sys

ZONES = {
    "Asia/Tokyo": [
        "BEGIN:VTIMEZONE", "TZID:Asia/Tokyo", "BEGIN:STANDARD", "TZOFFSETFROM:+0900",
        "TZOFFSETTO:+0900", "TZNAME:JST", "DTSTART:19700101T000000", "END:STANDARD",
        "END:VTIMEZONE"],
    "Asia/Seoul": [
        "BEGIN:VTIMEZONE", "TZID:Asia/Seoul", "BEGIN:STANDARD", "TZOFFSETFROM:+0900",
        "TZOFFSETTO:+0900", "TZNAME:KST", "DTSTART:19700101T000000", "END:STANDARD",
        "END:VTIMEZONE"],
    "Europe/Berlin": [
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200", "TZNAME:CEST", "DTSTART:19700329T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT", "BEGIN:STANDARD",
        "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE"],
    "America/Los_Angeles": [
        "BEGIN:VTIMEZONE", "TZID:America/Los_Angeles", "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0800",
        "TZOFFSETTO:-0700", "TZNAME:PDT", "DTSTART:20070311T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT", "BEGIN:STANDARD",
        "TZOFFSETFROM:-0700", "TZOFFSETTO:-0800", "TZNAME:PST", "DTSTART:20071104T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD", "END:VTIMEZONE"],
}
ZONE_NAMES = list(ZONES)
# Which currency goes with which zone, mostly.
ZONE_CURRENCY = {"Asia/Tokyo": "JPY", "Asia/Seoul": "KRW", "Europe/Berlin": "EUR",
                 "America/Los_Angeles": "USD"}
CURRENCIES = ["JPY", "JPY", "JPY", "KRW", "EUR", "USD"]

CATEGORIES = [  # identifier, CATEGORIES display name, subs, weight
    ("live", "Live", ["ticket", "travel", "hotel", "遠征"], 30),
    ("goods", "Goods", ["photocard", "lightstick", "タオル", "アクスタ"], 35),
    ("cd_dvd", "CD/DVD", ["album", "single", "Blu-ray"], 15),
    ("streaming", "Streaming", ["配信チケット", "subscription"], 12),
    ("other", "Other", ["cafe", "誕生日広告", None], 8),
]
CATEGORY_WEIGHTS = [c[3] for c in CATEGORIES]
ARTISTS = ["AOI", "星空ユニット", "LUMINA", "사랑해 Project", "Nova☆Stars", "桜坂46", "K-Wave",
           "Midnight Echo", "月影レクイエム", None]
TITLES = [
    "{artist} LIVE TOUR {year} 〜きらめきの向こう側〜 東京ドーム公演 🎤✨ 第{n}夜",
    "{artist} ツアーグッズ（ペンライト・タオル・アクリルスタンド）まとめ買い 🛍️💜",
    "{artist} {year} 新譜『真夜中のシンフォニー』初回限定盤 Blu-ray付き 💿",
    "{artist} オンライン配信ライブ「星降る夜に」アーカイブ視聴チケット 📺🌙",
    "{artist} 誕生日カフェ in 渋谷 🎂☕ コラボドリンク {n} 杯",
    "{artist} 팬미팅 {year} 서울 올림픽홀 🎉 day {n}",
    "{artist} Photocard trade, Berlin meetup; \"limited\" edition #{n}",
    "{artist} fan event {n}",
]
VENUES = ["東京ドーム", "横浜アリーナ", "日本武道館, 東京", "올림픽홀; 서울", "Uber Arena, Berlin",
          "Hollywood Bowl", "さいたまスーパーアリーナ 🏟️", None, None]
MEMOS = [
    "席: アリーナ A5ブロック, 12列; 整理番号 \\ 123\n同行: 友達2人 🎫\n物販は朝9時から並ぶ",
    "Seat: floor, row 3; bring the lightstick\\battery.\nTrain 17:42 → venue",
    "ランダム封入 5種のうち 2種 被り 😭, 交換希望: {artist}",
    None, None, None,
]
FIRST_DAY = datetime.date(2016, 1, 1)
DAY_SPAN = 12 * 366  # 2016 .. 2027


def escape_text(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """RFC 5545 3.1: lines of at most 75 octets, continuation lines start with a space, and a
    UTF-8 sequence is never split."""
    data = line.encode("utf-8")
    if len(data) <= 75:
        return line + "\r\n"
    out = []
    current = bytearray()
    limit = 75
    for char in line:
        encoded = char.encode("utf-8")
        if len(current) + len(encoded) > limit:
            out.append(bytes(current))
            current = bytearray(b" ")
            limit = 75
        current += encoded
    out.append(bytes(current))
    return "\r\n".join(part.decode("utf-8") for part in out) + "\r\n"


def amount_text(rng, currency):
    if currency == "JPY":
        return str(rng.choice([500, 1200, 3300, 5500, 8800, 11000, 12000, 15400, 22000, 48000]))
    if currency == "KRW":
        return str(rng.choice([15000, 33000, 55000, 99000, 121000, 154000]))
    whole = rng.choice([4, 9, 15, 25, 49, 79, 120, 249])
    return "%d.%02d" % (whole, rng.randrange(100))


def event_lines(rng, index, stamp):
    ident, display, subs, _ = rng.choices(CATEGORIES, CATEGORY_WEIGHTS)[0]
    artist = rng.choice(ARTISTS)
    day = FIRST_DAY + datetime.timedelta(days=rng.randrange(DAY_SPAN))
    n = rng.randrange(1, 100)
    title = rng.choice(TITLES).format(artist=artist or "推し", year=day.year, n=n)
    lines = ["BEGIN:VEVENT", "UID:bench-%07d@fancal.example" % index, "DTSTAMP:" + stamp]
    kind = rng.random()
    zone = None
    if kind < 0.30:  # all-day
        lines.append("DTSTART;VALUE=DATE:" + day.strftime("%Y%m%d"))
        lines.append("DTEND;VALUE=DATE:" + (day + datetime.timedelta(days=1)).strftime("%Y%m%d"))
    else:
        hour = rng.choice([10, 12, 13, 17, 18, 19, 23])
        minute = rng.choice([0, 0, 15, 30, 45])
        start = datetime.datetime(day.year, day.month, day.day, hour, minute)
        end = start + datetime.timedelta(hours=rng.choice([1, 2, 3]))
        if kind < 0.75:
            zone = rng.choice(ZONE_NAMES)
            lines.append("DTSTART;TZID=%s:%s" % (zone, start.strftime("%Y%m%dT%H%M%S")))
            lines.append("DTEND;TZID=%s:%s" % (zone, end.strftime("%Y%m%dT%H%M%S")))
        else:
            lines.append("DTSTART:" + start.strftime("%Y%m%dT%H%M%SZ"))
            lines.append("DTEND:" + end.strftime("%Y%m%dT%H%M%SZ"))
    if rng.random() < 0.005:
        freq = rng.choice(["WEEKLY", "MONTHLY"])
        lines.append("RRULE:FREQ=%s;COUNT=%d" % (freq, rng.randrange(2, 7)))
    if rng.random() < 0.05:
        lines.append("SEQUENCE:%d" % rng.randrange(1, 4))
    lines.append("SUMMARY:" + escape_text(title))
    venue = rng.choice(VENUES)
    if venue:
        lines.append("LOCATION:" + escape_text(venue))
    memo = rng.choice(MEMOS)
    if memo:
        lines.append("DESCRIPTION:" + escape_text(memo.format(artist=artist or "推し")))
    lines.append("CATEGORIES:" + escape_text(display))
    lines.append("X-FANCAL-CATEGORY:" + ident)
    sub = rng.choice(subs)
    if sub:
        lines.append("X-FANCAL-SUB:" + escape_text(sub))
    if artist:
        lines.append("X-FANCAL-ARTIST:" + escape_text(artist))
    currency = ZONE_CURRENCY[zone] if zone and rng.random() < 0.8 else rng.choice(CURRENCIES)
    lines.append("X-FANCAL-AMOUNT:" + amount_text(rng, currency))
    lines.append("X-FANCAL-CURRENCY:" + currency)
    lines.append("END:VEVENT")
    return lines


def generate(events, seed, out):
    rng = random.Random(seed)
    stamp = "20261101T000000Z"
    head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//fancal//benchmark generator//EN",
            "CALSCALE:GREGORIAN", "X-WR-CALNAME:推し活 benchmark %d" % events]
    for name in ZONE_NAMES:
        head.extend(ZONES[name])
    chunk = []
    for line in head:
        chunk.append(fold(line))
    for index in range(events):
        for line in event_lines(rng, index, stamp):
            chunk.append(fold(line))
        if len(chunk) > 20000:
            out.write("".join(chunk).encode("utf-8"))
            chunk = []
    chunk.append("END:VCALENDAR\r\n")
    out.write("".join(chunk).encode("utf-8"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, required=True, help="number of VEVENT components")
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--out", help="output file (default: standard output)")
    args = parser.parse_args()
    if args.out:
        temporary = args.out + ".partial"
        with open(temporary, "wb") as out:
            generate(args.events, args.seed, out)
        import os
        os.replace(temporary, args.out)
    else:
        generate(args.events, args.seed, sys.stdout.buffer)


if __name__ == "__main__":
    main()
