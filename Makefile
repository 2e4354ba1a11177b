# fancal — two commands set everything up on a fresh Debian machine:
#   make demo   installs what is missing, builds, and shows fancal on bundled sample data
#   make test   installs what is missing and runs every test
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
DEMO_DB := .build/demo/fancal.db
DEMO_ENV := FANCAL_DB=$(DEMO_DB) FANCAL_TODAY=2026-11-29 TZ=Asia/Tokyo
FANCAL := .build/debug/fancal

.PHONY: all build demo test deps deps-sync deps-test release install bench bench-quick bench-prep fuzz clean

all: build

# Debian packages the build needs: the C libraries and the tz database. libcurl and libxml2
# (feeds and sync) are loaded at run time on first use; their -dev packages bring the headers
# and the shared libraries, ca-certificates the roots TLS verifies against.
deps:
	@missing=""; \
	[ -f /usr/include/libical/ical.h ] || missing="$$missing libical-dev"; \
	[ -f /usr/include/x86_64-linux-gnu/curl/curl.h ] || [ -f /usr/include/curl/curl.h ] || missing="$$missing libcurl4-openssl-dev"; \
	[ -f /usr/include/libxml2/libxml/parser.h ] || missing="$$missing libxml2-dev"; \
	[ -d /etc/ssl/certs ] || missing="$$missing ca-certificates"; \
	[ -f /usr/include/unicode/ucal.h ] || missing="$$missing libicu-dev"; \
	[ -f /usr/include/sqlite3.h ] || missing="$$missing libsqlite3-dev"; \
	[ -f /usr/include/zlib.h ] || missing="$$missing zlib1g-dev"; \
	[ -d /usr/share/zoneinfo/Asia ] || missing="$$missing tzdata"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

# What the interoperability tests read exported files with: real calendar clients; and what
# the feed and sync tests talk to: Radicale and Xandikos (two CalDAV servers), python caldav (a second client),
# openssl (a self-signed certificate for the TLS test). Chromium renders the wrapped page with a
# CJK font (fonts-noto-cjk, the card's first font) to measure that nothing overflows; librsvg's
# rsvg-convert draws the PNGs of `chart` and `wrapped` (for users an optional run-time tool).
deps-test: deps deps-sync
	@missing=""; \
	command -v sqlite3 >/dev/null || missing="$$missing sqlite3"; \
	command -v calcurse >/dev/null || missing="$$missing calcurse"; \
	command -v khal >/dev/null || missing="$$missing khal"; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	command -v rsvg-convert >/dev/null || missing="$$missing librsvg2-bin"; \
	fc-list :lang=ja 2>/dev/null | grep -q 'Noto Sans CJK' || missing="$$missing fonts-noto-cjk"; \
	command -v openssl >/dev/null || missing="$$missing openssl"; \
	[ -x /usr/bin/time ] || missing="$$missing time"; \
	for shell in zsh fish; do command -v $$shell >/dev/null || missing="$$missing $$shell"; done; \
	command -v man >/dev/null || missing="$$missing man-db"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@python3 -c 'import icalendar' 2>/dev/null || python3 -m pip install -q icalendar
	@python3 -c 'import xandikos' 2>/dev/null || python3 -m pip install -q xandikos

# What the demo's sync part runs: a Radicale server on 127.0.0.1 and python caldav as the phone.
deps-sync:
	@python3 -c 'import radicale, caldav' 2>/dev/null || python3 -m pip install -q radicale caldav

build: deps
	$(SWIFT) build

demo: build deps-sync
	@rm -rf .build/demo && mkdir -p .build/demo
	@bash Resources/demo.sh "$(FANCAL)" "$(DEMO_DB)"

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	bash Tests/interop/run.sh $(FANCAL)

# A reader under libFuzzer for FUZZ_SECONDS (release build, AddressSanitizer on):
# FUZZ_TARGET=ics (the importer, the default), multistatus (a WebDAV answer as sync reads it) or
# trip (a friend's trip file as `trip import` reads it). Seeds: for ics the ICS fixtures and
# ../shared/corpus/ics, read in place; for the others Tests/FuzzSeeds/TARGET (libFuzzer writes
# new inputs only to the first folder, under .build). Findings land in .build/fuzz/artifacts/
# (crash-*, timeout-*, oom-*). The libFuzzer runtime ships with the Swift toolchain
# (lib/clang/*/lib/linux); nothing to install. Leak checks are off: the Swift runtime's
# first-use caches look like leaks to LeakSanitizer and each check stops the process; runaway
# memory is still caught by -rss_limit_mb.
FUZZ_SECONDS ?= 60
FUZZ_TARGET ?= ics
FUZZ_DIR := .build/fuzz
FUZZ_SEEDS_ics := Tests/FanCalendarICSTests/Fixtures $(wildcard ../shared/corpus/ics)
FUZZ_SEEDS_multistatus := Tests/FuzzSeeds/multistatus
FUZZ_SEEDS_trip := Tests/FuzzSeeds/trip
fuzz: deps
	@case "$(FUZZ_TARGET)" in ics|multistatus|trip) ;; *) echo "FUZZ_TARGET must be ics, multistatus or trip"; exit 2;; esac
	FANCAL_FUZZ=1 $(SWIFT) build -c release --scratch-path $(FUZZ_DIR)/build --product fancal-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
	@mkdir -p $(FUZZ_DIR)/corpus-$(FUZZ_TARGET) $(FUZZ_DIR)/artifacts
	FANCAL_FUZZ_TARGET=$(FUZZ_TARGET) $(FUZZ_DIR)/build/release/fancal-fuzz $(FUZZ_DIR)/corpus-$(FUZZ_TARGET) \
		$(FUZZ_SEEDS_$(FUZZ_TARGET)) -dict=Sources/FanCalendarFuzz/$(FUZZ_TARGET).dict -detect_leaks=0 \
		-max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
		-print_final_stats=1 \
		-artifact_prefix=$(FUZZ_DIR)/artifacts/$(FUZZ_TARGET)-

# The release binary (make install, make bench): a position-dependent executable without an
# rpath, with Debian's libical and SQLite, the Swift runtime and libstdc++ linked in statically
# (the same libraries the module maps name, from their -dev packages). ICU, which libical needs
# only to expand recurrence rules, is loaded on first use (Sources/CICULazy). A command then
# maps no shared library but libc, libm and libgcc_s, and the loader has almost nothing to
# relocate: `fancal month` starts in 2.9 ms instead of 4.3 ms (Docs/benchmarks.md). Tests use
# the debug build, linked dynamically.
STATIC_LIBS := $(CURDIR)/.build/static-libs
RELEASE_BUILD := $(SWIFT) build -c release --product fancal --static-swift-stdlib --disable-local-rpath \
	-Xlinker -no-pie -Xlinker -L$(STATIC_LIBS)

release: deps
	@mkdir -p $(STATIC_LIBS)
	@for lib in ical sqlite3 z; do \
		archive=$$(gcc -print-file-name=lib$$lib.a); \
		[ -f "$$archive" ] || { echo "fancal: lib$$lib.a not found; install lib$$lib-dev"; exit 1; }; \
		ln -sf "$$archive" $(STATIC_LIBS)/lib$$lib.a; \
	done
	@archive=$$(gcc -print-file-name=libstdc++.a); \
		if [ -f "$$archive" ]; then ln -sf "$$archive" $(STATIC_LIBS)/libstdc++.a; else rm -f $(STATIC_LIBS)/libstdc++.a; fi
	$(RELEASE_BUILD)

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -s -m 0755 .build/release/fancal "$(DESTDIR)$(PREFIX)/bin/fancal"
	install -d "$(DESTDIR)$(PREFIX)/share/bash-completion/completions"
	.build/release/fancal completions bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/fancal"
	install -d "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	.build/release/fancal completions zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_fancal"
	.build/release/fancal completions fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/fancal.fish"
	install -d "$(DESTDIR)$(PREFIX)/share/man/man1"
	.build/release/fancal man --locale en > "$(DESTDIR)$(PREFIX)/share/man/man1/fancal.1"
	for lang in ja de; do \
		install -d "$(DESTDIR)$(PREFIX)/share/man/$$lang/man1"; \
		.build/release/fancal man --locale $$lang > "$(DESTDIR)$(PREFIX)/share/man/$$lang/man1/fancal.1"; \
	done

# Speed and memory against the limits (libical, sqlite3, cal): release builds only. Prints the
# table and rewrites Docs/benchmarks.md; generated inputs are cached under .build/bench/.
# `--product fancal`: the release build of the whole package would also compile the test helpers.
BENCH_DIR := .build/bench

bench: bench-prep
	python3 Benchmarks/run.py --fancal .build/release/fancal --baseline $(BENCH_DIR)/ical_baseline --work $(BENCH_DIR)

# The 10k and 100k rows only (stress store of 100k records), in under two minutes once the
# inputs are cached; prints the table and leaves Docs/benchmarks.md alone.
bench-quick: bench-prep
	python3 Benchmarks/run.py --quick --fancal .build/release/fancal --baseline $(BENCH_DIR)/ical_baseline --work $(BENCH_DIR)

bench-prep: deps
	@missing=""; \
	command -v gcc >/dev/null || missing="$$missing gcc"; \
	command -v sqlite3 >/dev/null || missing="$$missing sqlite3"; \
	command -v cal >/dev/null || missing="$$missing ncal"; \
	command -v strace >/dev/null || missing="$$missing strace"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@python3 -c 'import icalendar' 2>/dev/null || python3 -m pip install -q icalendar || \
		echo "python icalendar not installed: the peer figure is skipped"
	$(MAKE) --no-print-directory release
	@mkdir -p $(BENCH_DIR)
	gcc -O2 -Wall -o $(BENCH_DIR)/ical_baseline Benchmarks/baseline/ical_baseline.c -lical

clean:
	rm -rf .build
