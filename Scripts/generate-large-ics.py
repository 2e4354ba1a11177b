#!/usr/bin/env python3
"""Writes a large iCalendar file for measuring the importer's memory and time:

    python3 Scripts/generate-large-ics.py 100000 > /tmp/large.ics
    FANCAL_ICS_LARGE_FILE=/tmp/large.ics /usr/bin/time -v \\
        .build/debug/fancalPackageTests.xctest FanCalendarICSTests.LargeInputTests

Events alternate between all-day, zoned (with the VTIMEZONE at the end of the calendar) and UTC
ones, with Japanese text long enough to fold and fancal's X- properties.
"""
import sys


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    out = sys.stdout
    out.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//fancal//bench//EN\r\n")
    for index in range(count):
        year = 2016 + index % 10
        month = 1 + index % 12
        day = 1 + index % 28
        out.write("BEGIN:VEVENT\r\n")
        out.write(f"UID:bench-{index}@fancal.test\r\n")
        out.write("DTSTAMP:20260101T000000Z\r\n")
        kind = index % 3
        if kind == 0:
            out.write(f"DTSTART;VALUE=DATE:{year}{month:02}{day:02}\r\n")
            out.write(f"DTEND;VALUE=DATE:{year}{month:02}{day + 1:02}\r\n")
        elif kind == 1:
            out.write(f"DTSTART;TZID=Asia/Tokyo:{year}{month:02}{day:02}T180000\r\n")
            out.write(f"DTEND;TZID=Asia/Tokyo:{year}{month:02}{day:02}T210000\r\n")
        else:
            out.write(f"DTSTART:{year}{month:02}{day:02}T090000Z\r\n")
        out.write(f"SUMMARY:推しのライブ {index} 東京ドーム公演\\, 2日目\r\n")
        out.write("LOCATION:東京ドーム\r\n")
        out.write("DESCRIPTION:アリーナ席 Aブロック 12列 34番。グッズ列に並ぶ予定\\n集合は15時\r\n")
        out.write("CATEGORIES:Concert\r\n")
        out.write(f"X-FANCAL-AMOUNT:{(index % 200) * 100}\r\nX-FANCAL-CURRENCY:JPY\r\n")
        out.write("X-FANCAL-ARTIST:アーティスト\r\n")
        out.write("END:VEVENT\r\n")
    out.write(
        "BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0900\r\n"
        "TZOFFSETTO:+0900\r\nTZNAME:JST\r\nDTSTART:19700101T000000\r\nEND:STANDARD\r\n"
        "END:VTIMEZONE\r\n"
    )
    out.write("END:VCALENDAR\r\n")


if __name__ == "__main__":
    main()
