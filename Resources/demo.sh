#!/usr/bin/env bash
# make demo: fancal's main job on the bundled sample calendar, in a throwaway database.
# Usage: demo.sh FANCAL DATABASE
set -euo pipefail
fancal=$1
export FANCAL_DB=$2 FANCAL_TODAY=2026-11-29 TZ=Asia/Tokyo
here=$(cd "$(dirname "$0")" && pwd)
step() { printf '\n\033[1m$ %s\033[0m\n' "$*"; "$@"; }

step "$fancal" import "$here/sample.ics"
step "$fancal" import "$here/sample.ics"
step "$fancal" add 2026-11-29 "AOI ポップアップストア アクスタ" --category goods --amount 3,850 --artist AOI --sub acrylic-stand
step "$fancal" month --color always
step "$fancal" month 2026-04 --locale ja --color always
step "$fancal" summary --color always
step "$fancal" summary --category live --locale de --color always
step "$fancal" list --month 2026-12
step "$fancal" chart --year 2026 --out "$(dirname "$FANCAL_DB")/fancal-2026.svg"
echo "(the chart is in $(dirname "$FANCAL_DB")/fancal-2026.svg — open it in a browser)"
step "$fancal" export --year 2026 --category live --out "$(dirname "$FANCAL_DB")/live-2026.ics"

# A hostile calendar (issue #12): escape sequences that would set the terminal's title and clear
# it, a right-to-left override, a formula for spreadsheets, a date past 2999. fancal shows the
# text escaped, keeps it exact in JSON, and rejects the date with a message.
hostile="$(dirname "$FANCAL_DB")/hostile.ics"
printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:demo-hostile@fancal\r\nDTSTART;VALUE=DATE:20261130\r\nSUMMARY:=1+1 \342\200\256gnp.exe\r\nDESCRIPTION:\033]0;owned\007\033[2J\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:demo-far@fancal\r\nDTSTART;VALUE=DATE:30010101\r\nSUMMARY:too far\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' > "$hostile"
step "$fancal" import "$hostile" || true
step "$fancal" list --from 2026-11-30 --to 2026-11-30 --format csv
printf '\nThe demo database is %s; your own database was not touched.\n' "$FANCAL_DB"
