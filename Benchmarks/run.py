#!/usr/bin/env python3
"""fancal benchmark driver (run by `make bench`): times fancal against its limits and writes
Docs/benchmarks.md. Standard library only.

    python3 Benchmarks/run.py [--quick] [--runs 5] [--fancal .build/release/fancal]
                              [--baseline .build/bench/ical_baseline] [--work .build/bench]

--quick (make bench-quick): the 10k and 100k rows only, the stress store at 100k records, no
history store, no peers; prints the table and leaves Docs/benchmarks.md alone.

Every figure is the median of --runs whole-process runs (wall time from fork to exit; peak RSS
from wait4's ru_maxrss, the figure `/usr/bin/time -f %M` prints). fancal and its baseline run
alternately within one loop, so a noisy neighbour slows both; the ratio is fancal / baseline.
Generated inputs are cached under --work and rebuilt when the generator changes.
"""
import argparse
import collections
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
SPANS_SQL = os.path.join(ROOT, "Benchmarks", "fill_spans.sql")
SCHEMA = os.path.join(ROOT, "Sources", "FanCalendarStore", "Schema.swift")
DOC = os.path.join(ROOT, "Docs", "benchmarks.md")
KEEP_MARKER = "<!-- Everything below this line is kept by `make bench`. -->"

YEAR = 2026
MONTH = "2026-11"
TODAY = "2026-11-29"
HOME_ZONE = "Asia/Tokyo"
SIZES = {"10k": 10_000, "100k": 100_000, "1M": 1_000_000}  # events per generated calendar
QUICK_SIZES = ("10k", "100k")
# Stores filled by SQL: records over 2016-2027, tenths of the all-day records that span several
# days, and records of the 25 years before (1990-2014, spans ending by 2015), which no view of
# 2026 shows: the history store's 2026 is the stress 10k store's, row for row.
# The realistic store also holds what `fan_decade` makes with fancal's own commands: series and
# ticket lotteries, so that `next` and `due` have something to find.
Store = collections.namedtuple("Store", "name count tenths older decade", defaults=(0, False))
STORES = {
    "realistic 20k": Store("records-20k.db", 20_000, 2, decade=True),  # a fan's decade: 6% multi-day
    "stress 10k": Store("stress-10k.db", 10_000, 8),     # the stress shape, small: page reads
    "history 1M": Store("history-1m.db", 10_000, 8, older=990_000),  # stress 10k after 990k older records
    "stress 1M": Store("stress-1m.db", 1_000_000, 8),    # 240k multi-day records over 12 years
}
QUICK_STORES = {
    "realistic 20k": STORES["realistic 20k"],
    "stress 10k": STORES["stress 10k"],
    "stress 100k": Store("stress-100k.db", 100_000, 8),
}
# The years of the fills: the first day (an SQL text literal) and the number of days.
RECENT_YEARS = ("'2016-01-01'", 4383)   # 2016-2027
OLDER_YEARS = ("'1990-01-01'", 9131)    # 1990-2014

GOALS = {  # figure -> the highest acceptable ratio (issue #20)
    "import_cpu": 1.2,
    "import_time": 0.75,
    "export_time": 0.7,
    "summary_time": 1.2,
    "month_time": 3.0,
    "prompt_time": 3.0,
    "feed_rss": 1.5,  # a feed's refresh against the import of the same bytes (issue #31)
    "db_size": 2.0,  # the 100k import's store against the same store without kept objects (issue #27)
}
IMPORT_RSS_LIMIT_MB = 64  # import of 1M events, peak RSS (issue #27; issue #20 asked for 150)
IMPORT_RSS_FLATNESS = 1.5  # largest / smallest peak RSS over 10k, 100k, 1M


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


def ensure_calendars(work, sizes):
    """The generated calendars, rebuilt when the generator changes."""
    os.makedirs(work, exist_ok=True)
    key = digest(GENERATOR)
    files = {}
    for label in sizes:
        events = SIZES[label]
        path = os.path.join(work, "events-%s.ics" % label.lower())
        stamp = path + ".key"
        if not (os.path.exists(path) and os.path.exists(stamp) and open(stamp).read() == key):
            log("generating %s (%d events)…" % (path, events))
            subprocess.run([sys.executable, GENERATOR, "--events", str(events), "--out", path], check=True)
            with open(stamp, "w") as handle:
                handle.write(key)
        files[label] = path
    return files


def double_quoted(text):
    """`text` as one shell word in double quotes (the fill lines hold no `$` or backquote)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def fill_script(first, count, years):
    """The sqlite3 shell lines that fill `count` records numbered from `first` over `years`."""
    base, days = years
    return [".parameter set :first %d" % first, ".parameter set :count %d" % count,
            ".parameter set :base \"%s\"" % base, ".parameter set :days %d" % days, ".read " + FILL_SQL]


# The series and tickets of `fan_decade`: the commands and what their states depend on.
SERIES = [
    ["2016-01-25", "FC monthly fee", "-c", "streaming", "-a", "550", "--repeat", "monthly", "--count", "144"],
    ["2016-04-10", "推しの誕生日ケーキ", "-c", "goods", "-a", "3,800", "--repeat", "yearly", "--count", "12"],
    ["2026-01-07", "Weekly stream", "-c", "streaming", "-a", "300", "--time", "21:00-22:00",
     "--repeat", "weekly", "--count", "52"],
]
TICKETS = 144         # one show every 30 days from the first
FIRST_SHOW = datetime.date(2016, 2, 11)
DECADE_RECIPE = "decade-1"   # change when SERIES, TICKETS or fan_decade change: stores rebuild


def fan_decade(fancal, db):
    """What a fan's decade holds besides single records, made by fancal's own commands: a monthly
    fan-club fee, a yearly birthday cake and a year of weekly streams (series), and a ticket
    lottery every 90 days over 2016-2027. Each ticket has an FC phase (and, for every fifth,
    which the FC phase loses, a general-sale phase), moved as far as `TODAY` allows: applied once
    its window opens, won or lost at its result, paid once the payment deadline is past, issued
    once the issue window closes; the shows around `TODAY` leave payments and results to do."""
    env = {**os.environ, **fancal_env(db)}

    def run(*args):
        subprocess.run([fancal] + list(args), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=True)

    for series in SERIES:
        run("add", *series)
    today = datetime.date.fromisoformat(TODAY)
    artists = ["AOI", "星空ユニット", "LUMINA", "Nova☆Stars"]
    venues = ["東京ドーム", "Zepp Haneda", "올림픽홀, 서울", "日本武道館"]
    for index in range(TICKETS):
        show = FIRST_SHOW + datetime.timedelta(days=30 * index)
        ticket = str(index + 1)
        run("ticket", "add", "LIVE %d %s" % (show.year, venues[index % 4]), "--show", "%sT18:00" % show,
            "--artist", artists[index % 4], "--venue", venues[index % 4])
        phases = ["FC先行", "一般"] if index % 5 == 4 else ["FC先行"]
        for number, phase in enumerate(phases):
            opens = show - datetime.timedelta(days=60 - 25 * number)
            result = opens + datetime.timedelta(days=15)
            pay_by = result + datetime.timedelta(days=3)
            issue = show - datetime.timedelta(days=10)
            run("ticket", "phase", ticket, phase, "--apply", "%s..%s" % (opens, opens + datetime.timedelta(days=10)),
                "--result", "%s 18:00" % result, "--pay-by", "%s 23:59" % pay_by,
                "--issue", "%s..%s" % (issue, show - datetime.timedelta(days=1)),
                "--price", str(8800 + 1000 * (index % 4)), "--fee", "330",
                "--method", "card" if index % 3 == 0 else "konbini")
            if opens > today:
                break
            run("ticket", "applied", ticket, phase)
            if result > today:
                break
            if number == 0 and len(phases) == 2:
                run("ticket", "lost", ticket, phase)
                continue
            run("ticket", "won", ticket, phase)
            if pay_by < today:
                run("ticket", "paid", ticket, phase)
            if show - datetime.timedelta(days=1) < today and pay_by < today:
                run("ticket", "issued", ticket, phase)


def ensure_store(work, fancal, name, count, tenths, older=0, decade=False):
    """A store filled by SQL into a file whose schema fancal made: `fill_records.sql` (`count`
    records over 2016-2027, then `older` records over 1990-2014), then `fill_spans.sql` for the
    multi-day records, then, with `decade`, `fan_decade`; rebuilt when any of them or the schema
    changes, never migrated while it is being timed."""
    db = os.path.join(work, name)
    stamp = db + ".key"
    key = digest(FILL_SQL, SPANS_SQL, SCHEMA) + "-%d-%d-%d%s" % (count, tenths, older, "-" + DECADE_RECIPE if decade else "")
    if os.path.exists(db) and os.path.exists(stamp) and open(stamp).read() == key:
        return db
    log("building %s (%d records)…" % (db, count))
    remove_db(db)
    # fancal creates the file with its own schema; the seed record is removed again.
    subprocess.run([fancal, "add", "2026-01-01", "schema seed"], env={**os.environ, **fancal_env(db)},
                   stdout=subprocess.DEVNULL, check=True)
    script = ["DELETE FROM records;"]
    if count:
        script += fill_script(0, count, RECENT_YEARS)
        if older:
            script += fill_script(count, older, OLDER_YEARS)
        script += [".parameter set :tenths %d" % tenths, ".read " + SPANS_SQL]
    subprocess.run(["sqlite3", db] + script + ["PRAGMA wal_checkpoint(TRUNCATE);"], check=True,
                   stdout=subprocess.DEVNULL)
    if decade:
        fan_decade(fancal, db)
        subprocess.run(["sqlite3", db, "PRAGMA wal_checkpoint(TRUNCATE);"], check=True, stdout=subprocess.DEVNULL)
    with open(stamp, "w") as handle:
        handle.write(key)
    return db


def page_reads(argv, env):
    """Pages SQLite read from the database file in one run: its pread64 calls (SQLite reads one
    page per call and maps nothing, `PRAGMA mmap_size` being 0), counted by strace. None
    without strace."""
    if not shutil.which("strace"):
        return None
    result = subprocess.run(["strace", "-f", "-c", "-e", "trace=pread64"] + argv, env={**os.environ, **env},
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in result.stderr.splitlines():
        fields = line.split()
        if fields and fields[-1] == "pread64":
            return int(fields[3])
    return 0


def history_rows(month_reads):
    """Issue #20: a view's cost must not grow with history. The history store's 2026 is the stress
    10k store's, after 990k records of earlier years: the same month, read from deeper trees."""
    rows = []
    for name in ("month %s" % MONTH, "month %s --format json" % MONTH):
        small = month_reads.get(("stress 10k", name))
        large = month_reads.get(("history 1M", name))
        if not small or not large or small[0] is None or large[0] is None:
            continue
        (small_reads, small_run), (large_reads, large_run) = small, large
        rows.append(["%s page reads, history 1M vs stress 10k" % name, "%d (%s)" % (large_reads, fmt_time(large_run.time)),
                     "stress 10k", "%d (%s)" % (small_reads, fmt_time(small_run.time)),
                     "%.2f×" % (large_reads / small_reads), "the same", "PASS" if large_reads == small_reads else "MISS",
                     "", "time %.2f×; the same month after 990k older records" % (large_run.time / small_run.time)])
    return rows


def sqlite_count(db):
    result = subprocess.run(["sqlite3", db, "SELECT count(*) FROM records"], capture_output=True,
                            text=True, check=True)
    return int(result.stdout.strip())


def store_sizes(db, work):
    """The bytes of a VACUUMed copy of `db`, with its kept calendar objects and without them (the
    same records, as the store held them before issue #27 kept objects: the records table did
    not change)."""
    copy = os.path.join(work, "size-copy.db")
    remove_db(copy)
    subprocess.run(["sqlite3", db, "VACUUM INTO '%s'" % copy], check=True)
    whole = os.path.getsize(copy)
    subprocess.run(["sqlite3", copy, "DELETE FROM calendar_objects; VACUUM"], check=True)
    without = os.path.getsize(copy)
    remove_db(copy)
    return whole, without


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


def spread(series, kind):
    """ " (lowest–highest)" of a series of three runs or more: how noisy the median was."""
    values = {"time": series.times, "cpu": series.cpu, "rss": series.rss}[kind]
    if len(values) < 3:
        return ""
    show = fmt_rss if kind == "rss" else fmt_time
    return " (%s–%s)" % (show(min(values)).split()[0], show(max(values)))


def ratio_row(label, mine, base, goal_key, kind="time", note=""):
    """A table row: label, fancal figure, baseline label and figure, ratio, goal, verdict."""
    get = {"time": lambda s: s.time, "cpu": lambda s: s.cpu_time, "rss": lambda s: s.peak_rss}[kind]
    show = fmt_rss if kind == "rss" else fmt_time
    mine_value = None if isinstance(mine, str) else get(mine)
    base_value = get(base)
    if isinstance(mine, str):
        mine_text = mine
    elif mine.failure:
        mine_text = "failed (%s)" % mine.failure
    else:
        mine_text = show(mine_value) + spread(mine, kind)
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
    if kind == "time" and not isinstance(mine, str) and not mine.failure and mine.cpu_time and base.cpu_time:
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
    parser.add_argument("--big-runs", type=int, default=3, help="runs of the 1M-event import")
    parser.add_argument("--quick-runs", type=int, default=21, help="runs of the millisecond figures")
    parser.add_argument("--python-runs", type=int, default=1, help="runs of python icalendar (slow)")
    parser.add_argument("--quick", action="store_true",
                        help="10k and 100k rows only, no peers; prints the table, leaves the doc alone")
    parser.add_argument("--fancal", default=os.path.join(ROOT, ".build", "release", "fancal"))
    parser.add_argument("--baseline", default=os.path.join(ROOT, ".build", "bench", "ical_baseline"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "bench"))
    parser.add_argument("--doc", default=DOC)
    args = parser.parse_args()
    fancal, baseline, work = args.fancal, args.baseline, args.work
    for tool in (fancal, baseline):
        if not os.access(tool, os.X_OK):
            sys.exit("run.py: %s is missing; run `make bench`" % tool)
    sizes = QUICK_SIZES if args.quick else tuple(SIZES)
    stores_wanted = QUICK_STORES if args.quick else STORES
    files = ensure_calendars(work, sizes)
    stores = {label: ensure_store(work, fancal, *store) for label, store in stores_wanted.items()}
    db_empty = ensure_store(work, fancal, "records-empty.db", 0, 0)
    rows = []
    commands = []
    cal = shutil.which("cal")
    year, month = MONTH.split("-")

    # Import into an empty database vs libical parse + walk of the same file; the 1M file
    # only against its own memory goal (libical's whole-file parse of it would need ≈ 5 GB).
    imported = {}
    for label in sizes:
        ics = files[label]
        db = os.path.join(work, "import-%s.db" % label.lower())
        mine = Series("fancal import", [fancal, "import", ics], fancal_env(db), prepare=lambda db=db: remove_db(db))
        size_mb = os.path.getsize(ics) / 1e6
        big = label == "1M"
        base = None if big else Series("libical parse+walk", [baseline, "parse", ics])
        runs = args.big_runs if big else args.runs
        log("import %s: %d runs…" % (label, runs))
        interleaved(runs, *([mine] if big else [mine, base]))
        imported[label] = (mine, base, db)
        commands.append("FANCAL_DB=%s FANCAL_TODAY=%s TZ=%s %s import %s   # DB removed before each run"
                        % (db, TODAY, HOME_ZONE, fancal, ics))
        if big:
            rows.append(["import %s events (%.0f MB)" % (label, size_mb),
                         fmt_time(mine.time) + spread(mine, "time") if not mine.failure else "failed (%s)" % mine.failure,
                         "", "", "", "", "", "", "CPU %s; libical not run" % fmt_time(mine.cpu_time)])
            continue
        commands.append("%s parse %s" % (baseline, ics))
        rows.append(ratio_row("import %s events (%.0f MB)" % (label, size_mb), mine, base,
                              "import_time" if label == "100k" else None))
        rows.append(ratio_row("import %s CPU (user + sys)" % label, mine, base,
                              "import_cpu" if label == "100k" else None, kind="cpu"))
    for label in sizes:
        mine, base, _ = imported[label]
        if base is not None:
            rows.append(ratio_row("import %s peak RSS" % label, mine, base, None, kind="rss"))
        else:
            rss = mine.peak_rss
            verdict = "n/a" if rss is None else ("PASS" if rss / 1024 <= IMPORT_RSS_LIMIT_MB else "MISS")
            rows.append(["import %s peak RSS" % label, fmt_rss(rss) + (spread(mine, "rss") if rss else ""),
                         "", "", "", "≤ %d MB" % IMPORT_RSS_LIMIT_MB, verdict, "", ""])
    peaks = [imported[label][0].peak_rss for label in sizes]
    if all(peaks):
        flat = max(peaks) / min(peaks)
        rows.append(["import peak RSS, largest / smallest (%s)" % ", ".join(sizes), "%.2f×" % flat, "", "", "",
                     "≤ %g×" % IMPORT_RSS_FLATNESS, "PASS" if flat <= IMPORT_RSS_FLATNESS else "MISS", "",
                     " / ".join(fmt_rss(p) for p in peaks)])

    # A file:// feed of the 100k calendar refreshed into an empty store, against the import of
    # the same file: the same bounded pipeline, so memory within 1.5×.
    # The 46 MB file is over a feed's default limit of 32 MiB (FANCAL_HTTP_MAX_BYTES), which a
    # fan with a feed this large raises.
    feed_db = os.path.join(work, "feed-100k.db")
    feed_env = dict(fancal_env(feed_db), FANCAL_HTTP_MAX_BYTES=str(64 << 20))

    def new_feed(db=feed_db):
        remove_db(db)
        subprocess.run([fancal, "feed", "add", "bench", "file://" + os.path.abspath(files["100k"])],
                       env=fancal_env(db), stdout=subprocess.DEVNULL, check=True)

    feed = Series("fancal feed refresh", [fancal, "feed", "refresh", "bench"], feed_env, prepare=new_feed)
    log("feed refresh 100k: %d runs…" % args.runs)
    interleaved(args.runs, feed)
    import_100k = imported["100k"][0]
    rows.append(ratio_row("feed refresh 100k peak RSS", feed, import_100k, "feed_rss", kind="rss"))
    rows.append(ratio_row("feed refresh 100k", feed, import_100k, None))
    commands.append("FANCAL_DB=%s %s feed add bench file://%s; FANCAL_HTTP_MAX_BYTES=67108864 FANCAL_DB=%s %s feed refresh bench   # DB removed first"
                    % (feed_db, fancal, os.path.abspath(files["100k"]), feed_db, fancal))

    # Export: the 100k import's database vs libical building and serialising as many VEVENTs.
    mine_import, _, db_100k = imported["100k"]
    if mine_import.failure:
        rows.append(["export 100k records", "n/a (import failed)", "", "", "n/a", "≤ 0.7×", "n/a", "", ""])
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
        whole, without = store_sizes(db_100k, work)
        ratio = whole / without
        verdict = "PASS" if ratio <= GOALS["db_size"] else "MISS"
        rows.append(["store of the 100k import, VACUUMed", "%.1f MB" % (whole / 1e6), "without kept objects",
                     "%.1f MB" % (without / 1e6), "%.2f×" % ratio, "≤ %g×" % GOALS["db_size"], verdict, "",
                     "objects: %.1f MB" % ((whole - without) / 1e6)])
        commands.append("sqlite3 %s \"VACUUM INTO 'copy.db'\"; sqlite3 copy.db \"DELETE FROM calendar_objects; "
                        "VACUUM\"   # the sizes of copy.db before and after" % db_100k)

    # The views and reports on each store, against cal and sqlite3 in the same loop; goals on
    # the largest stress store. `due` only where this build has it (branch tickets).
    largest = list(stores)[-1]
    has_due = command_exists(fancal, "due")
    month_reads = {}
    for label, db in stores.items():
        goal = label == largest and not args.quick
        views = [
            ("month %s" % MONTH, [fancal, "month", MONTH], [cal, month.lstrip("0"), year], "cal", "month_time"),
            ("month %s --format json" % MONTH, [fancal, "month", MONTH, "--format", "json"],
             [cal, month.lstrip("0"), year], "cal", None),
            ("year %d" % YEAR, [fancal, "year", str(YEAR)], [cal, str(YEAR)], "cal", None),
            ("next", [fancal, "next"], [cal, month.lstrip("0"), year], "cal", "prompt_time"),
        ]
        if has_due:
            views.append(("due", [fancal, "due"], [cal, month.lstrip("0"), year], "cal", "prompt_time"))
        sql = ("SELECT category, currency, sum(amount_minor), count(*) FROM records "
               "WHERE day BETWEEN %d0101 AND %d1231 GROUP BY category, currency" % (YEAR, YEAR))
        views.append(("summary --year %d" % YEAR, [fancal, "summary", "--year", str(YEAR), "--format", "json"],
                      ["sqlite3", "-readonly", db, sql], "sqlite3 GROUP BY", "summary_time"))
        for name, argv, limit, limit_name, goal_key in views:
            if not cal and limit_name == "cal":
                rows.append(["%s, %s" % (name, label), "", "cal", "n/a (cal not installed)", "", "", "", "", ""])
                continue
            mine = Series("fancal " + name, argv, fancal_env(db))
            base = Series(limit_name, limit)
            log("%s on %s: %d runs…" % (name, label, args.quick_runs))
            interleaved(args.quick_runs, mine, base)
            note = ""
            if name.startswith("month"):
                reads = page_reads(argv, fancal_env(db))
                month_reads[(label, name)] = (reads, mine)
                note = "%s page reads; the month holds %d records" % (
                    "n/a" if reads is None else reads, month_records(db))
            rows.append(ratio_row("%s, %s" % (name, label), mine, base, goal_key if goal else None, note=note))
            commands.append("FANCAL_DB=%s FANCAL_TODAY=%s %s" % (db, TODAY, " ".join(argv)))
        commands.append('sqlite3 -readonly %s "%s"' % (db, sql))
    rows += history_rows(month_reads)
    if cal:
        commands.append("cal %s %s; cal %d" % (month.lstrip("0"), year, YEAR))
        mine = Series("fancal month", [fancal, "month", MONTH], fancal_env(db_empty))
        base = Series("cal", [cal, month.lstrip("0"), year])
        interleaved(args.quick_runs, mine, base)
        rows.append(ratio_row("month %s, empty store (start-up)" % MONTH, mine, base, None))
        commands.append("FANCAL_DB=%s FANCAL_TODAY=%s %s month %s" % (db_empty, TODAY, fancal, MONTH))

    # Peers: python icalendar parsing (and walking) the 100k file; calcurse and khal importing 10k.
    if not args.quick:
        rows += peers(args, files, imported, commands, work)

    info = machine()
    print()
    print(table_text(rows, markdown=False))
    print()
    print("machine: %d cores, %s; %s; libical %s; SQLite %s" % (
        info["nproc"], info["cpu"], info["swift"], info["libical"], info["sqlite3"]))
    if args.quick:
        return

    kept = ""
    if os.path.exists(args.doc):
        text = open(args.doc, encoding="utf-8").read()
        if KEEP_MARKER in text:
            kept = text.split(KEEP_MARKER, 1)[1]
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    doc = []
    doc.append("# Benchmarks\n")
    doc.append("`make bench` builds fancal in release mode (`make release`), builds the C baseline against "
               "libical, generates the inputs under `.build/bench/`, runs every figure and rewrites the part "
               "of this file above the marker line. `make bench-quick` runs the 10k and 100k rows only "
               "(stress store of 100k records) and prints the table without touching this file.\n")
    doc.append("## Results (generated %s)\n" % now)
    doc.append("Medians of %d runs (the 1M import: %d; millisecond figures: %d; peers: %d), with the "
               "lowest and highest run in brackets; fancal and its limit alternate within one loop. "
               "Ratio = fancal / limit of the median wall times, checked against the goals of issue "
               "#20 (the view goals on the 1M stress store); CPU ratio = the same for user + system CPU "
               "time (from wait4), which moves less when other jobs share the machine. Page reads: "
               "SQLite's pread64 calls on the database in one run (strace).\n"
               % (args.runs, args.big_runs, args.quick_runs, args.python_runs))
    doc.append(table_text(rows, markdown=True) + "\n")
    doc.append("## Machine\n")
    doc.append("- %d cores (`nproc`), %s, Linux %s, shared with other builds (noisy)" % (
        info["nproc"], info["cpu"], info["kernel"]))
    doc.append("- %s; libical %s; SQLite %s; Python %s\n" % (
        info["swift"], info["libical"], info["sqlite3"], info["python"]))
    doc.append("## Inputs\n")
    for label in sizes:
        doc.append("- `%s`: %d VEVENTs, %.1f MB, from `python3 Benchmarks/generate_ics.py --events %d` "
                   "(seed 20261129)" % (os.path.relpath(files[label], ROOT), SIZES[label],
                                        os.path.getsize(files[label]) / 1e6, SIZES[label]))
    for label, (name, count, tenths, older, decade) in stores_wanted.items():
        fills = fill_script(0, count, RECENT_YEARS) + (fill_script(count, older, OLDER_YEARS) if older else [])
        doc.append("- `%s` (%s): %d records over 2016–2027%s, %s multi-day; schema made "
                   "by `fancal add` (seed record deleted), rows from `sqlite3 DB %s \".parameter set :tenths %d\" "
                   "\".read Benchmarks/fill_spans.sql\"`%s" % (
                       os.path.relpath(stores[label], ROOT), label, count,
                       " after %d over 1990–2014" % older if older else "", "%d%%" % (3 * tenths),
                       " ".join(double_quoted(line) for line in fills).replace(ROOT + "/", ""), tenths,
                       "; then %d series (`fancal add --repeat`) and %d ticket lotteries (`fancal ticket`), "
                       "`fan_decade` in Benchmarks/run.py" % (len(SERIES), TICKETS) if decade else ""))
    doc.append("")
    doc.append("## Commands timed\n")
    doc.append("```sh")
    doc.extend(c.replace(ROOT + "/", "") for c in commands)
    doc.append("```\n")
    doc.append(KEEP_MARKER)
    text = "\n".join(doc) + (kept if kept else "\n")
    with open(args.doc, "w", encoding="utf-8") as handle:
        handle.write(text)
    log("wrote %s" % os.path.relpath(args.doc, ROOT))


KHAL_CONFIG = """[calendars]
[[bench]]
path = {vdir}
type = calendar
[locale]
local_timezone = Asia/Tokyo
default_timezone = Asia/Tokyo
[default]
default_calendar = bench
[sqlite]
path = {root}/khal.db
"""


def peers(args, files, imported, commands, work):
    """python icalendar on 100k events (parse and walk only), calcurse and khal importing 10k, each
    where installed, against the same limits as fancal."""
    rows = []
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
        rows.append(ratio_row("peer: python icalendar, 100k", peer, base_parse, None,
                              note="%d run(s); ratio against the libical parse above" % args.python_runs))
        rows.append(ratio_row("peer: python icalendar peak RSS", peer, base_parse, None, kind="rss"))
        commands.append("python3 -c \"icalendar.Calendar.from_ical(…).walk('VEVENT')\" %s" % files["100k"])
    else:
        rows.append(["peer: python icalendar, 100k", "n/a (icalendar not installed)", "", "", "", "", "", "", ""])
    _, base_10k, _ = imported["10k"]
    ics = files["10k"]
    root = os.path.join(work, "peers")
    apts = os.path.join(root, "calcurse", "apts")
    vdir = os.path.join(root, "khal", "calendar")
    config = os.path.join(root, "khal", "config")

    def fresh_calcurse():
        shutil.rmtree(os.path.join(root, "calcurse"), ignore_errors=True)
        os.makedirs(os.path.dirname(apts))
        open(apts, "w").close()

    def fresh_khal():
        shutil.rmtree(os.path.join(root, "khal"), ignore_errors=True)
        os.makedirs(vdir)
        with open(config, "w") as handle:
            handle.write(KHAL_CONFIG.format(vdir=vdir, root=os.path.dirname(config)))

    peer_commands = [
        ("calcurse", ["calcurse", "-D", os.path.dirname(apts), "-c", apts, "-i", ics], fresh_calcurse),
        ("khal", ["khal", "-c", config, "import", "--batch", "-a", "bench", ics], fresh_khal),
    ]
    for name, argv, prepare in peer_commands:
        if not shutil.which(name):
            rows.append(["peer: %s import, 10k" % name, "n/a (not installed)", "", "", "", "", "", "", ""])
            continue
        peer = Series(name, argv, prepare=prepare)
        log("%s import of 10k: %d run(s)…" % (name, args.python_runs))
        interleaved(args.python_runs, peer)
        rows.append(ratio_row("peer: %s import, 10k" % name, peer, base_10k, None,
                              note="%d run(s); ratio against the libical parse of 10k" % args.python_runs))
        commands.append(" ".join(argv).replace(ROOT + "/", ""))
    return rows


if __name__ == "__main__":
    main()
