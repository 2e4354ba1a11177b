"""A second CalDAV client (python `caldav`) for fancal's tests.

  caldav_client.py URL USER PASSWORD list                 JSON: [{uid, summary, location, amount, category}]
  caldav_client.py URL USER PASSWORD add UID DATE SUMMARY AMOUNT
  caldav_client.py URL USER PASSWORD edit UID SUMMARY
  caldav_client.py URL USER PASSWORD delete UID
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
