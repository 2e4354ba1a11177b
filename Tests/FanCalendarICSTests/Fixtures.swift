import FanCalendar
import FanCalendarICS
import Foundation
import XCTest

/// Fixture files beside the tests, and a reader with a fixed home zone and today.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static let tokyoOptions = ICSImportOptions(
        homeZone: "Asia/Tokyo", today: CivilDate(year: 2026, month: 11, day: 29)!)

    /// Every item of a fixture, read from the file.
    static func items(_ name: String, options: ICSImportOptions = tokyoOptions) throws -> [ICSImportItem] {
        var items: [ICSImportItem] = []
        try ICSReader(options: options).read(path: path(name)) { items.append($0) }
        return items
    }

    /// The imported events of a fixture, by uid and recurrence id.
    static func events(_ name: String, options: ICSImportOptions = tokyoOptions) throws -> [ImportedEvent] {
        try items(name, options: options).compactMap {
            if case .event(let event) = $0 { return event }
            return nil
        }
    }

    /// The file-level error a fixture causes.
    static func error(_ name: String) -> ICSError? {
        do {
            _ = try items(name)
            return nil
        } catch {
            return error as? ICSError
        }
    }
}

extension Array where Element == ImportedEvent {
    func record(_ uid: String, _ recurrenceID: String? = nil) -> Record? {
        first { $0.record.uid == uid && $0.record.recurrenceID == recurrenceID }?.record
    }
}
