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

# One total across currencies, and budgets: a Seoul trip in won (the merch with what the card
# really charged), US merch in dollars, rates from a small file in the ECB's format.
step "$fancal" add 2026-04-12 "Stellar☆Nine Seoul concert" --category live --amount 154,000 --currency KRW --artist "Stellar☆Nine"
step "$fancal" add 2026-04-13 "Seoul pop-up merch" --category goods --amount 50,000 --currency KRW --charged 5,480 --artist "Stellar☆Nine"
step "$fancal" add 2026-06-01 "US web shop photobook" --category cd_dvd --amount 54.90 --currency USD
step "$fancal" rate import "$here/eurofxref-hist-sample.csv"
step "$fancal" rate add USD 150.25 --date 2026-05-01
step "$fancal" summary --color always
step "$fancal" budget set 30000 --month --rollover surplus --from 2026-10
step "$fancal" budget set 150000 --year --artist "Stellar☆Nine" --from 2026-01
step "$fancal" budget --color always
step "$fancal" budget --locale ja --color always
printf '\nThe demo database is %s; your own database was not touched.\n' "$FANCAL_DB"
