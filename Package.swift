// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "fancal",
    products: [
        .executable(name: "fancal", targets: ["fancal"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CLibical", path: "Sources/CLibical"),
        // The ICU functions libical calls, loading ICU only when one runs (see icu_lazy.c).
        .target(name: "CICULazy"),
        .target(name: "FanCalendar"),
        .target(name: "FanCalendarStore", dependencies: ["FanCalendar", "CSQLite"]),
        .target(name: "FanCalendarICS", dependencies: ["FanCalendar", "CLibical", "CICULazy"]),
        .target(
            name: "FanCalendarApp",
            dependencies: ["FanCalendar", "FanCalendarStore", "FanCalendarICS"]
        ),
        .target(
            name: "FanCalendarCLI",
            dependencies: ["FanCalendar", "FanCalendarApp", "FanCalendarStore", "FanCalendarICS"]
        ),
        .executableTarget(name: "fancal", dependencies: ["FanCalendarCLI"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "FanCalendarTests",
            dependencies: ["FanCalendar", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "FanCalendarStoreTests",
            dependencies: ["FanCalendarStore", "TestSupport"]
        ),
        .testTarget(
            name: "FanCalendarICSTests",
            dependencies: ["FanCalendarICS", "CICULazy", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FanCalendarAppTests",
            dependencies: ["FanCalendarApp", "TestSupport"]
        ),
        .testTarget(
            name: "FanCalendarCLITests",
            dependencies: ["FanCalendarCLI", "TestSupport"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The importer's fuzz target links libFuzzer, so it exists only when `make fuzz` asks for it
// (FANCAL_FUZZ=1); declared always, it would break every plain build at link time.
if Context.environment["FANCAL_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "fancal-fuzz", dependencies: ["FanCalendar", "FanCalendarICS"], path: "Sources/FanCalendarFuzz",
            exclude: ["ics.dict"]))
}
