import Foundation
import TestSupport
import XCTest

/// `fancal import` end to end on every file of the shared corpus (`../shared/corpus/ics`, read in
/// place, never copied), each into its own throwaway database, twice.
///
/// What the facts in EXPECTED.tsv imply at the command line:
/// - a file neither python icalendar nor libical can read is refused: exit 1, stdout empty, one
///   `fancal: FILE…` line on stderr ending with "nothing was imported", and no record written;
/// - every other file imports: stdout is exactly the summary line, exit 0 when nothing was
///   rejected and 1 when something was, one `fancal: FILE…rejected…` line on stderr per rejected
///   event and nothing else; a file with VEVENTs adds or rejects at least one of them, a file
///   without adds nothing; `list` then shows exactly the records added;
/// - importing the same file again adds and updates nothing and rejects the same events;
/// - no run crashes: every process exits normally with 0, 1 or 2.
///
/// The record counts per file are checked at the library level (FanCalendarICSTests/CorpusTests).
final class CorpusImportTests: XCTestCase {
    private struct Fact {
        var file: String
        var veventCount: Int
        var pythonOK: String
        var libicalOK: String
        /// Neither library returns a calendar: fancal must refuse the file.
        var unreadable: Bool { pythonOK == "no" && libicalOK == "no" }
    }

    /// One finished process.
    private struct Run: Sendable {
        var arguments: [String]
        var exitCode: Int32
        var signalled: Bool
        var stdout: String
        var stderr: String
    }

    /// Both imports and the listings after each, for one file.
    private struct Outcome: Sendable {
        var file: String
        var first: Run
        var listedAfterFirst: Run
        var second: Run
        var listedAfterSecond: Run
    }

    private struct Summary: Equatable {
        var added, updated, unchanged, skipped, rejected: Int
    }

    private func facts(in corpus: URL) throws -> [Fact] {
        let table = try String(contentsOf: corpus.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8)
        let lines = table.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        guard let header = lines.first?.map(String.init),
            let file = header.firstIndex(of: "file"), let count = header.firstIndex(of: "vevent_count"),
            let python = header.firstIndex(of: "python_icalendar_ok"), let libical = header.firstIndex(of: "libical_ok")
        else {
            XCTFail("EXPECTED.tsv lacks the columns file, vevent_count, python_icalendar_ok, libical_ok")
            return []
        }
        return lines.dropFirst().map { fields in
            Fact(
                file: String(fields[file]), veventCount: Int(fields[count]) ?? -1,
                pythonOK: String(fields[python]), libicalOK: String(fields[libical]))
        }
    }

    func testEveryCorpusFileImportsOrIsRefusedEndToEnd() throws {
        guard let corpus = SharedMaterial.icsCorpus else { throw XCTSkip("no ../shared/corpus/ics beside the checkout") }
        let facts = try facts(in: corpus)
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".ics") }
        XCTAssertEqual(Set(facts.map(\.file)), Set(onDisk), "EXPECTED.tsv and the .ics files disagree")
        XCTAssertGreaterThanOrEqual(facts.count, 39)

        // Two files at a time (each in its own database): the processes dominate the run time.
        let paths = facts.map { corpus.appendingPathComponent($0.file).path }
        let results = Results<Outcome>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.set(index, Self.importTwice(paths[index]))
        }
        for (fact, outcome) in zip(facts, results.all) {
            check(fact, outcome)
        }
    }

    private func check(_ fact: Fact, _ outcome: Outcome) {
        let file = fact.file
        for run in [outcome.first, outcome.listedAfterFirst, outcome.second, outcome.listedAfterSecond] {
            XCTAssertFalse(run.signalled, "\(file): fancal \(run.arguments) was killed by signal \(run.exitCode)")
            XCTAssertTrue((0...2).contains(run.exitCode), "\(file): fancal \(run.arguments) exited \(run.exitCode)")
        }
        for list in [outcome.listedAfterFirst, outcome.listedAfterSecond] {
            XCTAssertEqual(list.exitCode, 0, "\(file): list after import: \(list.stderr)")
            XCTAssertEqual(list.stderr, "", "\(file): list after import")
        }
        let recordsAfterFirst = Self.recordCount(outcome.listedAfterFirst)
        let recordsAfterSecond = Self.recordCount(outcome.listedAfterSecond)
        XCTAssertNotNil(recordsAfterFirst, "\(file): list --format json is not a JSON array: \(outcome.listedAfterFirst.stdout.prefix(200))")

        if fact.unreadable {
            for run in [outcome.first, outcome.second] {
                XCTAssertEqual(run.exitCode, 1, "\(file) must be refused: \(run.stdout)\(run.stderr)")
                XCTAssertEqual(run.stdout, "", "\(file): a refused file prints no summary")
                // One message: no lines about single events of a file that is refused as a whole.
                let lines = Self.lines(run.stderr)
                XCTAssertEqual(lines.count, 1, "\(file): one message when refused: \(run.stderr)")
                XCTAssertTrue(lines.last?.hasPrefix("fancal: \(outcome.first.arguments[1])") ?? false, "\(file): \(run.stderr)")
                XCTAssertTrue(lines.last?.hasSuffix("nothing was imported") ?? false, "\(file): \(run.stderr)")
            }
            XCTAssertEqual(recordsAfterFirst, 0, "\(file) was refused but records were written")
            XCTAssertEqual(recordsAfterSecond, 0, "\(file) was refused but records were written")
            return
        }

        guard let first = Self.summary(outcome.first, file: file), let second = Self.summary(outcome.second, file: file)
        else { return }
        XCTAssertEqual(outcome.first.exitCode, first.rejected > 0 ? 1 : 0, "\(file): exit code vs \(first)")
        XCTAssertEqual(first.unchanged, 0, "\(file): nothing can be unchanged in an empty database")
        if fact.veventCount > 0 {
            XCTAssertGreaterThan(first.added + first.rejected, 0, "\(file) has \(fact.veventCount) VEVENTs: \(first)")
        } else {
            XCTAssertEqual(first.added + first.updated + first.rejected, 0, "\(file) has no VEVENT: \(first)")
        }
        XCTAssertEqual(recordsAfterFirst, first.added, "\(file): records listed vs added")
        Self.checkRejections(outcome.first, count: first.rejected, file: file)

        // The second time: nothing new, nothing changed, the same rejections.
        XCTAssertEqual(
            second, Summary(added: 0, updated: 0, unchanged: first.added, skipped: first.skipped, rejected: first.rejected),
            "\(file): importing twice")
        XCTAssertEqual(outcome.second.exitCode, outcome.first.exitCode, "\(file): exit code of the second import")
        XCTAssertEqual(recordsAfterSecond, recordsAfterFirst, "\(file): the second import changed the records")
        Self.checkRejections(outcome.second, count: second.rejected, file: file)
    }

    /// stdout must be exactly `FILE: N added, N updated, N unchanged, N skipped[ (…)], N rejected`.
    private static func summary(_ run: Run, file: String) -> Summary? {
        let path = run.arguments[1]
        let pattern = #"^(\d+) added, (\d+) updated, (\d+) unchanged, (\d+) skipped( \([^)\n]*\))?, (\d+) rejected\n$"#
        guard run.stdout.hasPrefix(path + ": "),
            let regex = try? NSRegularExpression(pattern: pattern),
            case let rest = String(run.stdout.dropFirst(path.count + 2)),
            let match = regex.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest))
        else {
            XCTFail("\(file): stdout is not one summary line: \(run.stdout.debugDescription); stderr: \(run.stderr)")
            return nil
        }
        let number = { (group: Int) in Int(rest[Range(match.range(at: group), in: rest)!])! }
        return Summary(added: number(1), updated: number(2), unchanged: number(3), skipped: number(4), rejected: number(6))
    }

    /// One `fancal: FILE[:LINE]: event … rejected: reason` line per rejected event, then the
    /// reader's warnings (`fancal: FILE:LINE: …`, e.g. a VTIMEZONE that disagrees with the
    /// system's rules for its zone), nothing else.
    private static func checkRejections(_ run: Run, count: Int, file: String) {
        let lines = self.lines(run.stderr)
        XCTAssertEqual(lines.filter { $0.contains(" rejected: ") }.count, count, "\(file): stderr \(run.stderr.debugDescription)")
        for line in lines {
            XCTAssertTrue(line.hasPrefix("fancal: \(run.arguments[1])"), "\(file): stderr line \(line)")
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    private static func recordCount(_ run: Run) -> Int? {
        guard let data = run.stdout.data(using: .utf8),
            let array = try? JSONSerialization.jsonObject(with: data) as? [Any]
        else { return nil }
        return array.count
    }

    /// Imports `path` into a fresh database twice, listing the records after each import.
    private static func importTwice(_ path: String) -> Outcome {
        let fancal = Fancal()
        defer { try? FileManager.default.removeItem(at: fancal.directory) }
        let environment = fancal.environment
        let first = run(["import", path], environment)
        let listedAfterFirst = run(["list", "--format", "json"], environment)
        let second = run(["import", path], environment)
        let listedAfterSecond = run(["list", "--format", "json"], environment)
        return Outcome(
            file: path, first: first, listedAfterFirst: listedAfterFirst, second: second,
            listedAfterSecond: listedAfterSecond)
    }

    /// Runs the built fancal and tells a normal exit from a signal (which `Fancal.run` cannot).
    private static func run(_ arguments: [String], _ environment: [String: String]) -> Run {
        let process = Process()
        process.executableURL = Fancal.executable
        process.arguments = arguments
        process.environment = environment
        let directory = URL(fileURLWithPath: environment["HOME"]!)
        let outURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        do {
            let out = try FileHandle(forWritingTo: outURL)
            let err = try FileHandle(forWritingTo: errURL)
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try out.close()
            try err.close()
        } catch {
            return Run(arguments: arguments, exitCode: -1, signalled: false, stdout: "", stderr: "could not run: \(error)")
        }
        let read = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        return Run(
            arguments: arguments, exitCode: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal, stdout: read(outURL), stderr: read(errURL))
    }
}

/// Values filled in from concurrent workers, one slot each.
private final class Results<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
