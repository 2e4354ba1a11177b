import CLibical
import Dispatch
import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// Reads iCalendar (RFC 5545) input into records, incrementally.
///
/// The input is cut into components by ``ComponentSplitter`` and each VEVENT and VTIMEZONE is
/// parsed by libical on its own, never libical's parse tree of the whole file; what was parsed
/// waits for the end of the input in ``staging`` (on disk for `fancal import`, so its memory
/// does not grow with the input). libical does all parsing, unfolding, unescaping, time zone
/// conversion and recurrence expansion.
///
/// Order of delivery: `.rejected` and `.skipped` items arrive in file order, as their components
/// are read (VEVENTs are parsed in batches: a rejection comes at most a batch later);
/// `.event` items arrive once the whole input has been read, because revisions of one UID and
/// overrides of a series may come anywhere in the input (even in another VCALENDAR). Events of a
/// UID come together, in the order UIDs first appear.
///
/// Within one input, several VEVENTs with one UID and no RECURRENCE-ID are revisions: only the
/// newest (``RecordLimits/isNewer(sequence:lastModified:than:lastModified:)``, then the last in
/// the input) is kept, as it is read, so 500,000 copies of one event hold one; overrides with
/// the same RECURRENCE-ID resolve the same way. Across imports, idempotency by
/// (uid, recurrenceID) is the store's job.
///
/// Threads: libical's parse of each VEVENT, and the reading of its properties, run on Dispatch's
/// worker threads, a batch of a few hundred VEVENTs at a time, while the calling thread cuts the
/// next batch out of the input; the results are taken in file order on the calling thread, which
/// alone runs the handler and the VTIMEZONEs. Once the input is read, the series assembly of a
/// large input runs on a thread of its own beside the handler (``smallestStagingAssembledBeside``).
/// Items, their order and errors are the same as when everything runs on one thread.
///
/// Not thread-safe for callers: libical keeps process-wide state (its builtin zones, whether
/// errors are fatal) that the reader sets up before its own threads start; use one reader at a
/// time, from one thread.
package struct ICSReader {
    /// How events are mapped and which limits apply.
    package var options: ICSImportOptions
    /// Whether batches of VEVENTs are parsed on several threads; false parses every one on the
    /// calling thread (tests compare the two).
    var parsesInParallel = true
    /// Wraps the delivery of the events, which all come once the input has been read (see
    /// ``report(reading:stopAtRejection:aroundEvents:event:)``); nil delivers them plainly.
    var aroundEvents: ((_ deliver: () throws -> Void) throws -> Void)?
    /// Makes, once per read, where the events wait for the end of the input: nil keeps them in
    /// memory (``MemoryStaging``); `fancal import` stages them in a temporary SQLite database, so
    /// that its memory does not grow with the input.
    package var staging: (() throws -> any EventStaging)?
    /// Whether each UID's events are followed by the ``ICSImportItem/object(_:)`` they came from
    /// (for callers that keep objects: import, feeds, sync).
    package var deliversObjects = false
    /// UIDs from which on a parallel reader assembles each UID's records and object on a thread
    /// of its own while the handler runs; fewer are assembled on the calling thread, where
    /// waking another would cost more than it saves.
    static let smallestStagingAssembledBeside = 256

    /// - Parameter options: home zone, defaults, recurrence horizon and limits.
    package init(options: ICSImportOptions) {
        self.options = options
    }

    /// Reads a file.
    /// - Parameters:
    ///   - path: the file to read; also the name used in error messages.
    ///   - handler: called once per item; an error it throws stops reading and is rethrown.
    /// - Throws: ``ICSError`` when the file as a whole is refused, possibly after some items
    ///   were delivered (a truncation shows only at the end): the caller must then discard
    ///   everything it received, e.g. by rolling back its transaction.
    package func read(path: String, handler: (ICSImportItem) throws -> Void) throws {
        // Opened by its bytes (FileNameText): a name that is not UTF-8 is still found.
        let descriptor = open(FileNameText.cString(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file" : errno == EACCES ? "permission denied" : String(cString: strerror(errno))
            throw ICSError.unreadable(file: path, reason: reason)
        }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw ICSError.unreadable(file: path, reason: "this is a folder; name an .ics file in it")
        }
        defer { close(descriptor) }
        // A regular file ends where its size says; a FIFO or a device named by path may not.
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        try read(
            fileDescriptor: descriptor, name: path,
            limit: isRegular ? options.maximumFileBytes : options.maximumInputBytes, handler: handler)
    }

    /// Reads from an open file descriptor (standard input, a pipe) until its end.
    /// - Parameters:
    ///   - descriptor: read in 64 KiB blocks; not closed.
    ///   - name: how messages name the input, e.g. `-` or `<stdin>`.
    ///   - handler: called once per item; an error it throws stops reading and is rethrown.
    /// - Throws: ``ICSError`` as ``read(path:handler:)`` does.
    package func read(fileDescriptor descriptor: Int32, name: String, handler: (ICSImportItem) throws -> Void) throws {
        try read(fileDescriptor: descriptor, name: name, limit: options.maximumInputBytes, handler: handler)
    }

    private func read(
        fileDescriptor descriptor: Int32, name: String, limit: Int, handler: (ICSImportItem) throws -> Void
    ) throws {
        try withSession(name: name, limit: limit, handler: handler) { feed in
            var block = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = block.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw ICSError.unreadable(file: name, reason: String(cString: strerror(errno)))
                }
                guard count > 0 else { return }
                try feed(Array(block[..<count]))
            }
        }
    }

    /// Reads bytes already in memory (tests, small inputs).
    /// - Parameters:
    ///   - bytes: the whole input.
    ///   - name: how messages name the input.
    ///   - handler: called once per item.
    /// - Throws: ``ICSError`` as ``read(path:handler:)`` does.
    package func read(bytes: some Collection<UInt8>, name: String, handler: (ICSImportItem) throws -> Void) throws {
        try withSession(name: name, limit: options.maximumInputBytes, handler: handler) { feed in
            try feed(Array(bytes))
        }
    }

    /// Reads a whole input, handing each event to `event` (which stores it) and keeping count of
    /// everything else in the report it returns.
    /// - Parameters:
    ///   - stopAtRejection: stop reading at the first rejected event (`import --strict`); the
    ///     report then holds that rejection and what came before it.
    ///   - aroundEvents: called once, when the input has been read and holds events, with a
    ///     closure that delivers them all: a caller opens its store and transaction here, so an
    ///     input refused, stopped or without events opens nothing. Not called otherwise.
    ///   - event: called once per event, after the report has noted its warnings; an error it
    ///     throws stops reading and is rethrown.
    ///   - object: called once per UID after its events, with the object they came from.
    /// - Throws: ``ICSError`` when the input as a whole is refused.
    package func report(
        reading source: ImportSource, stopAtRejection: Bool = false,
        aroundEvents: (_ deliver: () throws -> Void) throws -> Void = { try $0() },
        event: (ImportedEvent) throws -> Void, object: ((CalendarObject) throws -> Void)? = nil
    ) throws -> ImportReport {
        try withoutActuallyEscaping(aroundEvents) { aroundEvents in
            var reader = self
            reader.aroundEvents = aroundEvents
            if object != nil { reader.deliversObjects = true }
            return try reader.report(reading: source, stopAtRejection: stopAtRejection, event: event, object: object)
        }
    }

    private func report(
        reading source: ImportSource, stopAtRejection: Bool, event: (ImportedEvent) throws -> Void,
        object: ((CalendarObject) throws -> Void)?
    ) throws -> ImportReport {
        struct Stop: Error {}
        var report = ImportReport()
        let handler: (ICSImportItem) throws -> Void = { item in
            report.note(item)
            switch item {
            case .event(let imported): try event(imported)
            case .object(let calendarObject): try object?(calendarObject)
            case .rejected where stopAtRejection: throw Stop()
            default: break
            }
        }
        do {
            switch source {
            case .file(let path): try read(path: path, handler: handler)
            case .standardInput: try read(fileDescriptor: STDIN_FILENO, name: source.name, handler: handler)
            }
        } catch is Stop {}
        return report
    }

    /// Reads a whole input into an array of items: convenient for small inputs and tests.
    /// - Parameter objects: whether the ``ICSImportItem/object(_:)`` items are among them.
    /// - Throws: ``ICSError`` when the input as a whole is refused.
    package func items(bytes: some Collection<UInt8>, name: String, objects: Bool = false) throws -> [ICSImportItem] {
        var items: [ICSImportItem] = []
        var reader = self
        reader.deliversObjects = objects
        try reader.read(bytes: bytes, name: name) { items.append($0) }
        return items
    }

    /// - Parameter limit: the input's bytes beyond which it is refused (``ICSError/inputTooLarge(file:limit:)``).
    private func withSession(
        name: String, limit: Int, handler: (ICSImportItem) throws -> Void,
        body: (_ feed: ([UInt8]) throws -> Void) throws -> Void
    ) throws {
        _ = Libical.readyForThreads
        let staging = try self.staging?() ?? MemoryStaging()
        try withoutActuallyEscaping(handler) { handler in
            let session = ReadSession(
                file: name, options: options, parallel: parsesInParallel, objects: deliversObjects, staging: staging,
                aroundEvents: aroundEvents, handler: handler)
            // No parse outlives the read, even when it ends with an error.
            defer { session.waitForParses() }
            var splitter = ComponentSplitter(file: name, options: options) { try session.take($0) }
            var bytesRead = 0
            do {
                try body { bytes in
                    bytesRead += bytes.count
                    if bytesRead > limit { throw ICSError.inputTooLarge(file: name, limit: limit) }
                    try splitter.feed(bytes)
                }
                try splitter.finish()
            } catch {
                // A refused input (or a failed read): what was read before the error still reaches
                // the handler first, as it would have without batching, unless the handler itself
                // threw.
                try session.flushUnlessFailed()
                throw error
            }
            try session.flush()
            try session.finish()
        }
    }
}

/// The state of one read: VTIMEZONEs in hand, VEVENT texts waiting to be parsed in a batch, and
/// events waiting for the end of the input (in `staging`).
private final class ReadSession {
    private let file: String
    private let options: ICSImportOptions
    private let parallel: Bool
    /// Whether ``ICSReader/deliversObjects``.
    private let objects: Bool
    private let handler: (ICSImportItem) throws -> Void
    private let zones: ZoneResolver
    /// The VCALENDARs fancal's export wrote: their series keep their rule (``SeriesAssembler``).
    private var fancalCalendars = Set<Int>()
    private let staging: any EventStaging
    /// UID groups so far, numbered in order of first appearance.
    private var groupCount = 0
    /// Components the splitter has handed over (``ICSImportOptions/maximumComponents``).
    private var components = 0
    /// The text of each VTIMEZONE by VCALENDAR and TZID, for the ``CalendarObject``s that use it.
    private var zoneTexts: [Int: [String: [UInt8]]] = [:]

    /// What waits for the batch to be parsed, in file order: a VEVENT (its text in `batch`) or
    /// another item, such as a skipped component (reported after the VEVENTs before it).
    fileprivate enum Waiting {
        case event
        case other(ICSImportItem)
    }
    private var waiting: [Waiting] = []
    private var batch: [EventText] = []
    private var batchBytes = 0
    /// The previous batch, being parsed on other threads while the calling thread reads on.
    private var inFlight: ParseJob?
    /// The handler threw: nothing more is delivered.
    private var failed = false

    /// A batch is parsed once it holds this many VEVENTs or bytes (VEVENTs may be up to
    /// `maximumComponentBytes` each, so bytes bound the memory too).
    private static let batchEvents = 512
    private static let batchByteLimit = 4 << 20
    /// A batch is also parsed once this many items wait in it, events or not.
    private static let waitingLimit = 4 * batchEvents

    private let aroundEvents: ((_ deliver: () throws -> Void) throws -> Void)?

    init(
        file: String, options: ICSImportOptions, parallel: Bool, objects: Bool, staging: any EventStaging,
        aroundEvents: ((_ deliver: () throws -> Void) throws -> Void)?,
        handler: @escaping (ICSImportItem) throws -> Void
    ) {
        self.file = file
        self.staging = staging
        self.options = options
        self.parallel = parallel
        self.objects = objects
        self.aroundEvents = aroundEvents
        self.handler = handler
        zones = ZoneResolver(homeZone: options.homeZone)
    }

    private func deliver(_ item: ICSImportItem) throws {
        do {
            try handler(item)
        } catch {
            failed = true
            throw error
        }
    }

    func take(_ piece: ComponentSplitter.Piece) throws {
        if case .calendarEnded = piece {} else {
            components += 1
            if components > options.maximumComponents {
                throw ICSError.tooManyComponents(file: file, limit: options.maximumComponents)
            }
        }
        switch piece {
        case .skipped(let kind):
            if kind == "VALARM" { return }
            try deliverInOrder(.skipped(kind: kind))
        case .calendarEnded(let calendar, let properties):
            // Zones matter only in `finish()`: no need to wait for the batch.
            guard let component = Libical.parse(properties) else { return }
            defer { icalcomponent_free(component) }
            if let zone = Libical.extensionValue(component, named: "X-WR-TIMEZONE") {
                zones.setFloatingZone(zone, calendar: calendar)
            }
            if let property = icalcomponent_get_first_property(component, ICAL_PRODID_PROPERTY),
                let productID = icalproperty_get_prodid(property), ProductID.isFancal(String(cString: productID))
            {
                fancalCalendars.insert(calendar)
            }
        case .component(let kind, let text, let line, let calendar):
            if kind == "VEVENT" {
                waiting.append(.event)
                batch.append(EventText(text: text, line: line, calendar: calendar))
                batchBytes += text.count
                if batch.count >= Self.batchEvents || batchBytes >= Self.batchByteLimit { try handOff() }
                return
            }
            guard let component = Libical.parse(text) else { return }
            guard kind == "VTIMEZONE" && icalcomponent_isa(component) == ICAL_VTIMEZONE_COMPONENT else {
                icalcomponent_free(component)
                return
            }
            if let refusal = ZoneResolver.refusal(of: component, options: options) {
                icalcomponent_free(component)
                try deliverInOrder(.warning(line: line, message: refusal))
                return
            }
            if let tzid = icalcomponent_get_first_property(component, ICAL_TZID_PROPERTY)
                .flatMap({ Libical.text(icalproperty_get_tzid($0)) })
            {
                zoneTexts[calendar, default: [:]][tzid] = text
            }
            zones.add(vtimezone: component, calendar: calendar)
        }
    }

    /// Delivers an item that is not an event now, or after the VEVENTs before it when they
    /// wait (or are still being parsed).
    private func deliverInOrder(_ item: ICSImportItem) throws {
        if waiting.isEmpty && inFlight == nil {
            try deliver(item)
        } else {
            waiting.append(.other(item))
            // Millions of VTODOs after one VEVENT waited for a batch that never filled (1 GB).
            if waiting.count >= Self.waitingLimit { try handOff() }
        }
    }

    /// Starts parsing the full batch on other threads, then takes the previous batch (parsed
    /// meanwhile): the calling thread splits the next batch while this one is parsed.
    private func handOff() throws {
        let job = startBatch()
        let previous = inFlight
        inFlight = job
        if let previous { try takeResults(of: previous) }
    }

    /// Parses everything waiting and takes it, in file order.
    func flush() throws {
        if let previous = inFlight {
            inFlight = nil
            try takeResults(of: previous)
        }
        if !waiting.isEmpty { try takeResults(of: startBatch()) }
    }

    /// Waits until no parse runs (the read is over, maybe with an error).
    func waitForParses() {
        inFlight?.wait()
        inFlight = nil
    }

    private func startBatch() -> ParseJob {
        let job = ParseJob(texts: batch, entries: waiting, options: options, parallel: parallel)
        waiting.removeAll(keepingCapacity: true)
        batch.removeAll(keepingCapacity: true)
        batchBytes = 0
        return job
    }

    /// Takes a parsed batch: the events are kept, rejections and skipped components are
    /// delivered, all in file order.
    private func takeResults(of job: ParseJob) throws {
        let outcomes = job.results()
        var next = 0
        for entry in job.entries {
            switch entry {
            case .other(let item):
                try deliver(item)
            case .event:
                switch outcomes[next] {
                case .success(let event): try keep(event)
                case .failure(let rejection):
                    try deliver(.rejected(uid: rejection.uid, line: job.texts[next].line, reason: rejection.reason))
                }
                next += 1
            }
        }
    }

    /// ``flush()`` after the input was refused, unless the handler has already failed.
    func flushUnlessFailed() throws {
        if !failed { try flush() }
    }

    /// Keeps an event unless a newer revision of the same (UID, RECURRENCE-ID as written) is
    /// already kept; an older kept one is replaced in its slot (on a tie the later in the file
    /// wins). So what waits grows with the events of the input, never with their revisions.
    private func keep(_ event: StagedEvent) throws {
        let group = try staging.group(ofUID: event.uid, proposing: groupCount)
        let isNewUID = group == groupCount
        if isNewUID { groupCount += 1 }
        // A UID not seen before holds nothing yet: no look-up.
        guard !isNewUID, let kept = try staging.kept(group: group, key: event.key) else {
            return try staging.add(
                group: group, key: event.key, sequence: event.sequence, lastModified: event.lastModified,
                payload: event.payload)
        }
        if !RecordLimits.isNewer(
            sequence: kept.sequence, lastModified: kept.lastModified, than: event.sequence,
            lastModified: event.lastModified)
        {
            try staging.replace(
                group: group, key: event.key, sequence: event.sequence, lastModified: event.lastModified,
                payload: event.payload)
        }
    }

    /// The items of one UID's events, then the object they were derived from.
    private func assemble(
        _ members: [ParsedEvent], assembler: SeriesAssembler, into body: (ICSImportItem) throws -> Void
    ) throws {
        let items = assembler.items(for: members)
        for item in items { try body(item) }
        guard objects else { return }
        let texts = zoneTexts
        let object = CalendarObject(
            members: members, items: items, options: options, floatingZone: { self.zones.floatingZone(calendar: $0) },
            zoneText: { tzid, calendar in texts[calendar]?[tzid] ?? texts.values.lazy.compactMap({ $0[tzid] }).first })
        if let object { try body(.object(object)) }
    }

    /// Reads the staged events back, one UID's group at a time, and hands `body` the items and
    /// the object of each group, in order.
    private func assembleGroups(_ assembler: SeriesAssembler, into body: (ICSImportItem) throws -> Void) throws {
        // The events of one UID in file order, handed to the assembler once the group ends.
        var members: [ParsedEvent] = []
        var current = 0
        try staging.forEachByGroup { group, payload in
            if group != current {
                try assemble(members, assembler: assembler, into: body)
                members.removeAll(keepingCapacity: true)
                current = group
            }
            members.append(StagedEvent.event(from: payload, options: options))
        }
        if !members.isEmpty { try assemble(members, assembler: assembler, into: body) }
    }

    /// Items per batch handed from the assembling thread to the handler, and the batches that
    /// may wait: some hundreds of records and objects, whatever the input's size.
    private static let assembledBatchItems = 128
    private static let assembledBatchesWaiting = 4

    func finish() throws {
        let assembler = SeriesAssembler(options: options, zones: zones, fancalCalendars: fancalCalendars)
        let deliver = {
            if self.parallel && self.groupCount >= ICSReader.smallestStagingAssembledBeside {
                try self.assembleBesideHandler(assembler)
            } else {
                try self.assembleGroups(assembler) { try self.handler($0) }
            }
        }
        guard groupCount > 0, let aroundEvents else { return try deliver() }
        try aroundEvents(deliver)
    }

    /// ``assembleGroups(_:into:)`` on a thread of its own while the calling thread runs the
    /// handler on what it assembled, in batches, in order: reading the staging back, decoding
    /// and assembling are a quarter of what an import does once its input is read, and the
    /// handler (the store's INSERTs) keeps the calling thread busy meanwhile
    /// (Docs/benchmarks.md). Items, their order and errors are those of the calling thread
    /// alone; an error of the handler stops the assembly before this returns.
    private func assembleBesideHandler(_ assembler: SeriesAssembler) throws {
        let handOver = HandOver<AssembledBatch>(capacity: Self.assembledBatchesWaiting)
        let session = AssemblingSession(session: self, assembler: assembler)
        let assembled = DispatchGroup()
        DispatchQueue(label: "fancal.assemble").async(group: assembled) {
            var batch: [ICSImportItem] = []
            batch.reserveCapacity(Self.assembledBatchItems)
            do {
                try session.session.assembleGroups(session.assembler) { item in
                    batch.append(item)
                    guard batch.count == Self.assembledBatchItems else { return }
                    guard handOver.put(.items(batch)) else { throw HandlerStopped() }
                    batch.removeAll(keepingCapacity: true)
                }
                if handOver.put(.items(batch)) { _ = handOver.put(.end) }
            } catch is HandlerStopped {
            } catch {
                _ = handOver.put(.failure(error))
            }
        }
        // No assembly outlives the delivery: the staging and the session are the caller's again.
        defer {
            handOver.cancel()
            assembled.wait()
        }
        while true {
            switch handOver.take() {
            case .items(let items): for item in items { try handler(item) }
            case .failure(let error): throw error
            case .end: return
            }
        }
    }
}

/// What the assembling thread hands to the calling thread (``ReadSession/assembleBesideHandler(_:)``).
private enum AssembledBatch: Sendable {
    case items([ICSImportItem])
    /// What reading the staging back threw; nothing follows.
    case failure(any Error)
    case end
}

/// The assembling thread's part of a session.
///
/// `@unchecked Sendable`: once the input has been read, the session's state (its zones, their
/// VTIMEZONE texts, the staging) is used by the assembling thread alone until the calling
/// thread, which meanwhile runs only the handler, has waited for it to end.
private struct AssemblingSession: @unchecked Sendable {
    let session: ReadSession
    let assembler: SeriesAssembler
}

/// Thrown on the assembling thread once the handler has stopped taking.
private struct HandlerStopped: Error {}

/// One VEVENT's text as the splitter cut it, waiting to be parsed.
private struct EventText: Sendable {
    var text: [UInt8]
    var line: Int
    var calendar: Int

    /// Parses one VEVENT: libical's parse, then ``ParsedEvent``. Touches no state but the
    /// component it creates and frees, so it may run on any thread.
    static func parse(_ piece: EventText, options: ICSImportOptions) -> Result<StagedEvent, ParsedEvent.Rejection> {
        guard let component = Libical.parse(piece.text) else {
            return .failure(ParsedEvent.Rejection(uid: nil, reason: "libical cannot parse this VEVENT"))
        }
        defer { icalcomponent_free(component) }
        guard icalcomponent_isa(component) == ICAL_VEVENT_COMPONENT else {
            return .failure(ParsedEvent.Rejection(uid: nil, reason: "libical cannot parse this VEVENT"))
        }
        return Result { () throws(ParsedEvent.Rejection) in
            let event = try ParsedEvent(
                component: component, text: piece.text, line: piece.line, calendar: piece.calendar, options: options)
            return StagedEvent(event, text: piece.text)
        }
    }
}

/// One batch of VEVENTs being parsed: on other threads (Dispatch's global queue, in chunks) when
/// the reader is parallel and the batch large enough, else right away on the calling thread.
private final class ParseJob {
    let texts: [EventText]
    let entries: [ReadSession.Waiting]
    private let slots: ResultSlots
    private let group: DispatchGroup?

    /// Batches smaller than this (small inputs, the end of an input) are parsed on the calling
    /// thread: waking other threads would cost more than it saves.
    static let smallestParallelBatch = 64
    /// VEVENTs per unit of work handed to a thread: small, so that a thread slowed down (by
    /// another process on its core) holds up the batch for little time.
    static let chunkEvents = 16

    init(texts: [EventText], entries: [ReadSession.Waiting], options: ICSImportOptions, parallel: Bool) {
        self.texts = texts
        self.entries = entries
        let slots = ResultSlots(count: texts.count)
        self.slots = slots
        guard parallel, texts.count >= Self.smallestParallelBatch else {
            for (index, text) in texts.enumerated() { slots.store(EventText.parse(text, options: options), at: index) }
            group = nil
            return
        }
        let group = DispatchGroup()
        self.group = group
        for start in stride(from: 0, to: texts.count, by: Self.chunkEvents) {
            let chunk = texts[start..<min(start + Self.chunkEvents, texts.count)]
            DispatchQueue.global().async(group: group) {
                for index in chunk.indices { slots.store(EventText.parse(chunk[index], options: options), at: index) }
            }
        }
    }

    /// Returns once every chunk is parsed.
    func wait() {
        group?.wait()
    }

    /// The outcome of each VEVENT, in file order; waits for the parse to end.
    func results() -> [Result<StagedEvent, ParsedEvent.Rejection>] {
        wait()
        return slots.results()
    }
}

/// The results of one batch, written by the threads that parse it.
///
/// `@unchecked Sendable` because the chunks of a ``ParseJob`` share it between threads, and it is
/// safe because: each slot is written by exactly one chunk (chunks cover disjoint index ranges);
/// slots are read only by ``results()``, after the job's `DispatchGroup` wait has returned (which
/// orders every chunk's writes before it); and the storage lives from `init` to `deinit`, which
/// the chunks' closures, holding a reference, delay until they are done.
private final class ResultSlots: @unchecked Sendable {
    typealias Outcome = Result<StagedEvent, ParsedEvent.Rejection>
    private let slots: UnsafeMutablePointer<Outcome?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Called once per index, from any thread.
    func store(_ outcome: Outcome, at index: Int) {
        slots[index] = outcome
    }

    /// Every outcome, in index order; only once every `store` has returned.
    func results() -> [Outcome] {
        (0..<count).map { slots[$0]! }
    }
}
