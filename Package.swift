// swift-tools-version:6.0
import PackageDescription

/// libxml2's headers are under /usr/include/libxml2 (pkg-config libxml-2.0 --cflags); pkgConfig on
/// the system library would also link libxml2, which CNetLazy loads on first use instead. Every
/// Swift target that imports FanCalendarSync, directly or not, reads its module and needs them
/// (an `internal import` does not spare them).
let libxml2Headers: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-I/usr/include/libxml2"])]

let package = Package(
    name: "fancal",
    products: [
        .executable(name: "fancal", targets: ["fancal"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CLibical", path: "Sources/CLibical"),
        // zlib: the store packs the text of kept calendar objects (ObjectTextPacking).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // The ICU functions libical calls, loading ICU only when one runs (see icu_lazy.c).
        .target(name: "CICULazy"),
        // libcurl and libxml2 for feeds and CalDAV: headers only; the functions fancal calls are
        // defined in CNetLazy, which loads each library on first use (see net_lazy.c).
        .systemLibrary(name: "CCurl", path: "Sources/CCurl"),
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2"),
        .target(name: "CNetLazy", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        .target(name: "FanCalendar"),
        // The system's tz database, the source of the core's zones (`SystemZoneInfo`).
        .target(name: "FanCalendarZoneInfo", dependencies: ["FanCalendar"]),
        .target(name: "FanCalendarStore", dependencies: ["FanCalendar", "CSQLite", "CZlib"]),
        .target(name: "FanCalendarICS", dependencies: ["FanCalendar", "CLibical", "CICULazy"]),
        .target(
            name: "FanCalendarSync", dependencies: ["FanCalendar", "CCurl", "CLibXML2", "CNetLazy"],
            swiftSettings: libxml2Headers
        ),
        .target(
            name: "FanCalendarApp",
            dependencies: ["FanCalendar", "FanCalendarStore", "FanCalendarICS", "FanCalendarSync"],
            swiftSettings: libxml2Headers
        ),
        .target(
            name: "FanCalendarCLI",
            dependencies: [
                "FanCalendar", "FanCalendarApp", "FanCalendarStore", "FanCalendarICS", "FanCalendarZoneInfo",
            ],
            swiftSettings: libxml2Headers
        ),
        .executableTarget(name: "fancal", dependencies: ["FanCalendarCLI"], swiftSettings: libxml2Headers),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "FanCalendarTests",
            dependencies: ["FanCalendar", "FanCalendarZoneInfo", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "FanCalendarZoneInfoTests", dependencies: ["FanCalendarZoneInfo"]),
        .testTarget(
            name: "FanCalendarStoreTests",
            dependencies: ["FanCalendarStore", "FanCalendarZoneInfo", "TestSupport"]
        ),
        .testTarget(
            name: "FanCalendarICSTests",
            dependencies: ["FanCalendarICS", "FanCalendarZoneInfo", "CICULazy", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FanCalendarAppTests",
            dependencies: ["FanCalendarApp", "FanCalendarZoneInfo", "TestSupport"],
            swiftSettings: libxml2Headers
        ),
        .testTarget(
            name: "FanCalendarSyncTests",
            dependencies: ["FanCalendarSync", "CNetLazy", "TestSupport"],
            swiftSettings: libxml2Headers
        ),
        .testTarget(
            name: "FanCalendarCLITests",
            dependencies: ["FanCalendarCLI", "FanCalendarZoneInfo", "CNetLazy", "TestSupport"],
            exclude: ["Golden", "Servers"],
            swiftSettings: libxml2Headers
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzz targets link libFuzzer, so it exists only when `make fuzz` asks for it
// (FANCAL_FUZZ=1); declared always, it would break every plain build at link time.
if Context.environment["FANCAL_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "fancal-fuzz",
            dependencies: ["FanCalendar", "FanCalendarApp", "FanCalendarICS", "FanCalendarSync", "FanCalendarZoneInfo"],
            path: "Sources/FanCalendarFuzz", exclude: ["ics.dict", "multistatus.dict", "trip.dict"],
            swiftSettings: libxml2Headers))
}
