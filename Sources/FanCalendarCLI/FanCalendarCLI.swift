import FanCalendar
import FanCalendarApp
import FanCalendarZoneInfo

#if canImport(Glibc)
    import Glibc
#endif

/// The command-line front end: parses, dispatches to a command, maps errors to exit codes.
package enum FanCalendarCLI {
    package static let version = "0.1.0"

    static let commands: [any Command.Type] = [
        AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DeleteCommand.self,
        MonthCommand.self, YearCommand.self, SummaryCommand.self, ChartCommand.self, ImportCommand.self, ExportCommand.self, BackupCommand.self, RestoreCommand.self,
        CompletionsCommand.self,
        ArtistCommand.self,
        NextCommand.self,
        WrappedCommand.self,
        TripCommand.self,
        TicketCommand.self,
        DueCommand.self,
        HelpCommand.self,
        ManCommand.self,
        RateCommand.self,
        BudgetCommand.self,
        ConfigCommand.self,
        CopyCommand.self,
        UndoCommand.self,
        FeedCommand.self,
        SyncCommand.self,
    ]

    /// Runs fancal as a process: real arguments, environment and file descriptors; exits.
    package static func main() -> Never {
        var count = 0
        while environ[count] != nil { count += 1 }
        var environment: [String: String] = [:]
        environment.reserveCapacity(count)
        for index in 0..<count {
            let entry = environ[index]!
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: strlen(entry))
            // An ASCII entry, as nearly all are, is split at its first "=" byte, where the text
            // has a character "=" of its own, without breaking the whole entry into characters:
            // that cost 0.5 M of a start-up's 5.7 M instructions in a shell's environment.
            if bytes.allSatisfy({ $0 < 0x80 }) {
                if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                    environment[String(decoding: bytes[..<equals], as: UTF8.self)] =
                        String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
                continue
            }
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
        }
        signal(SIGPIPE, SIG_IGN)
        SystemZoneInfo.install()
        // From argv's bytes: `CommandLine.arguments` replaces bytes that are not UTF-8 with
        // U+FFFD, and a file so named could then be neither found nor shown (FileNameText).
        let arguments = (1..<Int(CommandLine.argc)).map { index in
            FileNameText.decode(Array(UnsafeRawBufferPointer(start: CommandLine.unsafeArgv[index]!, count: strlen(CommandLine.unsafeArgv[index]!))))
        }
        let code = run(
            arguments: arguments, environment: environment,
            stdout: FileDescriptorSink(descriptor: 1), stderr: FileDescriptorSink(descriptor: 2),
            stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1, stdinIsTerminal: isatty(0) == 1,
            readAnswer: { readLine() })
        exit(code)
    }

    /// Runs one command line and returns its exit code. Nothing here touches the process's
    /// global state, so tests can call it in-process.
    package static func run(
        arguments: [String], environment: [String: String], stdout: OutputSink, stderr: OutputSink,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, stdinIsTerminal: Bool = false,
        readAnswer: @escaping () -> String? = { nil }
    ) -> Int32 {
        do {
            let specs = commands.map { $0.spec }
            let parsed = try ArgumentParser.parse(
                arguments, lookup: { name in specs.first { $0.name == name } }, commandNames: specs.map(\.name))
            let context = Context(
                environment: environment, stdout: stdout, stderr: stderr, globals: parsed.arguments,
                stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal,
                stdinIsTerminal: stdinIsTerminal, readAnswer: readAnswer)
            if parsed.arguments[GlobalOptions.version] {
                stdout.write("fancal \(version)\n")
                return 0
            }
            // `fancal` alone shows this month, as `cal` does.
            let name = parsed.commandName ?? MonthCommand.spec.name
            let paged = parsed.arguments[GlobalOptions.help]
                || commands.first(where: { $0.spec.name == name })?.pagesLongOutput == true
            let paging = paged ? context.pageLongOutput() : nil
            defer { paging?.finish() }
            if parsed.commandName == nil && parsed.arguments[GlobalOptions.help] {
                context.stdout.write(HelpText.overview(specs, language: (try? context.language()) ?? .en))
                return 0
            }
            guard let command = commands.first(where: { $0.spec.name == name })?.resolved(parsed.arguments) else {
                throw CLIError.usage(ErrorText.unknownCommandName(name))
            }
            let spec = parsed.spec ?? command.spec
            if parsed.arguments[GlobalOptions.help] {
                context.stdout.write(HelpText.command(spec, language: try context.language()))
                return 0
            }
            try ArgumentParser.checkPositionals(parsed.arguments, spec: spec)
            try command.validate(parsed.arguments)
            return try DisplayWidth.$ambiguousIsWide.withValue(context.ambiguousIsWide()) {
                try command.run(parsed.arguments, context)
            }
        } catch let error as any TranslatedError {
            let language = Context.language(arguments: arguments, environment: environment)
            stderr.write(errorLine(error.message(language)))
            return error.exitCode
        } catch let error as CLIError {
            let language = Context.language(arguments: arguments, environment: environment)
            stderr.write(errorLine(error.message(language)))
            return error.exitCode
        } catch {
            stderr.write(errorLine("\(error)"))
            return 1
        }
    }

    /// The one line an error prints: `fancal: ` and the message, made safe for a terminal
    /// (``TerminalText``): messages quote file names, UIDs and what the user typed.
    static func errorLine(_ message: String) -> String {
        "fancal: " + TerminalText.safe(message) + "\n"
    }
}
