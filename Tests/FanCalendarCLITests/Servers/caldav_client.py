"""A second CalDAV client (python `caldav`) for fancal's tests.

  caldav_client.py URL USER PASSWORD list                 JSON: [{uid, summary, location, amount, category}]
  caldav_client.py URL USER PASSWORD add UID DATE SUMMARY AMOUNT
  caldav_client.py URL USER PASSWORD edit UID SUMMARY
  caldav_client.py URL USER PASSWORD delete UID
  caldav_client.py URL USER PASSWORD objects              JSON: per item, its masters, rule, EXDATEs,
                                                          overrides and every property line of its VEVENTs
  caldav_client.py URL USER PASSWORD put FILE             saves FILE (one calendar object) as the phone
URL is the calendar's own URL.
"""
import json
import sys

import caldav

url, user, password, action, *rest = sys.argv[1:]
client = caldav.DAVClient(url=url, username=user, password=password)
calendar = caldav.Calendar(client=client, url=url)


def component(event):
    return event.icalendar_instance.walk("VEVENT")[0]


if action == "list":
    result = []
    for event in calendar.events():
        vevent = component(event)
        result.append({
            "uid": str(vevent.get("UID")),
            "summary": str(vevent.get("SUMMARY")),
            "location": str(vevent.get("LOCATION")) if vevent.get("LOCATION") else None,
            "amount": str(vevent.get("X-FANCAL-AMOUNT")) if vevent.get("X-FANCAL-AMOUNT") else None,
            "category": str(vevent.get("X-FANCAL-CATEGORY")) if vevent.get("X-FANCAL-CATEGORY") else None,
        })
    print(json.dumps(sorted(result, key=lambda item: item["uid"])))
elif action == "add":
    uid, date, summary, amount = rest
    calendar.save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VEVENT\r\n"
        f"UID:{uid}\r\nDTSTAMP:20261201T000000Z\r\nDTSTART;VALUE=DATE:{date.replace('-', '')}\r\n"
        f"SUMMARY:{summary}\r\nX-FANCAL-AMOUNT:{amount}\r\nX-FANCAL-CATEGORY:goods\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
elif action == "edit":
    uid, summary = rest
    event = calendar.event_by_uid(uid)
    component(event)["SUMMARY"] = summary
    event.save()
elif action == "delete":
    (uid,) = rest
    calendar.event_by_uid(uid).delete()
elif action == "objects":
    result = []
    for event in calendar.events():
        vevents = event.icalendar_instance.walk("VEVENT")
        masters = [v for v in vevents if v.get("RECURRENCE-ID") is None]
        overrides = [v for v in vevents if v.get("RECURRENCE-ID") is not None]
        def exdates(vevent):
            values = vevent.get("EXDATE")
            if values is None:
                return []
            values = values if isinstance(values, list) else [values]
            return sorted(d.dt.isoformat() for value in values for d in value.dts)
        result.append({
            "uid": str(vevents[0].get("UID")),
            "masters": len(masters),
            "rrule": masters[0]["RRULE"].to_ical().decode() if masters and masters[0].get("RRULE") else None,
            "exdates": exdates(masters[0]) if masters else [],
            "overrides": sorted(
                [v["RECURRENCE-ID"].dt.isoformat(), str(v.get("X-FANCAL-AMOUNT") or "")] for v in overrides),
            "alarms": sum(len(v.walk("VALARM")) for v in vevents),
            "lines": sorted(set(line for v in vevents for line in v.to_ical().decode().replace("\r\n ", "").split("\r\n")
                                if line.split(":")[0].split(";")[0] in
                                ("ATTENDEE", "ORGANIZER", "URL", "COLOR", "CONFERENCE", "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR",
                                 "X-UNKNOWN-THING", "X-FANCAL-CHARGED", "X-FANCAL-CHARGED-CURRENCY", "X-FANCAL-AMOUNT"))),
        })
    print(json.dumps(sorted(result, key=lambda item: item["uid"])))
elif action == "put":
    (path,) = rest
    with open(path, encoding="utf-8") as file:
        calendar.save_event(file.read())
