#!/usr/bin/env python3
"""Interoperability check: the calendar fancal exports is read by real clients.

    check.py [FANCAL]      (default .build/debug/fancal)

Builds a realistic calendar with fancal in a throwaway directory (Resources/sample.ics, a
generated calendar written as another app would, records added on the command line), exports
it, and checks the file byte by byte and with python `icalendar`, `calcurse -i` and
`khal import`, then round-trips it through an empty database. Nothing outside the temporary
directory is read or written (HOME, XDG_* and TMPDIR point into it).

Then exports three tickets with two phases each and checks that every ticket deadline is one
VEVENT with its DISPLAY alarms in python icalendar, calcurse and khal, and that importing the file
restores the tickets.

Prints one PASS/FAIL line per check and `interop: N passed, N failed`; exits 1 on any failure.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import icalendar
from dateutil.rrule import rrulestr

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
HOME_ZONE = ZoneInfo("Asia/Tokyo")
TODAY = "2026-11-29"
CATEGORY_NAMES = {"live": "Live", "goods": "Goods", "cd_dvd": "CD/DVD", "streaming": "Streaming",
                  "other": "Other"}
# The CATEGORIES names Resources/sample.ics uses without X-FANCAL-CATEGORY (DESIGN.md synonyms).
CATEGORY_SYNONYMS = {"配信": "streaming", "ライブ": "live", "グッズ": "goods", "concert": "live",
                     "merch": "goods"}
MINOR = {"JPY": 0, "KRW": 0, "VND": 0}

passed, failed = 0, 0


def attempt(check, *arguments):
    """Runs a check; an exception (a client's output not understood…) is a failure, not a crash."""
    try:
        return check(*arguments)
    except Exception as error:
        return [f"the check itself failed: {error!r}"]


def report(name, problems):
    global passed, failed
    if problems:
        failed += 1
        print(f"FAIL {name}")
        for problem in problems[:20]:
            print(f"     {problem}")
        if len(problems) > 20:
            print(f"     … and {len(problems) - 20} more")
    else:
        passed += 1
        print(f"PASS {name}")


def decimal(amount_minor, currency):
    digits = MINOR.get(currency, 2)
    if digits == 0:
        return str(amount_minor)
    return f"{amount_minor // 10 ** digits}.{amount_minor % 10 ** digits:0{digits}d}"


SYMBOL = {"JPY": "¥", "KRW": "₩", "EUR": "€", "USD": "$", "GBP": "£", "TWD": "NT$"}


def amount_text(amount_minor, currency):
    """An amount as fancal writes it in English: ¥12,000, €49.90."""
    digits = MINOR.get(currency, 2)
    whole, fraction = divmod(abs(amount_minor), 10 ** digits)
    number = f"{whole:,}" + (f".{fraction:0{digits}d}" if digits else "")
    return ("-" if amount_minor < 0 else "") + SYMBOL[currency] + number


def human_line(want):
    """The line export puts at the top of DESCRIPTION: amount · artist · sub."""
    parts = [amount_text(want["amount_minor"], want["currency"])]
    parts += [want[field] for field in ("artist", "sub") if want.get(field)]
    return " · ".join(parts)


def description(want):
    """DESCRIPTION as export writes it (in English): the line, a blank line, the memo."""
    line = human_line(want)
    return line + "\n\n" + want["memo"] if want.get("memo") else line


def key(uid, recurrence_id):
    return (uid, recurrence_id)


class Env:
    def __init__(self, tmp, fancal):
        self.tmp = tmp
        self.fancal = fancal
        for folder in ("home", "tmp", "config", "data", "cache"):
            (tmp / folder).mkdir()
        self.base = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp / "home"),
            "TMPDIR": str(tmp / "tmp"), "XDG_CONFIG_HOME": str(tmp / "config"),
            "XDG_DATA_HOME": str(tmp / "data"), "XDG_CACHE_HOME": str(tmp / "cache"),
            "TZ": "Asia/Tokyo", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NO_COLOR": "1",
            "FANCAL_TODAY": TODAY, "FANCAL_DB": str(tmp / "fancal.db"),
        }

    def run(self, args, db=None, check=True, text=True):
        env = dict(self.base)
        if db:
            env["FANCAL_DB"] = str(db)
        result = subprocess.run(args, env=env, capture_output=True, text=text, timeout=60)
        if check and result.returncode != 0:
            raise RuntimeError(f"{' '.join(map(str, args))} exited {result.returncode}:\n"
                               f"{result.stdout}{result.stderr}")
        return result

    def fancal_run(self, *args, db=None, check=True, text=True):
        return self.run([self.fancal, *args], db=db, check=check, text=text)


# ---------------------------------------------------------------------------------------------
# What the records must be, worked out without fancal.

def expected_from_sample(path):
    """Records Resources/sample.ics must give, read with python icalendar (+ dateutil for
    its recurring series)."""
    calendar = icalendar.Calendar.from_ical(path.read_bytes())
    records = []
    for event in calendar.walk("VEVENT"):
        if event.get("RECURRENCE-ID") is not None:
            raise RuntimeError("sample.ics overrides are not handled by this check")
        category = str(event.get("X-FANCAL-CATEGORY") or "")
        if not category:
            names = event.get("CATEGORIES")
            names = names.cats if names is not None else []
            category = next((CATEGORY_SYNONYMS.get(str(n).lower(), CATEGORY_SYNONYMS.get(str(n)))
                             for n in names if CATEGORY_SYNONYMS.get(str(n).lower(), CATEGORY_SYNONYMS.get(str(n)))),
                            None) or next((c for c, n in CATEGORY_NAMES.items()
                                           if any(str(x).lower() == n.lower() for x in names)), "other")
        currency = str(event.get("X-FANCAL-CURRENCY") or "JPY")
        amount = str(event.get("X-FANCAL-AMOUNT") or "0")
        whole, _, fraction = amount.partition(".")
        digits = MINOR.get(currency, 2)
        amount_minor = int(whole) * 10 ** digits + (int(fraction.ljust(digits, "0")) if digits else 0)
        base = dict(uid=str(event["UID"]), title=str(event["SUMMARY"]),
                    venue=str(event["LOCATION"]) if event.get("LOCATION") else None,
                    memo=str(event["DESCRIPTION"]) if event.get("DESCRIPTION") else None,
                    category=category, amount_minor=amount_minor, currency=currency,
                    artist=str(event["X-FANCAL-ARTIST"]) if event.get("X-FANCAL-ARTIST") else None,
                    sub=str(event["X-FANCAL-SUB"]) if event.get("X-FANCAL-SUB") else None)
        start = event.decoded("DTSTART")
        starts = [(None, start)]
        if event.get("RRULE") is not None:
            rule = rrulestr(event["RRULE"].to_ical().decode(), dtstart=start)
            excluded = set()
            exdates = event.get("EXDATE")
            for exdate in (exdates if isinstance(exdates, list) else [exdates] if exdates else []):
                excluded.update(d.dt for d in exdate.dts)
            starts = []
            for when in rule:
                if when in excluded:
                    continue
                rid = when.date().isoformat() if not isinstance(when, datetime) else \
                    when.strftime("%Y-%m-%dT%H:%M:%S")
                starts.append((rid, when))
        for rid, when in starts:
            record = dict(base, recurrence_id=rid)
            if isinstance(when, datetime):
                end = None
                if event.get("DTEND") is not None:
                    end = (when + (event.decoded("DTEND") - start)).astimezone(timezone.utc)
                record.update(all_day=False, date=when.astimezone(HOME_ZONE).date().isoformat(),
                              start=when.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                              end=end.strftime("%Y-%m-%dT%H:%M:%SZ") if end else None,
                              zone=str(event["DTSTART"].params.get("TZID")), last_date=None)
            else:
                end = event.decoded("DTEND") if event.get("DTEND") else when + timedelta(days=1)
                last = end - timedelta(days=1)
                record.update(all_day=True, date=when.isoformat(), start=None, zone=None,
                              last_date=last.isoformat() if last > when else None)
            records.append(record)
    return records


def cli_records(env):
    """Adds records on the command line; returns what they must be."""
    specs = [
        (["2026-11-29", "Photocard set, lucky draw; 2 packs \\ trades", "-c", "goods",
          "-a", "49.90", "--currency", "EUR", "--sub", "photocard", "--artist", "AOI",
          "--memo", "first line\nsecond, line; with \\ a backslash\n\nafter a blank line"],
         dict(all_day=True, date="2026-11-29", start=None, category="goods", amount_minor=4990,
              currency="EUR", sub="photocard", artist="AOI",
              memo="first line\nsecond, line; with \\ a backslash\n\nafter a blank line")),
        (["2026-11-30", "Late-night stream ✨ ミッドナイト配信", "-c", "streaming", "--time",
          "23:30-01:00", "-a", "1,200"],
         dict(all_day=False, date="2026-11-30", start="2026-11-30T14:30:00Z",
              end="2026-11-30T16:00:00Z", category="streaming", amount_minor=1200,
              currency="JPY")),
        (["2027-02-14", "VIP package 💎 Valentine's live in New York", "-c", "live", "--time",
          "09:00", "-a", "350.00", "--currency", "USD", "--venue",
          "Madison Square Garden, New York; Section 101", "--artist", "AOI, Stellar☆Nine; duo",
          "--sub", "ticket, VIP; hi-touch"],
         dict(all_day=False, date="2027-02-14", start="2027-02-14T00:00:00Z", category="live",
              amount_minor=35000, currency="USD", artist="AOI, Stellar☆Nine; duo",
              sub="ticket, VIP; hi-touch", venue="Madison Square Garden, New York; Section 101")),
        (["2027-03-01", "Lightstick ver.3 🔦", "-c", "goods", "-a", "45000", "--currency", "KRW",
          "--artist", "Stellar☆Nine"],
         dict(all_day=True, date="2027-03-01", start=None, category="goods",
              amount_minor=45000, currency="KRW", artist="Stellar☆Nine")),
    ]
    records = []
    for arguments, facts in specs:
        added = json.loads(env.fancal_run("add", *arguments, "--format", "json").stdout)
        record = dict(uid=added["uid"], recurrence_id=None, title=arguments[1], venue=None,
                      memo=None, artist=None, sub=None, zone="Asia/Tokyo", last_date=None)
        record.update(facts)
        if record["all_day"]:
            record["zone"] = None
        records.append(record)
    return records


# ---------------------------------------------------------------------------------------------
# Checks.

def utc_iso(text):
    return datetime.fromisoformat(text).astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def check_records(expected, listed):
    """fancal's own view (list --format json) against the expectations."""
    problems = []
    by_key = {key(r["uid"], r["recurrence_id"]): r for r in listed}
    if len(by_key) != len(listed):
        problems.append("duplicate (uid, recurrence_id) in list --format json")
    for want in expected:
        have = by_key.get(key(want["uid"], want["recurrence_id"]))
        if have is None:
            problems.append(f"missing record {want['uid']} {want['recurrence_id']}")
            continue
        for field in ("date", "all_day", "title", "category", "amount_minor", "currency", "venue",
                      "memo", "artist", "sub"):
            if field in want and have[field] != want[field]:
                problems.append(f"{want['uid']} {want['recurrence_id']}: {field} is "
                                f"{have[field]!r}, expected {want[field]!r}")
        if want["start"] and (have["start"] is None or utc_iso(have["start"]) != want["start"]):
            problems.append(f"{want['uid']}: start {have['start']}, expected {want['start']}")
        if want.get("end") and (have["end"] is None or utc_iso(have["end"]) != want["end"]):
            problems.append(f"{want['uid']}: end {have['end']}, expected {want['end']}")
    if len(listed) != len(expected):
        extra = set(by_key) - {key(w["uid"], w["recurrence_id"]) for w in expected}
        problems.append(f"{len(listed)} records, expected {len(expected)}; unexpected: {sorted(extra)[:5]}")
    return problems


def series_uids(data):
    """The UIDs written as a series (a master with RRULE or RDATE): one object with its master,
    its EXDATEs and its overrides, not a VEVENT per occurrence."""
    calendar = icalendar.Calendar.from_ical(data)
    return {str(v.get("UID")) for v in calendar.walk("VEVENT") if v.get("RRULE") is not None or v.get("RDATE") is not None}


def check_bytes(data, expected, folded=True):
    """CRLF, 75-octet folding on UTF-8 boundaries, VTIMEZONEs, one CATEGORIES value each."""
    problems = []
    if not data.endswith(b"\r\n"):
        problems.append("file does not end with CRLF")
    physical = data[:-2].split(b"\r\n")
    if any(b"\n" in line or b"\r" in line for line in physical):
        problems.append("a bare LF or CR outside CRLF line ends")
    continuations = 0
    for number, line in enumerate(physical, 1):
        if len(line) > 75:
            problems.append(f"line {number} has {len(line)} octets (> 75)")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            problems.append(f"line {number} is not UTF-8 on its own (a fold split a character)")
        if line.startswith(b" ") or line.startswith(b"\t"):
            continuations += 1
    if folded and continuations < 5:
        problems.append(f"only {continuations} folded lines: the long texts were not folded?")
    text = data.decode("utf-8")
    logical = re.sub(r"\r\n[ \t]", "", text).split("\r\n")[:-1]
    if logical[0] != "BEGIN:VCALENDAR" or logical[-1] != "END:VCALENDAR":
        problems.append("not one VCALENDAR")
    for name in ("VERSION:2.0", "CALSCALE:GREGORIAN"):
        if logical.count(name) != 1:
            problems.append(f"{name} appears {logical.count(name)} times")
    if sum(1 for line in logical if line.startswith("PRODID:")) != 1:
        problems.append("PRODID missing or repeated")
    # VTIMEZONEs: plain Olson TZIDs, no history before 1970, one per zone used.
    # A rule's DTSTART is local time under TZOFFSETFROM: 1970-01-01T00:00Z is 19691231T190000
    # in New York, which is not history.
    defined, in_zone, rule = [], False, {}
    for line in logical:
        if line == "BEGIN:VTIMEZONE":
            in_zone = True
        elif line == "END:VTIMEZONE":
            in_zone = False
        elif in_zone and line.startswith("TZID:"):
            defined.append(line[5:])
        elif in_zone and line in ("BEGIN:STANDARD", "BEGIN:DAYLIGHT"):
            rule = {}
        elif in_zone and line.startswith(("DTSTART:", "TZOFFSETFROM:")):
            name, value = line.split(":", 1)
            rule[name] = value
        elif in_zone and line in ("END:STANDARD", "END:DAYLIGHT"):
            offset = rule.get("TZOFFSETFROM", "")
            if not re.fullmatch(r"[+-]\d{4}", offset) or "DTSTART" not in rule:
                problems.append(f"odd rule (LMT seconds? no DTSTART?): {rule}")
                continue
            seconds = (int(offset[1:3]) * 3600 + int(offset[3:5]) * 60) * (1 if offset[0] == "+" else -1)
            instant = datetime.strptime(rule["DTSTART"], "%Y%m%dT%H%M%S") - timedelta(seconds=seconds)
            if instant < datetime(1970, 1, 1):
                problems.append(f"VTIMEZONE history before 1970: DTSTART:{rule['DTSTART']} at {offset}")
        elif in_zone and line.startswith("TZOFFSETTO") and not re.fullmatch(r"TZOFFSETTO:[+-]\d{4}", line):
            problems.append(f"odd offset (LMT seconds?): {line}")
    for tzid in defined:
        if tzid.startswith("/") or "freeassociation" in tzid:
            problems.append(f"TZID is not a plain Olson name: {tzid}")
        try:
            ZoneInfo(tzid)
        except Exception:
            problems.append(f"TZID {tzid} is not an Olson zone")
    used = set(re.findall(r";TZID=([^:;]+)[:;]", "\n".join(logical)))
    if set(defined) != used or len(defined) != len(set(defined)):
        problems.append(f"VTIMEZONEs {sorted(defined)} but events use {sorted(used)}")
    wanted_zones = {r["zone"] for r in expected if r["zone"] and r["zone"] != "UTC"}
    if used != wanted_zones:
        problems.append(f"TZIDs used {sorted(used)}, expected {sorted(wanted_zones)}")
    for line in logical:
        if line.startswith("CATEGORIES") and re.search(r"(?<!\\),", line.split(":", 1)[1]):
            problems.append(f"several values in one CATEGORIES: {line}")
    # Every VEVENT has its UID and DTSTAMP (a kept object's SEQUENCE is its producer's: optional);
    # one VEVENT per record but for series, which are one object each.
    vevents = logical.count("BEGIN:VEVENT")
    for required in ("UID:", "DTSTAMP:"):
        count = sum(1 for line in logical if line.startswith(required))
        if count != vevents:
            problems.append(f"{count} {required[:-1]} properties for {vevents} VEVENTs")
    series = series_uids(data)
    singles = [r for r in expected if r["uid"] not in series]
    single_vevents = sum(1 for v in icalendar.Calendar.from_ical(data).walk("VEVENT") if str(v.get("UID")) not in series)
    if single_vevents != len(singles):
        problems.append(f"{single_vevents} VEVENTs outside series for {len(singles)} records")
    return problems


def check_python_icalendar(data, expected, whole=True):
    """Every record, found by UID and RECURRENCE-ID with the right fields and instant; every
    series, expanded by python icalendar + dateutil (minus EXDATE, with its overrides), on exactly
    fancal's days (`whole`: the export holds every record, not a filter's)."""
    problems = []
    calendar = icalendar.Calendar.from_ical(data)
    series = series_uids(data)
    masters = [v for v in calendar.walk("VEVENT") if str(v.get("UID")) in series and v.get("RECURRENCE-ID") is None]
    if whole:
        problems += series_problems(calendar, masters, [r for r in expected if r["uid"] in series])
    expected = [r for r in expected if r["uid"] not in series]
    events = {}
    for event in calendar.walk("VEVENT"):
        if str(event.get("UID")) in series:
            continue
        rid = event.get("RECURRENCE-ID")
        rid_key = None
        if rid is not None:
            value = rid.dt
            rid_key = value.strftime("%Y-%m-%dT%H:%M:%S") if isinstance(value, datetime) else value.isoformat()
        k = key(str(event["UID"]), rid_key)
        if k in events:
            problems.append(f"duplicate VEVENT {k}")
        events[k] = event
    if len(events) != len(expected):
        problems.append(f"{len(events)} VEVENTs, expected {len(expected)}")
    for want in expected:
        k = key(want["uid"], want["recurrence_id"])
        event = events.get(k)
        if event is None:
            problems.append(f"no VEVENT for {k}")
            continue
        label = f"{want['uid']} {want['recurrence_id'] or ''}".strip()
        if str(event.get("SUMMARY")) != want["title"]:
            problems.append(f"{label}: SUMMARY {str(event.get('SUMMARY'))!r}, expected {want['title']!r}")
        for prop, field in (("LOCATION", "venue"), ("X-FANCAL-ARTIST", "artist"), ("X-FANCAL-SUB", "sub")):
            if field not in want:
                continue
            have = str(event[prop]) if event.get(prop) is not None else None
            if have != want[field]:
                problems.append(f"{label}: {prop} {have!r}, expected {want[field]!r}")
        have = str(event["DESCRIPTION"]) if event.get("DESCRIPTION") is not None else None
        if have != description(want):
            problems.append(f"{label}: DESCRIPTION {have!r}, expected {description(want)!r}")
        start = event.decoded("DTSTART")
        end = event.decoded("DTEND") if event.get("DTEND") is not None else None
        if want["all_day"]:
            last = date.fromisoformat(want["last_date"] or want["date"])
            if isinstance(start, datetime) or start.isoformat() != want["date"]:
                problems.append(f"{label}: DTSTART {start!r}, expected the date {want['date']}")
            if isinstance(end, datetime) or end != last + timedelta(days=1):
                problems.append(f"{label}: DTEND {end!r}, expected the date {last + timedelta(days=1)} (exclusive)")
        else:
            if not isinstance(start, datetime) or start.tzinfo is None:
                problems.append(f"{label}: DTSTART {start!r} is not a zoned time")
                continue
            if start.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ") != want["start"]:
                problems.append(f"{label}: DTSTART {start.isoformat()} is not the instant {want['start']}")
            tzid = event["DTSTART"].params.get("TZID")
            zone = "UTC" if tzid is None and start.utcoffset() == timedelta(0) else tzid
            if zone != want["zone"]:
                problems.append(f"{label}: DTSTART zone {zone}, expected {want['zone']}")
            if start.astimezone(HOME_ZONE).date().isoformat() != want["date"]:
                problems.append(f"{label}: DTSTART is on {start.astimezone(HOME_ZONE).date()} in Tokyo, "
                                f"expected {want['date']}")
            if want.get("end"):
                if end is None or end.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ") != want["end"]:
                    problems.append(f"{label}: DTEND {end!r}, expected {want['end']}")
        categories = event.get("CATEGORIES")
        properties = categories if isinstance(categories, list) else [categories] if categories else []
        values = [str(v) for prop in properties for v in prop.cats]
        if len(properties) != 1 or values != [CATEGORY_NAMES[want["category"]]]:
            problems.append(f"{label}: CATEGORIES {values} in {len(properties)} properties, "
                            f"expected one {CATEGORY_NAMES[want['category']]!r}")
        if str(event.get("X-FANCAL-CATEGORY")) != want["category"]:
            problems.append(f"{label}: X-FANCAL-CATEGORY {event.get('X-FANCAL-CATEGORY')}")
        amount = decimal(want["amount_minor"], want["currency"])
        if str(event.get("X-FANCAL-AMOUNT")) != amount or str(event.get("X-FANCAL-CURRENCY")) != want["currency"]:
            problems.append(f"{label}: X-FANCAL-AMOUNT/CURRENCY {event.get('X-FANCAL-AMOUNT')} "
                            f"{event.get('X-FANCAL-CURRENCY')}, expected {amount} {want['currency']}")
    return problems


def local(instant):
    return datetime.fromisoformat(instant.replace("Z", "+00:00")).astimezone(HOME_ZONE)


def days_of(want):
    """The Tokyo days a record covers, as clients list it."""
    if want["all_day"]:
        first = date.fromisoformat(want["date"])
        last = date.fromisoformat(want["last_date"] or want["date"])
    else:
        first = local(want["start"]).date()
        last = (local(want["end"]) - timedelta(seconds=1)).date() if want.get("end") else first
        last = max(first, last)
    return [first + timedelta(days=n) for n in range((last - first).days + 1)]


def check_calcurse(env, export, expected):
    problems = []
    data = env.tmp / "calcurse"
    data.mkdir()
    apts = data / "apts"
    apts.touch()
    result = env.run(["calcurse", "-D", data, "-c", apts, "-i", export], check=False)
    # calcurse counts VEVENTs (a series is its master and overrides); it expands a series its own
    # way (it ignores RECURRENCE-ID and counts EXDATEs into COUNT: ics.md), so the days below are
    # checked for the other records, and python icalendar checks the series'.
    vevents = icalendar.Calendar.from_ical(export.read_bytes()).walk("VEVENT")
    timed = sum(1 for v in vevents if isinstance(v.decoded("DTSTART"), datetime))
    all_day = len(vevents) - timed
    series = series_uids(export.read_bytes())
    series_titles = {r["title"] for r in expected if r["uid"] in series}
    expected = [r for r in expected if r["uid"] not in series]
    want_report = f"{timed} apps / {all_day} events / 0 todos / 0 skipped"
    if result.returncode != 0 or want_report not in result.stdout or result.stderr.strip():
        problems.append(f"calcurse -i: exit {result.returncode}, expected '{want_report}': "
                        f"{result.stdout.strip()} {result.stderr.strip()}")
    first = min(days_of(r)[0] for r in expected)
    last = max(days_of(r)[-1] for r in expected)
    query = env.run(["calcurse", "-D", data, "-c", apts, "-Q", "--from", first.strftime("%m/%d/%Y"),
                     "--days", str((last - first).days + 2),
                     "--format-apt", "APT\t%(start:%Y-%m-%dT%H:%M)\t%m\n",
                     "--format-recur-apt", "APT\t%(start:%Y-%m-%dT%H:%M)\t%m\n",
                     "--format-event", "EVT\t\t%m\n", "--format-recur-event", "EVT\t\t%m\n"],
                    check=False)
    actual, day = Counter(), None
    for line in query.stdout.splitlines():
        if re.fullmatch(r"\d\d/\d\d/\d\d:", line):
            day = datetime.strptime(line[:-1], "%m/%d/%y").date().isoformat()
        elif line:
            parts = line.split("\t", 2)
            if len(parts) != 3:
                problems.append(f"calcurse -Q: line not understood: {line!r}")
                continue
            if parts[2] not in series_titles:
                actual[(day, *parts)] += 1
    wanted = Counter()
    for want in expected:
        start = "" if want["all_day"] else local(want["start"]).strftime("%Y-%m-%dT%H:%M")
        for d in days_of(want):
            wanted[(d.isoformat(), "EVT" if want["all_day"] else "APT", start, want["title"])] += 1
    for entry in sorted((wanted - actual).elements()):
        problems.append(f"calcurse -Q lacks {entry}")
    for entry in sorted((actual - wanted).elements()):
        problems.append(f"calcurse -Q shows unexpected {entry}")
    # DESCRIPTION becomes the note, opening with what the record cost: escapes and newlines
    # must come back as written.
    notes = [p.read_text(encoding="utf-8") for p in (data / "notes").iterdir()]
    for want in expected:
        if not any(n.startswith(description(want) + "\n") for n in notes):
            problems.append(f"calcurse has no note with the amount and memo of {want['uid']}: {description(want)!r}")
    return problems, sum(wanted.values()) - sum((wanted - actual).values())


def khal_import(env, name, export, problems):
    """Imports `export` into a fresh khal calendar under env.tmp/name, in Asia/Tokyo; returns its config and vdir."""
    root = env.tmp / name
    vdir = root / "calendar"
    vdir.mkdir(parents=True)
    config = root / "config"
    config.write_text(f"""[calendars]
[[fancal]]
path = {vdir}
type = calendar
[locale]
local_timezone = Asia/Tokyo
default_timezone = Asia/Tokyo
timeformat = %H:%M
dateformat = %Y-%m-%d
longdateformat = %Y-%m-%d
datetimeformat = %Y-%m-%d %H:%M
longdatetimeformat = %Y-%m-%d %H:%M
[default]
default_calendar = fancal
[sqlite]
path = {root / "khal.db"}
""")
    result = env.run(["khal", "-c", config, "import", "--batch", "-a", "fancal", export], check=False)
    if result.returncode != 0 or result.stdout.strip() or result.stderr.strip():
        problems.append(f"khal import: exit {result.returncode}: {result.stdout.strip()} {result.stderr.strip()}")
    return config, vdir


def check_khal(env, export, expected):
    problems = []
    config, vdir = khal_import(env, "khal", export, problems)
    uids = {r["uid"] for r in expected}
    stored = list(vdir.glob("*.ics"))
    if len(stored) != len(uids):
        problems.append(f"khal stored {len(stored)} files for {len(uids)} UIDs")
    first = min(days_of(r)[0] for r in expected)
    last = max(days_of(r)[-1] for r in expected)
    listed = env.run(["khal", "-c", config, "list", "--day-format", "DAY {date}",
                      "--format", "{start}\t{end}\t{title}\t{uid}", first.isoformat(),
                      f"{(last - first).days + 2}d"], check=False)
    if listed.returncode != 0 or listed.stderr.strip():
        problems.append(f"khal list: exit {listed.returncode}: {listed.stderr.strip()}")
    actual, day, ends = Counter(), None, {}
    for line in listed.stdout.splitlines():
        if line.startswith("DAY "):
            day = line[4:]
        elif line:
            parts = line.split("\t")
            if len(parts) != 4:
                problems.append(f"khal list: line not understood: {line!r}")
                continue
            start, end, title, uid = parts
            actual[(day, start, title, uid)] += 1
            ends[(uid, start)] = end
    wanted = Counter()
    for want in expected:
        if want["all_day"]:
            start = want["date"]
        else:
            start = local(want["start"]).strftime("%Y-%m-%d %H:%M")
        for d in days_of(want):
            wanted[(d.isoformat(), start, want["title"], want["uid"])] += 1
        if want.get("end"):
            have = ends.get((want["uid"], start))
            if have is not None and have != local(want["end"]).strftime("%Y-%m-%d %H:%M"):
                problems.append(f"khal: {want['uid']} ends {have}, expected {local(want['end'])}")
        elif want["all_day"]:
            have = ends.get((want["uid"], start))
            if have is not None and have != (want["last_date"] or want["date"]):
                problems.append(f"khal: {want['uid']} ends {have}, expected {want['last_date'] or want['date']}")
    for entry in sorted((wanted - actual).elements()):
        problems.append(f"khal list lacks {entry}")
    for entry in sorted((actual - wanted).elements()):
        problems.append(f"khal list shows unexpected {entry}")
    # The description's first line is what the record cost.
    described = env.run(["khal", "-c", config, "list", "--day-format", "", "--format",
                         "{uid}\t{description}", first.isoformat(), f"{(last - first).days + 2}d"], check=False)
    lines = {}
    for line in described.stdout.splitlines():
        uid, _, text = line.partition("\t")
        if uid in uids:
            lines[uid] = text
    series = series_uids(export.read_bytes())
    for want in expected:
        if want["uid"] in series:
            continue  # a series' DESCRIPTION is its master's (python icalendar checks series)
        if lines.get(want["uid"]) != human_line(want):
            problems.append(f"khal shows {lines.get(want['uid'])!r} for {want['uid']}, expected {human_line(want)!r}")
    return problems, sum(wanted.values()) - sum((wanted - actual).values())


def check_filtered_exports(env, expected):
    """export --year/--category/--artist: exactly the matching records, each file complete on
    its own (VTIMEZONEs for the zones it uses, and no others)."""
    problems = []
    filters = [
        (["--year", "2026"], lambda r: r["date"].startswith("2026")),
        (["--year", "2026", "--category", "live"], lambda r: r["date"].startswith("2026") and r["category"] == "live"),
        (["--artist", "aoi"], lambda r: (r.get("artist") or "").lower() == "aoi"),
        (["--year", "2025", "--category", "streaming"], lambda r: False),
    ]
    for arguments, keep in filters:
        label = "export " + " ".join(arguments)
        result = env.fancal_run("export", *arguments, check=False, text=False)
        if result.returncode != 0 or result.stderr:
            problems.append(f"{label}: exit {result.returncode} {result.stderr!r}")
            continue
        subset = [r for r in expected if keep(r)]
        problems += [f"{label}: {p}" for p in check_bytes(result.stdout, subset, folded=False)]
        try:
            problems += [f"{label}: {p}" for p in check_python_icalendar(result.stdout, subset, whole=False)]
        except Exception as error:
            problems.append(f"{label}: python icalendar failed: {error!r}")
    return problems


# ---------------------------------------------------------------------------------------------
# Ticket deadlines (#14): one VEVENT per deadline, with its alarms, in every client.

TICKETS = [
    dict(title="Winter live 冬のライブ", show="2026-12-24T18:00", venue="東京ドーム", phases=[
        dict(name="FC先行", apply=("2026-11-10 00:00", "2026-11-25 23:59"), result="2026-11-28 18:00",
             pay_by="2026-12-01 23:59", issue=("2026-12-10 10:00", "2026-12-24 18:00"), price="9000",
             method="konbini", steps=["applied", "won"]),
        dict(name="一般", apply=("2026-12-05 00:00", "2026-12-08 23:59"), result="2026-12-10 18:00",
             pay_by="2026-12-12 23:59", price="9500", method="card", steps=[]),
    ]),
    dict(title="Spring tour, 春ツアー; day 1", show="2026-12-03", phases=[
        dict(name="FC", apply=("2026-11-01 00:00", "2026-11-20 23:59"), result="2026-11-25 12:00",
             pay_by="2026-11-28 23:59", price="8800", method="bank", steps=["applied", "won"]),
        dict(name="一般", apply=("2026-11-22 00:00", "2026-11-30 23:59"), result="2026-12-01 18:00",
             price="8800", steps=["applied"]),
    ]),
    dict(title="Fan meeting ファンミ", show="2026-12-01T19:00", phases=[
        dict(name="FC", apply=(None, "2026-11-29 12:00"), price="6000", method="card", steps=[]),
        dict(name="オフィシャル", apply=("2026-11-20 00:00", "2026-11-28 23:59"), price="6500",
             steps=["applied", "lost"]),
    ]),
]
ALARMS = [timedelta(days=-1), timedelta(hours=-3)]


def expected_deadlines(uids):
    """Every dated deadline of every phase, and whether it is still pending (so alarmed):
    planned waits for the application to close, applied for the result, won for the payment
    (unless by card, which pays itself), paid or won by card for the issue window. A payment
    deadline is an event only where the fan pays by it: not for a card, a lost or a cancelled
    phase (#32)."""
    deadlines = []
    for ticket, uid in zip(TICKETS, uids):
        for phase in ticket["phases"]:
            state = (["planned"] + phase["steps"])[-1]
            card = phase.get("method") == "card"
            issue = phase.get("issue", (None, None))
            moments = [("apply_close", phase["apply"][1], state == "planned"),
                       ("result", phase.get("result"), state == "applied"),
                       ("pay_by", phase.get("pay_by"), state == "won" and not card),
                       ("issue_open", issue[0], state == "paid" or (state == "won" and card)),
                       ("issue_close", issue[1], state == "paid" or (state == "won" and card))]
            pays = not card and state not in ("lost", "cancelled")
            for kind, at, pending in moments:
                if at and (kind != "pay_by" or pays):
                    deadlines.append(dict(
                        uid=f"{uid}-{phase['name']}-{kind}", ticket=ticket["title"], phase=phase["name"],
                        at=datetime.strptime(at, "%Y-%m-%d %H:%M").replace(tzinfo=HOME_ZONE), pending=pending))
    return deadlines


def add_tickets(env, db):
    for number, ticket in enumerate(TICKETS, 1):
        extra = ["--venue", ticket["venue"]] if "venue" in ticket else []
        env.fancal_run("ticket", "add", ticket["title"], "--show", ticket["show"], *extra, db=db)
        for phase in ticket["phases"]:
            window = lambda pair: f"{pair[0] or ''}..{pair[1]}"
            options = ["--apply", window(phase["apply"]), "--price", phase["price"]]
            for name in ("result", "pay_by", "method"):
                if phase.get(name):
                    options += ["--" + name.replace("_", "-"), phase[name]]
            if phase.get("issue"):
                options += ["--issue", window(phase["issue"])]
            env.fancal_run("ticket", "phase", str(number), phase["name"], *options, db=db)
            for step in phase["steps"]:
                env.fancal_run("ticket", step, str(number), phase["name"], db=db)


def check_deadlines_icalendar(data, deadlines):
    problems = []
    calendar = icalendar.Calendar.from_ical(data)
    if list(calendar.walk("VTODO")):
        problems.append("a VTODO in the export")
    events = {str(e["UID"]): e for e in calendar.walk("VEVENT") if e.get("X-FANCAL-TICKET") is not None}
    if sorted(events) != sorted(d["uid"] for d in deadlines):
        problems.append(f"deadline UIDs {sorted(events)} != {sorted(d['uid'] for d in deadlines)}")
    for want in deadlines:
        event = events.get(want["uid"])
        if event is None:
            continue
        start = event.decoded("DTSTART")
        if start != want["at"] or str(event["DTSTART"].params.get("TZID")) != "Asia/Tokyo":
            problems.append(f"{want['uid']}: DTSTART {start}, expected {want['at']} in Asia/Tokyo")
        if event.decoded("DURATION") != timedelta(minutes=1) or event.get("DTEND") is not None:
            problems.append(f"{want['uid']}: not the deadline's minute")
        summary = str(event["SUMMARY"])
        if want["ticket"] not in summary or want["phase"] not in summary:
            problems.append(f"{want['uid']}: SUMMARY {summary!r} names neither ticket nor phase")
        alarms = list(event.walk("VALARM"))
        triggers = [a.decoded("TRIGGER") for a in alarms]
        if want["pending"]:
            if triggers != ALARMS or any(str(a["ACTION"]) != "DISPLAY" or not str(a.get("DESCRIPTION", ""))
                                         for a in alarms):
                problems.append(f"{want['uid']}: alarms {triggers}, expected DISPLAY at {ALARMS}")
        elif alarms:
            problems.append(f"{want['uid']}: a deadline already met carries alarms {triggers}")
    return problems


def check_deadlines_calcurse(env, export, deadlines, summaries):
    """calcurse -i makes an appointment of each deadline at its minute; alarmed ones carry its
    notify flag `!`. The won phases' spending records come along (appointments or all-day events)."""
    problems = []
    data = env.tmp / "calcurse-deadlines"
    data.mkdir()
    apts = data / "apts"
    apts.touch()
    result = env.run(["calcurse", "-D", data, "-c", apts, "-i", export], check=False)
    won = [t for t in TICKETS for p in t["phases"] if "won" in p["steps"]]
    timed = sum(1 for t in won if "T" in t["show"])
    events = len(won) - timed
    want_report = (f"{len(deadlines) + timed} apps / {events} event{'' if events == 1 else 's'} / "
                   "0 todos / 0 skipped")
    if result.returncode != 0 or want_report not in result.stdout or result.stderr.strip():
        problems.append(f"calcurse -i: exit {result.returncode}, expected '{want_report}': "
                        f"{result.stdout.strip()} {result.stderr.strip()}")
    actual = Counter()
    titles = {summaries[d["uid"]] for d in deadlines}
    for line in apts.read_text(encoding="utf-8").splitlines():
        if re.match(r"\d\d/\d\d/\d{4} \[", line):
            continue
        match = re.fullmatch(r"(\d\d/\d\d/\d{4}) @ (\d\d:\d\d) -> (\d\d/\d\d/\d{4}) @ (\d\d:\d\d)(?:>\w+)? ([!|])(.*)", line)
        if not match:
            problems.append(f"calcurse apts: line not understood: {line!r}")
            continue
        day, start, end_day, end, flag, title = match.groups()
        if title in titles:
            actual[(day, start, end_day, end, flag == "!", title)] += 1
    wanted = Counter()
    for want in deadlines:
        end = want["at"] + timedelta(minutes=1)
        wanted[(want["at"].strftime("%m/%d/%Y"), want["at"].strftime("%H:%M"), end.strftime("%m/%d/%Y"),
                end.strftime("%H:%M"), want["pending"], summaries[want["uid"]])] += 1
    problems += [f"calcurse lacks {entry}" for entry in sorted((wanted - actual).elements())]
    problems += [f"calcurse has unexpected {entry}" for entry in sorted((actual - wanted).elements())]
    return problems


def check_deadlines_khal(env, export, deadlines):
    """khal lists each deadline once, on its day at its time, and keeps its alarms."""
    problems = []
    config, vdir = khal_import(env, "khal-deadlines", export, problems)
    listed = env.run(["khal", "-c", config, "list", "--day-format", "DAY {date}", "--format",
                      "{start}\t{uid}", "2026-11-01", "60d"], check=False)
    actual, day = Counter(), None
    for line in listed.stdout.splitlines():
        if line.startswith("DAY "):
            day = line[4:]
        elif line:
            start, uid = line.split("\t")
            if not uid.endswith("-spending"):
                actual[(day, start, uid)] += 1
    wanted = Counter((d["at"].date().isoformat(), d["at"].strftime("%Y-%m-%d %H:%M"), d["uid"]) for d in deadlines)
    problems += [f"khal list lacks {entry}" for entry in sorted((wanted - actual).elements())]
    problems += [f"khal list shows unexpected {entry}" for entry in sorted((actual - wanted).elements())]
    stored = Counter()
    for path in vdir.glob("*.ics"):
        event = icalendar.Calendar.from_ical(path.read_bytes())
        for component in event.walk("VEVENT"):
            stored[str(component["UID"])] = len([a for a in component.walk("VALARM")])
    for want in deadlines:
        if stored.get(want["uid"], -1) != (len(ALARMS) if want["pending"] else 0):
            problems.append(f"khal stored {want['uid']} with {stored.get(want['uid'])} alarms")
    return problems


def check_ticket_export(env):
    """Three tickets with two phases each; their export read by python icalendar, calcurse and
    khal; and imported back into an empty database as the same tickets."""
    db, export = env.tmp / "tickets.db", env.tmp / "tickets.ics"
    add_tickets(env, db)
    listed = json.loads(env.fancal_run("ticket", "list", "--all", "--format", "json", db=db).stdout)
    uids = [next(t["uid"] for t in listed["tickets"] if t["title"] == ticket["title"]) for ticket in TICKETS]
    deadlines = expected_deadlines(uids)
    env.fancal_run("export", "--out", export, db=db)
    data = export.read_bytes()
    results = {"python icalendar": attempt(check_deadlines_icalendar, data, deadlines)}
    summaries = {str(e["UID"]): str(e["SUMMARY"]) for e in icalendar.Calendar.from_ical(data).walk("VEVENT")}
    results["calcurse"] = attempt(check_deadlines_calcurse, env, export, deadlines, summaries)
    results["khal"] = attempt(check_deadlines_khal, env, export, deadlines)
    copy = env.tmp / "tickets-roundtrip.db"
    env.fancal_run("import", export, db=copy)
    again = json.loads(env.fancal_run("ticket", "list", "--all", "--format", "json", db=copy).stdout)
    strip = lambda overview: sorted(json.dumps({k: v for k, v in t.items() if k != "id"}, sort_keys=True,
                                               ensure_ascii=False) for t in overview["tickets"])
    results["round trip"] = [] if strip(again) == strip(listed) else [
        f"tickets after export → import differ:\n{strip(listed)}\n{strip(again)}"]
    return results, len(deadlines), sum(d["pending"] for d in deadlines)
def exported_series(env, db, name):
    """The records of `db`, its export to `name`, the export read by python icalendar, and the
    VEVENTs of it that carry an RRULE."""
    listed = json.loads(env.fancal_run("list", "--format", "json", db=db).stdout)
    export = env.tmp / name
    env.fancal_run("export", "--out", export, db=db)
    calendar = icalendar.Calendar.from_ical(export.read_bytes())
    return listed, export, calendar, [e for e in calendar.walk("VEVENT") if e.get("RRULE") is not None]


def series_problems(calendar, masters, listed):
    """Each master's RRULE expanded by python icalendar + dateutil, minus its EXDATEs, with its
    overrides' days, compared with the days fancal lists for that UID."""
    problems = []
    for master in masters:
        uid = str(master.get("UID"))
        start = master.decoded("DTSTART")
        rule = master.get("RRULE").to_ical().decode()
        excluded = set()
        exdates = master.get("EXDATE")
        for exdate in (exdates if isinstance(exdates, list) else [exdates] if exdates else []):
            excluded.update(d.dt for d in exdate.dts)
        overrides = {e.decoded("RECURRENCE-ID"): e for e in calendar.walk("VEVENT")
                     if str(e.get("UID")) == uid and e.get("RECURRENCE-ID") is not None}
        fancal_days = [r["date"] for r in listed if r["uid"] == uid]
        # A rule without end: fancal keeps its occurrences within the recurrence horizon.
        last = max(fancal_days)
        days = []
        for when in rrulestr(rule, dtstart=start if isinstance(start, datetime) else
                             datetime.combine(start, datetime.min.time())):
            occurrence = when if isinstance(start, datetime) else when.date()
            if occurrence in excluded:
                continue
            if occurrence in overrides:
                occurrence = overrides[occurrence].decoded("DTSTART")
            if isinstance(occurrence, datetime) and occurrence.tzinfo is None:
                occurrence = occurrence.replace(tzinfo=HOME_ZONE)  # floating: X-WR-TIMEZONE, the home zone here
            day = (occurrence.astimezone(HOME_ZONE).date().isoformat() if isinstance(occurrence, datetime)
                   else occurrence.isoformat())
            if day > last:
                break
            if day >= min(fancal_days):
                days.append(day)
        if sorted(days) != sorted(fancal_days):
            problems.append(f"{master.get('SUMMARY')} ({rule}): python gives {days}, fancal lists {fancal_days}")
    return problems


def check_reimported_series_rrules(env):
    """Series made in one fancal (`add --repeat`), exported, imported into another and changed
    there (one occurrence deleted, one edited) export from the second as one VEVENT with their
    RRULE each, as DESIGN.md asks of fancal's own export; python icalendar + dateutil expand
    them to the days fancal lists, and the second export re-imports as the same records."""
    first, second = env.tmp / "series-first.db", env.tmp / "series-second.db"
    env.fancal_run("add", "2026-01-10", "Meet-up", "-a", "1000", "--repeat", "monthly", "--count", "8", db=first)
    env.fancal_run("add", "2026-12-24", "Radio", "--time", "22:00-23:00", "-c", "streaming", "--repeat", "weekly",
                   "--until", "2027-03-01", db=first)
    handed = env.tmp / "series-first.ics"
    env.fancal_run("export", "--out", handed, db=first)
    env.fancal_run("import", handed, db=second)
    listed = json.loads(env.fancal_run("list", "--format", "json", db=second).stdout)
    meet = [r for r in listed if r["title"] == "Meet-up"]
    radio = [r for r in listed if r["title"] == "Radio"]
    env.fancal_run("delete", str(meet[3]["id"]), db=second)
    env.fancal_run("edit", str(radio[5]["id"]), "--time", "21:00-22:00", db=second)
    listed, export, calendar, masters = exported_series(env, second, "series-second.ics")
    problems = []
    if sorted(str(m.get("SUMMARY")) for m in masters) != ["Meet-up", "Radio"]:
        problems.append(f"masters with an RRULE: {[str(m.get('SUMMARY')) for m in masters]}")
    overrides = [e.get("RECURRENCE-ID").to_ical().decode() for e in calendar.walk("VEVENT") if e.get("RRULE") is None]
    if overrides != ["20270128T220000"]:
        problems.append(f"overrides: {overrides}, expected the edited radio show only")
    problems += series_problems(calendar, masters, listed)
    again = env.tmp / "series-third.db"
    env.fancal_run("import", export, db=again)
    if without_ids(json.loads(env.fancal_run("list", "--format", "json", db=again).stdout)) != without_ids(listed):
        problems.append("the second export does not re-import as the same records")
    return problems


def check_series_rrules(env):
    """Series made with `add --repeat` (monthly on the 31st, 30th and 29th, yearly on February
    29, weekly timed with an occurrence deleted and one changed) export as one VEVENT each with an
    RRULE; python icalendar + dateutil expand it (minus EXDATE, with the overrides) to exactly
    the days fancal lists."""
    db = env.tmp / "series.db"
    adds = [
        ["2026-01-31", "FC fee 31st", "-a", "550", "--repeat", "monthly", "--count", "14"],
        ["2026-01-30", "FC fee 30th", "-a", "550", "--repeat", "monthly", "--count", "14"],
        ["2027-12-29", "FC fee 29th", "-a", "550", "--repeat", "monthly", "--count", "4"],
        ["2028-02-29", "Leap-day fan meeting", "-c", "live", "--repeat", "yearly", "--until", "2036-03-01"],
        ["2026-12-24", "Weekly stream", "--time", "21:00-22:00", "-c", "streaming", "--repeat", "weekly",
         "--count", "6"],
    ]
    for arguments in adds:
        env.fancal_run("add", *arguments, db=db)
    listed = json.loads(env.fancal_run("list", "--format", "json", db=db).stdout)
    stream = [r for r in listed if r["title"] == "Weekly stream"]
    env.fancal_run("delete", str(stream[2]["id"]), db=db)
    env.fancal_run("edit", str(stream[4]["id"]), "--time", "20:00-21:00", "-a", "500", db=db)
    listed, _, calendar, masters = exported_series(env, db, "series.ics")
    problems = []
    if len(masters) != len(adds):
        problems.append(f"{len(masters)} VEVENTs with an RRULE, expected {len(adds)}")
    problems += series_problems(calendar, masters, listed)
    fee = [r["date"] for r in listed if r["title"] == "FC fee 31st"]
    if fee[1:4] != ["2026-02-28", "2026-03-31", "2026-04-30"]:
        problems.append(f"the 31st does not fall on the last day of shorter months: {fee[:4]}")
    return problems


PHONE_FIXTURES = ["phone-apple.ics", "phone-google.ics", "phone-outlook.ics", "phone-thunderbird.ics"]
FANCAL_OWNED = {"SUMMARY", "DTSTART", "DTEND", "DURATION", "LOCATION", "DESCRIPTION", "SEQUENCE", "DTSTAMP",
                "LAST-MODIFIED", "EXDATE"}


def property_lines(vevent):
    """Every property of a VEVENT and of its VALARMs as (component, name, parameters, value), for the
    properties fancal does not own."""
    lines = set()
    for component in [vevent] + list(vevent.walk("VALARM")):
        for name, value in component.property_items(recursive=False):
            if name in ("BEGIN", "END") or (component is vevent and (name in FANCAL_OWNED or name.startswith("X-FANCAL-"))):
                continue
            params = tuple(sorted((k, str(v)) for k, v in getattr(value, "params", {}).items()))
            lines.add((component.name, name, params, value.to_ical() if hasattr(value, "to_ical") else str(value)))
    return lines


def check_phone_objects(env):
    """Calendars shaped as Apple, Google, Outlook and Thunderbird write them, imported, changed here
    (an amount on a concert, an occurrence deleted, an amount on one show), exported: python
    icalendar finds every property fancal does not own with the same value and parameters, one
    master per UID, every series as master + EXDATE + overrides expanding to fancal's days; calcurse
    and khal still read the file, and it re-imports as the same records."""
    db = env.tmp / "phones.db"
    fixtures = ROOT / "Tests/FanCalendarICSTests/Fixtures"
    before = {}
    for name in PHONE_FIXTURES:
        env.fancal_run("import", fixtures / name, db=db)
        for vevent in icalendar.Calendar.from_ical((fixtures / name).read_bytes()).walk("VEVENT"):
            before[str(vevent.get("UID"))] = before.get(str(vevent.get("UID")), set()) | property_lines(vevent)
    listed = json.loads(env.fancal_run("list", "--format", "json", db=db).stdout)
    by_title = lambda title, day: next(r for r in listed if r["title"] == title and r["date"] == day)
    env.fancal_run("edit", str(by_title("ATEEZ World Tour", "2026-12-12")["id"]), "-a", "89000", "--currency", "KRW",
                   "--charged", "9800", "-c", "live", db=db)
    env.fancal_run("delete", str(by_title("Fan club stream", "2026-11-09")["id"]), db=db)
    env.fancal_run("edit", str(by_title("Fan club stream", "2026-11-02")["id"]), "-a", "3000", db=db)
    env.fancal_run("edit", str(by_title("グッズ先行販売", "2026-12-20")["id"]), "-a", "5000", "-c", "goods", db=db)
    listed, export, calendar, masters = exported_series(env, db, "phones.ics")
    problems = []
    after = {}
    for vevent in calendar.walk("VEVENT"):
        after[str(vevent.get("UID"))] = after.get(str(vevent.get("UID")), set()) | property_lines(vevent)
    for uid, lines in before.items():
        for line in sorted(lines - after.get(uid, set())):
            problems.append(f"{uid}: {line} lost")
    for uid in before:
        count = sum(1 for v in calendar.walk("VEVENT") if str(v.get("UID")) == uid and v.get("RECURRENCE-ID") is None)
        if count != 1:
            problems.append(f"{uid}: {count} masters")
    concert = next(v for v in calendar.walk("VEVENT") if str(v.get("UID")) == "apple-1@example.com")
    if (str(concert.get("X-FANCAL-AMOUNT")), str(concert.get("X-FANCAL-CHARGED"))) != ("89000", "9800"):
        problems.append(f"the concert's amount and charge: {concert.get('X-FANCAL-AMOUNT')} {concert.get('X-FANCAL-CHARGED')}")
    stream = [v for v in calendar.walk("VEVENT") if str(v.get("UID")) == "series-1@example.com"]
    shows = sorted((v.decoded("RECURRENCE-ID").isoformat(), str(v.get("X-FANCAL-AMOUNT") or "")) for v in stream
                   if v.get("RECURRENCE-ID") is not None)
    if shows != [("2026-10-19T20:00:00+09:00", ""), ("2026-11-02T20:00:00+09:00", "3000")]:
        problems.append(f"the series' overrides: {shows}")
    problems += series_problems(calendar, masters, listed)
    khal_import(env, "khal-phones", export, problems)
    data = env.tmp / "calcurse-phones"
    data.mkdir()
    (data / "apts").touch()
    result = env.run(["calcurse", "-D", data, "-c", data / "apts", "-i", export], check=False)
    if result.returncode != 0 or "0 skipped" not in result.stdout:
        problems.append(f"calcurse -i: exit {result.returncode}: {result.stdout.strip()} {result.stderr.strip()}")
    again = env.tmp / "phones-again.db"
    env.fancal_run("import", export, db=again)
    if without_ids(json.loads(env.fancal_run("list", "--format", "json", db=again).stdout)) != without_ids(listed):
        problems.append("the export does not re-import as the same records")
    return problems


def without_ids(records):
    return sorted((json.dumps({k: v for k, v in r.items() if k != "id"}, sort_keys=True, ensure_ascii=False)
                   for r in records))


def main():
    fancal = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".build/debug/fancal").resolve()
    if not fancal.is_file():
        sys.exit(f"interop: {fancal} not built; run swift build first")
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="fancal-interop-") as folder:
        env = Env(Path(folder), str(fancal))
        tmp = env.tmp
        generated, generated_expected = tmp / "generated.ics", tmp / "generated.json"
        subprocess.run([sys.executable, HERE / "generate.py", generated, generated_expected], check=True)

        # Build the calendar.
        expected = expected_from_sample(ROOT / "Resources/sample.ics")
        expected += json.loads(generated_expected.read_text(encoding="utf-8"))
        problems = []
        for source in (ROOT / "Resources/sample.ics", generated):
            result = env.fancal_run("import", source, check=False)
            if result.returncode != 0 or result.stderr:
                problems.append(f"import {source.name}: exit {result.returncode} {result.stderr.strip()}")
        expected += cli_records(env)
        listed = json.loads(env.fancal_run("list", "--format", "json").stdout)
        problems += attempt(check_records, expected, listed)
        report(f"fancal holds the {len(expected)} expected records (sample.ics, generated .ics, fancal add)",
               problems)

        export = tmp / "export.ics"
        result = env.fancal_run("export", "--out", export, check=False)
        data = export.read_bytes() if export.exists() else b""
        report("export --out writes the file, silently",
               [] if result.returncode == 0 and not result.stdout and not result.stderr and data
               else [f"exit {result.returncode}: {result.stdout}{result.stderr}"])
        stdout_export = env.fancal_run("export", text=False).stdout
        report("export to stdout is the same file as --out (but DTSTAMP)",
               [] if re.sub(rb"DTSTAMP:\w+", b"", stdout_export) == re.sub(rb"DTSTAMP:\w+", b"", data)
               else ["export - and export --out differ"])

        report("file format: CRLF, 75-octet folds on UTF-8 boundaries, VTIMEZONEs, CATEGORIES",
               attempt(check_bytes, data, expected))
        problems = attempt(check_python_icalendar, data, expected)
        report(f"python icalendar {icalendar.__version__} reads every record "
               "(SUMMARY, DTSTART instant and zone, CATEGORIES, X-FANCAL-*)", problems)

        problems, shown = attempt(check_calcurse, env, export, expected), 0
        if isinstance(problems, tuple):
            problems, shown = problems
        report(f"calcurse -i imports all {len(expected)} events; -Q shows {shown} entries on the right days, "
               "their notes what each cost", problems)
        problems, shown = attempt(check_khal, env, export, expected), 0
        if isinstance(problems, tuple):
            problems, shown = problems
        report(f"khal import --batch imports all {len(expected)} events; khal list shows {shown} entries "
               "on the right days, and what each cost", problems)

        # Round trip: the export into an empty database gives the same records, and exports the
        # same file again; importing it back into the original database changes nothing.
        copy = tmp / "roundtrip.db"
        result = env.fancal_run("import", export, db=copy, check=False)
        problems = [] if result.returncode == 0 and not result.stderr and \
            f"{len(expected)} added, 0 updated, 0 unchanged, 0 skipped, 0 rejected" in result.stdout \
            else [f"import into an empty database: {result.returncode} {result.stdout}{result.stderr}"]
        again = json.loads(env.fancal_run("list", "--format", "json", db=copy).stdout)
        if without_ids(again) != without_ids(listed):
            before, after = set(without_ids(listed)), set(without_ids(again))
            problems += [f"lost: {r}" for r in sorted(before - after)]
            problems += [f"new:  {r}" for r in sorted(after - before)]
        second = tmp / "roundtrip.ics"
        env.fancal_run("export", "--out", second, db=copy)
        strip = lambda b: re.sub(rb"DTSTAMP:\w+", b"", b)
        if strip(second.read_bytes()) != strip(data):
            problems.append("exporting the round-tripped database gives a different file")
        result = env.fancal_run("import", export, check=False)
        if f"0 added, 0 updated, {len(expected)} unchanged" not in result.stdout or result.returncode:
            problems.append(f"re-importing the export into its own database: {result.stdout}{result.stderr}")
        report("round trip: export → import into an empty database → same records, same file; "
               "re-import adds nothing", problems)
        report("export --year/--category/--artist: exactly the matching records, VTIMEZONEs for them only",
               attempt(check_filtered_exports, env, expected))

        try:
            results, count, alarmed = check_ticket_export(env)
        except Exception as error:
            results, count, alarmed = {"setup": [f"the check itself failed: {error!r}"]}, 0, 0
        for client, problems in results.items():
            report(f"ticket deadlines, {client}: one event per deadline ({count}), alarms on the {alarmed} "
                   "still pending", problems)
        report("series (add --repeat) export one RRULE each; python icalendar + dateutil expand them to "
               "fancal's days (the 31st → month ends, Feb 29 → Feb 28, EXDATE, an override)",
               attempt(check_series_rrules, env))
        report("series from fancal's own export, imported and changed, export with their RRULE again (EXDATE, "
               "an override); python icalendar + dateutil expand them to fancal's days; they re-import the same",
               attempt(check_reimported_series_rrules, env))
        report("phone calendars (Apple, Google, Outlook, Thunderbird) changed here export with every foreign "
               "property, parameter and alarm as written, one master per series, EXDATE and overrides; "
               "python icalendar, khal and calcurse read it",
               attempt(check_phone_objects, env))

    print(f"interop: {passed} passed, {failed} failed ({time.monotonic() - began:.1f} s)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
