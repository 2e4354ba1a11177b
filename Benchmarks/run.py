#!/usr/bin/env python3
"""fancal benchmark driver (run by `make bench`): times fancal against its limits and writes
Docs/benchmarks.md. Standard library only.

    python3 Benchmarks/run.py [--runs 5] [--fancal .build/release/fancal]
                              [--baseline .build/bench/ical_baseline] [--work .build/bench]

Every figure is the median of --runs whole-process runs (wall time from fork to exit; peak RSS
from wait4's ru_maxrss, the figure `/usr/bin/time -f %M` prints). fancal and its baseline run
alternately within one loop, so a noisy neighbour slows both; the ratio is fancal / baseline.
Generated inputs are cached under --work and rebuilt when the generator changes.
"""
import argparse
import datetime
import hashlib
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATOR = os.path.join(ROOT, "Benchmarks", "generate_ics.py")
FILL_SQL = os.path.join(ROOT, "Benchmarks", "fill_records.sql")
SCHEMA = os.path.join(ROOT, "Sources", "FanCalendarStore", "Schema.swift")
DOC = os.path.join(ROOT, "Docs", "benchmarks.md")
KEEP_MARKER = "<!-- Everything below this line is kept by `make bench`. -->"

YEAR = 2026
MONTH = "2026-11"
TODAY = "2026-11-29"
HOME_ZONE = "Asia/Tokyo"
SIZES = {"10k": 10_000, "100k": 100_000}
DB_RECORDS = 1_000_000

GOALS = {  # figure -> the highest acceptable ratio
    "import_time": 1.5,
    "import_rss": 0.5,
    "export_time": 1.5,
    "summary_time": 3.0,
    "month_time": 5.0,
}


def log(message):
    print(message, file=sys.stderr, flush=True)


def digest(*paths):
    hasher = hashlib.sha256()
    for path in paths:
        with open(path, "rb") as handle:
            hasher.update(handle.read())
    return hasher.hexdigest()[:16]


def run_once(argv, env=None, stdout=subprocess.DEVNULL):
    """One whole-process run: (seconds, peak RSS in KiB, exit status, stderr text, CPU seconds)."""
    full_env = dict(os.environ)
    if env:
        full_env.update(env)
    start = time.perf_counter()
    process = subprocess.Popen(argv, env=full_env, stdout=stdout, stderr=subprocess.PIPE)
    # wait4 reaps the child and gives its own rusage (RUSAGE_CHILDREN would mix all children).
    # stderr is tiny for every command here, so it cannot fill the pipe before the exit.
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read().decode("utf-8", "replace")
    process.stderr.close()
    return elapsed, usage.ru_maxrss, process.returncode, error, usage.ru_utime + usage.ru_stime


class Series:
    """Timings of one command over several runs."""

    def __init__(self, name, argv, env=None, prepare=None, stdout=None):
        self.name = name
        self.argv = argv
        self.env = env
        self.prepare = prepare
        self.stdout = stdout
        self.times = []
        self.rss = []
        self.cpu = []
        self.failure = None

    def run(self):
        if self.failure:
            return
        if self.prepare:
            self.prepare()
        out = open(self.stdout, "wb") if self.stdout else subprocess.DEVNULL
        try:
            elapsed, rss, status, error, cpu = run_once(self.argv, self.env, out)
        finally:
            if self.stdout:
                out.close()
        if status != 0:
            self.failure = "exit %d: %s" % (status, error.strip().splitlines()[-1] if error.strip() else "")
            return
        self.times.append(elapsed)
        self.rss.append(rss)
        self.cpu.append(cpu)

    @property
    def time(self):
        return statistics.median(self.times) if self.times and not self.failure else None

    @property
    def cpu_time(self):
        return statistics.median(self.cpu) if self.cpu and not self.failure else None

    @property
    def peak_rss(self):
        return statistics.median(self.rss) if self.rss and not self.failure else None


def interleaved(runs, *series):
    for _ in range(runs):
        for item in series:
            item.run()
    return series


def fancal_env(db):
    return {"FANCAL_DB": db, "FANCAL_TODAY": TODAY, "TZ": HOME_ZONE, "LANG": "C.UTF-8",
            "NO_COLOR": "1"}


def remove_db(path):
    for suffix in ("", "-wal", "-shm", "-journal"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)


def command_exists(fancal, name):
    """Whether this fancal build has a command (another branch may not have wired it yet)."""
    _, _, status, _, _ = run_once([fancal, name, "--help"], fancal_env("/nonexistent/fancal.db"))
    return status == 0


def ensure_inputs(work, fancal):
    """The generated calendars and the 1M-record database, rebuilt when their source changes."""
    os.makedirs(work, exist_ok=True)
    key = digest(GENERATOR)
    files = {}
    for label, events in SIZES.items():
        path = os.path.join(work, "events-%s.ics" % label)
        stamp = path + ".key"
        if not (os.path.exists(path) and os.path.exists(stamp) and open(stamp).read() == key):
            log("generating %s (%d events)…" % (path, events))
            subprocess.run([sys.executable, GENERATOR, "--events", str(events), "--out", path], check=True)
            with open(stamp, "w") as handle:
                handle.write(key)
        files[label] = path
    db = os.path.join(work, "records-1m.db")
    stamp = db + ".key"
    # The schema is fancal's own: a database made by an older build is rebuilt, not migrated
    # while it is being timed.
    db_key = digest(FILL_SQL) + digest(SCHEMA) + str(DB_RECORDS)
    if not (os.path.exists(db) and os.path.exists(stamp) and open(stamp).read() == db_key):
        log("building %s (%d records)…" % (db, DB_RECORDS))
        remove_db(db)
        env = fancal_env(db)
        # fancal creates the file with its own schema; the seed record is removed again.
        subprocess.run([fancal, "add", "2026-01-01", "schema seed"], env={**os.environ, **env},
                       stdout=subprocess.DEVNULL, check=True)
        subprocess.run(["sqlite3", db, "DELETE FROM records;",
                        ".parameter set :count %d" % DB_RECORDS, ".read " + FILL_SQL], check=True)
        subprocess.run(["sqlite3", db, "PRAGMA wal_checkpoint(TRUNCATE);"], check=True,
                       stdout=subprocess.DEVNULL)
        with open(stamp, "w") as handle:
            handle.write(db_key)
    empty = os.path.join(work, "records-empty.db")
    empty_stamp = empty + ".key"
    if not (os.path.exists(empty) and os.path.exists(empty_stamp) and open(empty_stamp).read() == digest(SCHEMA)):
        remove_db(empty)
        subprocess.run([fancal, "add", "2026-01-01", "schema seed"], env={**os.environ, **fancal_env(empty)},
                       stdout=subprocess.DEVNULL, check=True)
        subprocess.run(["sqlite3", empty, "DELETE FROM records; PRAGMA wal_checkpoint(TRUNCATE);"], check=True,
                       stdout=subprocess.DEVNULL)
        with open(empty_stamp, "w") as handle:
            handle.write(digest(SCHEMA))
    return files, db, empty


def sqlite_count(db):
    result = subprocess.run(["sqlite3", db, "SELECT count(*) FROM records"], capture_output=True,
                            text=True, check=True)
    return int(result.stdout.strip())


def month_records(db):
    year, month = MONTH.split("-")
    low = int(year) * 10000 + int(month) * 100
    result = subprocess.run(["sqlite3", "-readonly", db, "SELECT count(*) FROM records WHERE day BETWEEN %d AND %d"
                             % (low + 1, low + 31)], capture_output=True, text=True, check=True)
    return int(result.stdout.strip())


def machine():
    model = "unknown"
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass

    def version(argv):
        try:
            return subprocess.run(argv, capture_output=True, text=True).stdout.strip().splitlines()[0]
        except (OSError, IndexError):
            return "n/a"

    libical = "n/a"
    try:
        libical = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "libical3"], capture_output=True,
                                 text=True).stdout.strip() or "n/a"
    except OSError:
        pass
    return {
        "nproc": os.cpu_count(),
        "cpu": model,
        "kernel": platform.release(),
        "swift": version(["swift", "--version"]),
        "sqlite3": version(["sqlite3", "--version"]).split(" ")[0],
        "libical": libical,
        "python": platform.python_version(),
    }


def fmt_time(seconds):
    if seconds is None:
        return "n/a"
    return "%.1f ms" % (seconds * 1000) if seconds < 1 else "%.2f s" % seconds


def fmt_rss(kib):
    return "n/a" if kib is None else "%.1f MB" % (kib / 1024)


def ratio_row(label, mine, base, goal_key, kind="time", note=""):
    """A table row: label, fancal figure, baseline label and figure, ratio, goal, verdict."""
    get = (lambda s: s.time) if kind == "time" else (lambda s: s.peak_rss)
    show = fmt_time if kind == "time" else fmt_rss
    mine_value = None if isinstance(mine, str) else get(mine)
    base_value = get(base)
    if isinstance(mine, str):
        mine_text = mine
    elif mine.failure:
        mine_text = "failed (%s)" % mine.failure
    else:
        mine_text = show(mine_value)
    base_text = "failed (%s)" % base.failure if base.failure else show(base_value)
    goal = GOALS.get(goal_key)
    if mine_value is not None and base_value:
        ratio = mine_value / base_value
        ratio_text = "%.2f×" % ratio
        verdict = "" if goal is None else ("PASS" if ratio <= goal else "MISS")
    else:
        ratio_text, verdict = "n/a", ("" if goal is None else "n/a")
    goal_text = "≤ %g×" % goal if goal is not None else ""
    cpu_text = ""
    if kind == "time" and not isinstance(mine, str) and mine.cpu_time and base.cpu_time:
        cpu_text = "%.2f×" % (mine.cpu_time / base.cpu_time)
    return [label, mine_text, base.name, base_text, ratio_text, goal_text, verdict, cpu_text, note]


def table_text(rows, markdown):
    header = ["figure", "fancal", "baseline", "baseline figure", "ratio", "goal", "", "CPU ratio", "notes"]
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
        return "\n".join(lines)
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
    lines = ["  ".join(str(cell).ljust(widths[i]) for i, cell in enumerate(header)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    for row in rows:
        lines.append("  ".join(str(cell).ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=int(os.environ.get("BENCH_RUNS", "5")))
    parser.add_argument("--quick-runs", type=int, default=21, help="runs of the millisecond figures")
    parser.add_argument("--python-runs", type=int, default=1, help="runs of python icalendar (slow)")
    parser.add_argument("--fancal", default=os.path.join(ROOT, ".build", "release", "fancal"))
    parser.add_argument("--baseline", default=os.path.join(ROOT, ".build", "bench", "ical_baseline"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "bench"))
    parser.add_argument("--doc", default=DOC)
    args = parser.parse_args()
    fancal, baseline, work = args.fancal, args.baseline, args.work
    for tool in (fancal, baseline):
        if not os.access(tool, os.X_OK):
            sys.exit("run.py: %s is missing; run `make bench`" % tool)
    files, db_1m, db_empty = ensure_inputs(work, fancal)
    rows = []
    commands = []

    # Import: 10k and 100k events into an empty database vs libical parse + walk.
    imported = {}
    for label in SIZES:
        ics = files[label]
        db = os.path.join(work, "import-%s.db" % label)
        mine = Series("fancal import", [fancal, "import", ics], fancal_env(db), prepare=lambda db=db: remove_db(db))
        base = Series("libical parse+walk", [baseline, "parse", ics])
        log("import %s: %d runs…" % (label, args.runs))
        interleaved(args.runs, mine, base)
        imported[label] = (mine, base, db)
        size_mb = os.path.getsize(ics) / 1e6
        rows.append(ratio_row("import %s events (%.0f MB)" % (label, size_mb), mine, base,
                              "import_time" if label == "100k" else None))
        if label == "100k":
            rows.append(ratio_row("import %s peak RSS" % label, mine, base, "import_rss", kind="rss"))
        commands.append("FANCAL_DB=%s FANCAL_TODAY=%s TZ=%s %s import %s   # DB removed before each run"
                        % (db, TODAY, HOME_ZONE, fancal, ics))
        commands.append("%s parse %s" % (baseline, ics))

    # Export: the 100k import's database vs libical building and serialising as many VEVENTs.
    mine_import, _, db_100k = imported["100k"]
    if mine_import.failure:
        rows.append(["export 100k records", "n/a (import failed)", "", "", "n/a", "≤ 1.5×", "n/a", "", ""])
    else:
        count = sqlite_count(db_100k)
        out_mine = os.path.join(work, "export-fancal.ics")
        out_base = os.path.join(work, "export-libical.ics")
        mine = Series("fancal export", [fancal, "export", "--out", out_mine], fancal_env(db_100k))
        base = Series("libical serialize", [baseline, "serialize", str(count), out_base])
        log("export %d records: %d runs…" % (count, args.runs))
        interleaved(args.runs, mine, base)
        note = "%d records; %.0f MB vs %.0f MB written" % (
            count, os.path.getsize(out_mine) / 1e6 if os.path.exists(out_mine) else 0,
            os.path.getsize(out_base) / 1e6 if os.path.exists(out_base) else 0)
        rows.append(ratio_row("export 100k records", mine, base, "export_time", note=note))
        rows.append(ratio_row("export 100k peak RSS", mine, base, None, kind="rss"))
        commands.append("FANCAL_DB=%s %s export --out %s" % (db_100k, fancal, out_mine))
        commands.append("%s serialize %d %s" % (baseline, count, out_base))

    # Summary over 1M records vs sqlite3 answering the GROUP BY on the same file.
    sql = ("SELECT category, currency, sum(amount_minor), count(*) FROM records "
           "WHERE day BETWEEN %d0101 AND %d1231 GROUP BY category, currency" % (YEAR, YEAR))
    base = Series("sqlite3 GROUP BY", ["sqlite3", "-readonly", db_1m, sql])
    summary_argv = [fancal, "summary", "--year", str(YEAR), "--format", "json"]
    if command_exists(fancal, "summary"):
        mine = Series("fancal summary", summary_argv, fancal_env(db_1m))
        log("summary over %d records: %d runs…" % (DB_RECORDS, args.quick_runs))
        interleaved(args.quick_runs, mine, base)
    else:
        interleaved(args.quick_runs, base)
        mine = "n/a (command missing)"
    rows.append(ratio_row("summary --year %d, 1M records" % YEAR, mine, base, "summary_time"))
    commands.append("FANCAL_DB=%s %s" % (db_1m, " ".join(summary_argv)))
    commands.append('sqlite3 -readonly %s "%s"' % (db_1m, sql))

    # Month view over 1M records vs cal.
    year, month = MONTH.split("-")
    cal = shutil.which("cal")
    month_argv = [fancal, "month", MONTH]
    base = Series("cal", [cal, month.lstrip("0"), year]) if cal else None
    if base is None:
        rows.append(["month %s, 1M records" % MONTH, "", "cal", "n/a (cal not installed)", "n/a", "≤ 5×", "n/a", "", ""])
    else:
        if command_exists(fancal, "month"):
            mine = Series("fancal month", month_argv, fancal_env(db_1m))
            log("month over %d records: %d runs…" % (DB_RECORDS, args.quick_runs))
            interleaved(args.quick_runs, mine, base)
        else:
            interleaved(args.quick_runs, base)
            mine = "n/a (command missing)"
        rows.append(ratio_row("month %s, 1M records" % MONTH, mine, base, "month_time",
                              note="the month holds %d records; a day lists up to 10 lines" % month_records(db_1m)))
        commands.append("FANCAL_DB=%s FANCAL_TODAY=%s %s" % (db_1m, TODAY, " ".join(month_argv)))
        commands.append("cal %s %s" % (month.lstrip("0"), year))
        # The same view on an empty store: fancal's start-up against cal's.
        base = Series("cal", [cal, month.lstrip("0"), year])
        if command_exists(fancal, "month"):
            mine = Series("fancal month", month_argv, fancal_env(db_empty))
            interleaved(args.quick_runs, mine, base)
        else:
            interleaved(args.quick_runs, base)
            mine = "n/a (command missing)"
        rows.append(ratio_row("month %s, empty store (start-up)" % MONTH, mine, base, None))
        commands.append("FANCAL_DB=%s FANCAL_TODAY=%s %s" % (db_empty, TODAY, " ".join(month_argv)))

    # Peer: python icalendar parsing (and walking) the 100k file.
    check = subprocess.run([sys.executable, "-c", "import icalendar"], capture_output=True)
    peer_code = ("import sys, icalendar\n"
                 "calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())\n"
                 "n = 0\n"
                 "for event in calendar.walk('VEVENT'):\n"
                 "    event.get('DTSTART'); event.get('SUMMARY'); event.get('CATEGORIES'); event.get('X-FANCAL-AMOUNT')\n"
                 "    n += 1\n"
                 "print(n)\n")
    _, base_parse, _ = imported["100k"]
    if check.returncode == 0:
        peer = Series("python icalendar", [sys.executable, "-c", peer_code, files["100k"]])
        log("python icalendar on 100k: %d run(s)…" % args.python_runs)
        interleaved(args.python_runs, peer)
        row = ratio_row("peer: python icalendar, 100k", peer, base_parse, None,
                        note="%d run(s); ratio against the libical parse above" % args.python_runs)
        rows.append(row)
        row = ratio_row("peer: python icalendar peak RSS", peer, base_parse, None, kind="rss")
        rows.append(row)
        commands.append("python3 -c \"icalendar.Calendar.from_ical(…).walk('VEVENT')\" %s" % files["100k"])
    else:
        rows.append(["peer: python icalendar, 100k", "n/a (icalendar not installed)", "", "", "", "", "", "", ""])

    info = machine()
    print()
    print(table_text(rows, markdown=False))
    print()
    print("machine: %d cores, %s; %s; libical %s; SQLite %s" % (
        info["nproc"], info["cpu"], info["swift"], info["libical"], info["sqlite3"]))

    kept = ""
    if os.path.exists(args.doc):
        text = open(args.doc, encoding="utf-8").read()
        if KEEP_MARKER in text:
            kept = text.split(KEEP_MARKER, 1)[1]
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    doc = []
    doc.append("# Benchmarks\n")
    doc.append("`make bench` builds fancal in release mode (`swift build -c release --static-swift-stdlib`), "
               "builds the C baseline against libical, generates the inputs under `.build/bench/`, "
               "runs every figure and rewrites the part of this file above the marker line.\n")
    doc.append("## Results (generated %s)\n" % now)
    doc.append("Medians of %d runs (millisecond figures: %d runs; python icalendar: %d); fancal and "
               "its baseline alternate within one loop. Ratio = fancal / baseline of the median wall "
               "times, checked against the goals of issue #6; CPU ratio = the same for user + system "
               "CPU time (from wait4), which moves less when other jobs share the machine.\n"
               % (args.runs, args.quick_runs, args.python_runs))
    doc.append(table_text(rows, markdown=True) + "\n")
    doc.append("## Machine\n")
    doc.append("- %d cores (`nproc`), %s, Linux %s, shared with other builds (noisy)" % (
        info["nproc"], info["cpu"], info["kernel"]))
    doc.append("- %s; libical %s; SQLite %s; Python %s\n" % (
        info["swift"], info["libical"], info["sqlite3"], info["python"]))
    doc.append("## Inputs\n")
    for label, events in SIZES.items():
        doc.append("- `%s`: %d VEVENTs, %.1f MB, from `python3 Benchmarks/generate_ics.py --events %d` "
                   "(seed 20261129)" % (os.path.relpath(files[label], ROOT), events,
                                        os.path.getsize(files[label]) / 1e6, events))
    doc.append("- `%s`: %d records, schema made by `fancal add` (seed record deleted), rows from "
               "`sqlite3 DB \".parameter set :count %d\" \".read Benchmarks/fill_records.sql\"`\n"
               % (os.path.relpath(db_1m, ROOT), DB_RECORDS, DB_RECORDS))
    doc.append("## Commands timed\n")
    doc.append("```sh")
    doc.extend(c.replace(ROOT + "/", "") for c in commands)
    doc.append("```\n")
    doc.append(KEEP_MARKER)
    text = "\n".join(doc) + (kept if kept else "\n")
    with open(args.doc, "w", encoding="utf-8") as handle:
        handle.write(text)
    log("wrote %s" % os.path.relpath(args.doc, ROOT))


if __name__ == "__main__":
    main()
