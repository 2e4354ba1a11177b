// fancal's libFuzzer targets. Built only by `make fuzz` (FANCAL_FUZZ=1 declares this target in
// Package.swift; the Makefile adds -sanitize=fuzzer,address to the whole build so every module is
// instrumented too, and -enable-testing for the internal readers). FANCAL_FUZZ_TARGET picks what
// the input goes to: `ics` (the importer, the default), `multistatus` (a WebDAV answer, as sync
// reads a server's), `trip` (a friend's trip file, as `trip import` reads it).
//
// Why the odd shape: SwiftPM generates the executable's `main` from this file, which hides the
// `main` libFuzzer ships, so this file is the driver: it exports `LLVMFuzzerTestOneInput` and
// hands control to libFuzzer through `LLVMFuzzerRunDriver`.

import FanCalendar
@testable import FanCalendarApp
import FanCalendarICS
@testable import FanCalendarSync
import FanCalendarZoneInfo

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's entry point for embedders (declared in FuzzerInterface.h, not in a Swift module).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Short recurrence limits: expanding long series is slow and bounded by design, and a fuzzer
/// spending its time there finds nothing; unbounded work elsewhere still shows as a timeout.
let fuzzOptions = ICSImportOptions(
    homeZone: "Asia/Tokyo", today: CivilDate(year: 2026, month: 11, day: 29)!, recurrenceYearsBack: 1,
    recurrenceYearsAhead: 1, maximumOccurrencesPerSeries: 200)

/// One input through the importer exactly as `fancal import` reads it. Any outcome but a crash,
/// a hang or a sanitizer report is fine: items, or a thrown `ICSError` refusing the file. Any
/// other error type is a bug (the CLI would print it raw), so it traps.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    do {
        try ICSReader(options: fuzzOptions).read(bytes: bytes, name: "fuzz") { item in
            if case .event(let event) = item {
                // Touch what the store would read, so lazily broken values surface here.
                _ = event.record.title.utf8.count + event.record.date.integerValue
            }
        }
    } catch is ICSError {
        return 0
    } catch {
        fatalError("the importer threw a non-ICSError: \(error)")
    }
    return 0
}

/// One WebDAV answer through the parser sync uses for every server answer. A thrown
/// `NetworkError` is the refusal; anything else traps.
func fuzzMultistatus(_ bytes: [UInt8]) {
    let client = CalDAVClient(http: HTTPClient(options: HTTPOptions()))
    do {
        for resource in try client.multistatus(HTTPResponse(status: 207, headers: [:], body: bytes), url: "http://127.0.0.1/cal/") {
            _ = resource.href.utf8.count + (resource.etag?.utf8.count ?? 0) + (resource.calendarData?.utf8.count ?? 0)
            _ = CalDAVClient.isItem(resource.href, of: "http://127.0.0.1/cal/")
        }
    } catch {
        return
    }
}

/// One trip file through the reader `trip import` uses; a refusal is `AppError`; a file that is
/// read must write back out.
func fuzzTrip(_ bytes: [UInt8]) {
    do {
        _ = TripFile.encode(try TripFile.decode(bytes, file: "fuzz.json"))
    } catch is AppError {
        return
    } catch {
        fatalError("the trip reader threw a non-AppError: \(error)")
    }
}

let target = getenv("FANCAL_FUZZ_TARGET").map { String(cString: $0) } ?? "ics"

@_cdecl("FancalFuzzDispatch")
func fuzzDispatch(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    switch target {
    case "multistatus": fuzzMultistatus(size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    case "trip": fuzzTrip(size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    default: return fuzzOne(data, size)
    }
    return 0
}

guard ["ics", "multistatus", "trip"].contains(target) else {
    let message = "fancal-fuzz: FANCAL_FUZZ_TARGET must be ics, multistatus or trip\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
SystemZoneInfo.install()
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzDispatch))
