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
# Tickets (#14): three shows with two sales phases each, results marked; `due` says what to do.
quiet() { "$@" >/dev/null; }
quiet "$fancal" ticket add "AOI Winter live 冬のライブ" --show 2026-12-24T18:00 --artist AOI --venue 東京ドーム
quiet "$fancal" ticket phase 1 FC先行 --apply 11/10..11/25 --result "11/28 18:00" --pay-by "12/1 23:59" --issue 12/10..12/24 --price 9000 --fee 350 --method konbini
quiet "$fancal" ticket phase 1 一般 --apply 12/5..12/8 --result "12/10 18:00" --pay-by 12/12 --price 9500 --count 2 --fee 330 --fee 220 --method card
quiet "$fancal" ticket add "Stellar☆Nine Spring tour" --show 2026-12-03 --artist Stellar☆Nine
quiet "$fancal" ticket phase 2 FC --apply 11/1..11/20 --result "11/25 12:00" --pay-by 11/28 --price 8800 --method bank
quiet "$fancal" ticket phase 2 一般 --apply 11/22..11/30 --result "12/1 18:00" --price 8800
quiet "$fancal" ticket add "Fan meeting ファンミ" --show "2026-12-01 19:00" --venue Zepp
quiet "$fancal" ticket phase 3 FC --apply "..11/29 12:00" --price 6000 --method card
quiet "$fancal" ticket phase 3 オフィシャル --apply 11/20..11/28 --price 6500
quiet "$fancal" ticket applied 1 FC先行
step "$fancal" ticket won 1 FC先行
quiet "$fancal" ticket applied 2 FC
quiet "$fancal" ticket won 2 FC
quiet "$fancal" ticket applied 2 一般
quiet "$fancal" ticket applied 3 オフィシャル
quiet "$fancal" ticket lost 3
step "$fancal" ticket list --color always
step "$fancal" due --color always
step "$fancal" due --locale ja --color always
step "$fancal" month 2026-12 --color always
printf '\nThe demo database is %s; your own database was not touched.\n' "$FANCAL_DB"
