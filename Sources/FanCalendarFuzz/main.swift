// The importer's libFuzzer target. Built only by `make fuzz` (FANCAL_FUZZ=1 declares this target
// in Package.swift; the Makefile adds -sanitize=fuzzer,address to the whole build so the ICS
// module is instrumented too).
//
// Why the odd shape: SwiftPM generates the executable's `main` from this file, which hides the
// `main` libFuzzer ships, so this file is the driver: it exports `LLVMFuzzerTestOneInput` and
// hands control to libFuzzer through `LLVMFuzzerRunDriver`.

import FanCalendar
import FanCalendarICS
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

SystemZoneInfo.install()
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
