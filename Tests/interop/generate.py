#!/usr/bin/env python3
"""Writes a calendar as another app would export it, and the records fancal must make of it.

    generate.py OUT.ics EXPECTED.json

The calendar covers what real clients trip over: all-day and multi-day events, times in
Asia/Tokyo, Europe/Berlin (both sides of DST) and UTC (one across New Year in Tokyo), an event
without DTEND, Japanese and emoji text long enough to be folded several times, TEXT with
`, ; \\` and newlines, several currencies (0 and 2 minor digits), and recurring series (weekly
with an EXDATE and a moved occurrence, monthly all-day).

EXPECTED.json lists one object per record, computed here with zoneinfo and not by fancal:
uid, recurrence_id, date (the civil date in Asia/Tokyo), all_day, start (the instant as a UTC
ISO string, or null), zone (the TZID export must write, or null for all-day), last_date (the
last day of a multi-day all-day event), title, memo, venue, category, amount_minor, currency.
"""
import json
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

HOME = ZoneInfo("Asia/Tokyo")


def escape(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """RFC 5545 folding at 75 octets, never inside a UTF-8 sequence."""
    out, current = [], b""
    for char in line:
        encoded = char.encode("utf-8")
        limit = 75 if not out else 74
        if len(current) + len(encoded) > limit:
            out.append(current)
            current = b""
        current += encoded
    out.append(current)
    return b"\r\n ".join(out).decode("utf-8")


MINOR = {"JPY": 0, "KRW": 0, "EUR": 2, "USD": 2, "GBP": 2, "TWD": 2}
CATEGORY_NAMES = {"live": "Live", "goods": "Goods", "cd_dvd": "CD/DVD", "streaming": "Streaming",
                  "other": "Other"}

events = []      # lists of content lines, one list per VEVENT
expected = []    # what fancal must make of them


def decimal(amount_minor, currency):
    digits = MINOR[currency]
    if digits == 0:
        return str(amount_minor)
    return f"{amount_minor // 10 ** digits}.{amount_minor % 10 ** digits:0{digits}d}"


def event(uid, title, category, amount_minor, currency, *, day=None, last_day=None,
          start=None, zone=None, minutes=None, venue=None, memo=None, extra=(),
          occurrences=None, artist=None, end=None):
    """One VEVENT. `start` is a naive wall time in `zone` (or UTC when zone is "UTC"), lasting
    `minutes`, or ending at `end` = (naive wall time, zone of DTEND); `occurrences` lists
    (recurrence_id, wall start, title) for a series; default: one record."""
    lines = ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20261101T090000Z"]
    if day is not None:
        end = (last_day or day) + timedelta(days=1)
        lines += [f"DTSTART;VALUE=DATE:{day:%Y%m%d}", f"DTEND;VALUE=DATE:{end:%Y%m%d}"]
    elif zone == "UTC":
        lines.append(f"DTSTART:{start:%Y%m%dT%H%M%S}Z")
        if minutes:
            lines.append(f"DTEND:{start + timedelta(minutes=minutes):%Y%m%dT%H%M%S}Z")
    else:
        lines.append(f"DTSTART;TZID={zone}:{start:%Y%m%dT%H%M%S}")
        if end and end[1] == "UTC":
            lines.append(f"DTEND:{end[0]:%Y%m%dT%H%M%S}Z")
        elif end:
            lines.append(f"DTEND;TZID={end[1]}:{end[0]:%Y%m%dT%H%M%S}")
        elif minutes:
            lines.append(f"DTEND;TZID={zone}:{start + timedelta(minutes=minutes):%Y%m%dT%H%M%S}")
    lines += list(extra)
    lines.append(f"SUMMARY:{escape(title)}")
    if venue:
        lines.append(f"LOCATION:{escape(venue)}")
    if memo:
        lines.append(f"DESCRIPTION:{escape(memo)}")
    lines.append(f"CATEGORIES:{CATEGORY_NAMES[category]}")
    lines.append(f"X-FANCAL-CATEGORY:{category}")
    if artist:
        lines.append(f"X-FANCAL-ARTIST:{escape(artist)}")
    lines.append(f"X-FANCAL-AMOUNT:{decimal(amount_minor, currency)}")
    lines.append(f"X-FANCAL-CURRENCY:{currency}")
    lines.append("END:VEVENT")
    events.append(lines)

    base = dict(uid=uid, title=title, memo=memo, venue=venue, category=category,
                amount_minor=amount_minor, currency=currency, artist=artist, sub=None)
    if occurrences is None:
        occurrences = [(None, day if day is not None else start, title)]
    for recurrence_id, when, occurrence_title in occurrences:
        record = dict(base, recurrence_id=recurrence_id, title=occurrence_title)
        if day is not None:
            record.update(all_day=True, date=when.isoformat(), start=None, zone=None,
                          last_date=(last_day.isoformat() if last_day else None))
        else:
            tz = timezone.utc if zone == "UTC" else ZoneInfo(zone)
            instant = when.replace(tzinfo=tz)
            if end:
                until = end[0].replace(tzinfo=timezone.utc if end[1] == "UTC" else ZoneInfo(end[1]))
            else:
                until = instant + timedelta(minutes=minutes) if minutes else None
            record.update(all_day=False, date=instant.astimezone(HOME).date().isoformat(),
                          start=instant.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                          end=until.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ") if until else None,
                          zone=zone, last_date=None)
        expected.append(record)


LONG_JA = ("推し活カレンダー🎤✨ 東京ドーム公演「Winter Wonderland 2026」"
           "ファンクラブ先行チケット当選🎉🎉 アリーナ席・ペンライト必須💜💙💚 "
           "グッズ列は朝7時から🛍️")
LONG_MEMO = ("持ち物: チケット（電子）、身分証、ペンライト🔦、うちわ🪭、モバイルバッテリー🔋\n"
             "集合: 水道橋駅 西口 16:30 — 友達のゆかさん🎀と\n"
             "帰り: 最終の新幹線は21:45発🚄、間に合わなければホテル泊🏨")

# All-day, one day and several days.
event("gen-allday@interop.test",
      "Album release day 📀「推し活カレンダー」初回生産限定盤A（CD＋Blu-ray＋フォトブック）予約特典つき",
      "cd_dvd", 3850, "JPY",
      day=date(2026, 2, 4), artist="AOI")
event("gen-multiday@interop.test", "Fan meeting trip 札幌 3 days", "other", 64800, "JPY",
      day=date(2026, 8, 1), last_day=date(2026, 8, 3), venue="札幌")
# Asia/Tokyo, with long Japanese and emoji text that must be folded.
event("gen-tokyo-long@interop.test", LONG_JA, "live", 12800, "JPY",
      start=datetime(2026, 12, 26, 18, 0), zone="Asia/Tokyo", minutes=180,
      venue="東京ドーム（文京区後楽1-3-61）🏟️ アリーナ Aブロック 12列", memo=LONG_MEMO,
      artist="AOI")
# Europe/Berlin in winter (CET) late at night: the next day in Tokyo.
event("gen-berlin-winter@interop.test", "Stellar☆Nine Berlin late show", "live", 8990, "EUR",
      start=datetime(2026, 3, 28, 23, 30), zone="Europe/Berlin", minutes=90,
      venue="Columbiahalle, Berlin", artist="Stellar☆Nine")
# Europe/Berlin in summer (CEST).
event("gen-berlin-summer@interop.test", "Open-air festival day ticket", "live", 12000, "USD",
      start=datetime(2026, 7, 10, 20, 0), zone="Europe/Berlin", minutes=150)
# UTC: 2026-12-31T20:00Z is 2027-01-01 05:00 in Tokyo.
event("gen-utc-newyear@interop.test", "Countdown stream (global)", "streaming", 1500, "USD",
      start=datetime(2026, 12, 31, 20, 0), zone="UTC", minutes=120)
# UTC, same day in Tokyo; no DTEND.
event("gen-utc-noend@interop.test", "Membership renewal 💳", "other", 99000, "KRW",
      start=datetime(2026, 6, 1, 3, 0), zone="UTC")
# TEXT with the characters iCalendar escapes, and newlines in the memo.
event("gen-escapes@interop.test", r"Live; Tokyo, Osaka \ Nagoya (3 cities)", "goods", 4599, "GBP",
      day=date(2026, 5, 16), venue=r"Hall A, Gate 3; row \7",
      memo="line one, with a comma\nline two; with a semicolon\nline three \\ a backslash")
# A flight: DTSTART and DTEND in different zones.
event("gen-flight@interop.test", "Flight NRT → BER ✈️", "other", 98000, "JPY",
      start=datetime(2026, 6, 18, 11, 0), zone="Asia/Tokyo",
      end=(datetime(2026, 6, 18, 17, 30), "Europe/Berlin"))
# New York, ending in the hour repeated when DST ends (01:30 EST, the second pass: only UTC can
# say it), and a zone named by its Olson name alone, without a VTIMEZONE in the file.
event("gen-newyork-fold@interop.test", "Halloween afterparty NYC 🎃", "live", 7500, "USD",
      start=datetime(2026, 11, 1, 0, 30), zone="America/New_York",
      end=(datetime(2026, 11, 1, 6, 30), "UTC"))
# A half-hour offset zone, again without a VTIMEZONE.
event("gen-kolkata@interop.test", "Mumbai fan event", "other", 250000, "KRW",
      start=datetime(2026, 10, 3, 23, 45), zone="Asia/Kolkata", minutes=30)
# A weekly series in UTC: RECURRENCE-ID in UTC too.
utc_start = datetime(2026, 10, 1, 23, 0)
event("gen-utc-weekly@interop.test", "Global fan chat (UTC)", "streaming", 0, "JPY",
      start=utc_start, zone="UTC", minutes=60, extra=["RRULE:FREQ=WEEKLY;COUNT=3"],
      occurrences=[((utc_start + timedelta(weeks=n)).strftime("%Y-%m-%dT%H:%M:%S"),
                    utc_start + timedelta(weeks=n), "Global fan chat (UTC)") for n in range(3)])
# Line breaks in one-line fields (some apps allow them in titles): fancal's title, venue and
# artist are one line, so they become spaces; the memo keeps its lines. calcurse skips an
# all-day event whose SUMMARY has a line break.
event("gen-multiline-title@interop.test", "Tour final — 2 days\nSold out 🎉", "live", 15000, "JPY",
      day=date(2026, 10, 10), venue="Zepp\r\nHaneda", artist="AOI\nStellar☆Nine",
      memo="line 1\nline 2")
expected[-1].update(title="Tour final — 2 days Sold out 🎉", venue="Zepp Haneda", artist="AOI Stellar☆Nine")
# A weekly series in Berlin time: six Tuesdays from 2026-09-01, 2026-09-15 removed, 2026-09-22
# moved to Wednesday 2026-09-23 with a new title (override below).
series_start = datetime(2026, 9, 1, 19, 0)
weekly = []
for week in range(6):
    when = series_start + timedelta(weeks=week)
    if when.day == 15:
        continue
    recurrence_id = when.strftime("%Y-%m-%dT%H:%M:%S")
    title = "Weekly radio 📻 AOI"
    if when.day == 22:
        when, title = datetime(2026, 9, 23, 21, 0), "Weekly radio 📻 AOI (moved)"
    weekly.append((recurrence_id, when, title))
event("gen-weekly@interop.test", "Weekly radio 📻 AOI", "streaming", 550, "EUR",
      start=series_start, zone="Europe/Berlin", minutes=60,
      extra=["RRULE:FREQ=WEEKLY;COUNT=6", "EXDATE;TZID=Europe/Berlin:20260915T190000"],
      occurrences=weekly)
events.append(["BEGIN:VEVENT", "UID:gen-weekly@interop.test", "DTSTAMP:20261101T090000Z",
               "RECURRENCE-ID;TZID=Europe/Berlin:20260922T190000",
               "DTSTART;TZID=Europe/Berlin:20260923T210000", "DTEND;TZID=Europe/Berlin:20260923T220000",
               "SUMMARY:Weekly radio 📻 AOI (moved)", "CATEGORIES:Streaming",
               "X-FANCAL-CATEGORY:streaming", "X-FANCAL-AMOUNT:5.50", "X-FANCAL-CURRENCY:EUR",
               "END:VEVENT"])
# A monthly all-day series: the 25th, four times.
monthly = [(f"2026-{m:02d}-25", date(2026, m, 25), "Fanclub monthly fee") for m in (1, 2, 3, 4)]
event("gen-monthly@interop.test", "Fanclub monthly fee", "other", 33000, "TWD",
      day=date(2026, 1, 25), extra=["RRULE:FREQ=MONTHLY;BYMONTHDAY=25;COUNT=4"],
      occurrences=monthly)

BERLIN = """BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".split("\n")
TOKYO = """BEGIN:VTIMEZONE
TZID:Asia/Tokyo
BEGIN:STANDARD
TZOFFSETFROM:+0900
TZOFFSETTO:+0900
TZNAME:JST
DTSTART:19700101T000000
END:STANDARD
END:VTIMEZONE""".split("\n")

lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//interop test//generated//EN",
         "CALSCALE:GREGORIAN"] + TOKYO + BERLIN
for vevent in events:
    lines += vevent
lines.append("END:VCALENDAR")
with open(sys.argv[1], "w", encoding="utf-8", newline="") as out:
    out.write("".join(fold(line) + "\r\n" for line in lines))
with open(sys.argv[2], "w", encoding="utf-8") as out:
    json.dump(expected, out, ensure_ascii=False, indent=1)
