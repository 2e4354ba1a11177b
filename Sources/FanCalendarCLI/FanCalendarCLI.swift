import FanCalendar
import FanCalendarApp
import FanCalendarStore

#if canImport(Glibc)
    import Glibc
#endif

/// The command-line front end: parses, dispatches to a command, maps errors to exit codes.
public enum FanCalendarCLI {
    public static let version = "0.1.0"

    static let commands: [any Command.Type] = [
        AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DeleteCommand.self,
        MonthCommand.self, YearCommand.self, SummaryCommand.self, ChartCommand.self, ImportCommand.self, ExportCommand.self, BackupCommand.self, RestoreCommand.self,
        CompletionsCommand.self,
        ArtistCommand.self,
        NextCommand.self,
        WrappedCommand.self,
        FeedCommand.self,
        SyncCommand.self,
    ]

    /// Runs fancal as a process: real arguments, environment and file descriptors; exits.
    public static func main() -> Never {
        var environment: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        signal(SIGPIPE, SIG_IGN)
        let code = run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
            stdout: FileDescriptorSink(descriptor: 1), stderr: FileDescriptorSink(descriptor: 2),
            stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1)
        exit(code)
    }

    /// Runs one command line and returns its exit code. Nothing here touches the process's
    /// global state, so tests can call it in-process.
    public static func run(
        arguments: [String], environment: [String: String], stdout: OutputSink, stderr: OutputSink,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false
    ) -> Int32 {
        do {
            let specs = commands.map { $0.spec }
            let parsed = try ArgumentParser.parse(
                arguments, lookup: { name in specs.first { $0.name == name } }, commandNames: specs.map(\.name))
            let context = Context(
                environment: environment, stdout: stdout, stderr: stderr, globals: parsed.arguments,
                stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal)
            if parsed.arguments.flags.contains("version") {
                stdout.write("fancal \(version)\n")
                return 0
            }
            guard let name = parsed.commandName, let command = commands.first(where: { $0.spec.name == name }) else {
                let language = (try? context.language()) ?? .en
                stdout.write(HelpText.overview(specs, language: language))
                return parsed.arguments.flags.contains("help") ? 0 : 2
            }
            if parsed.arguments.flags.contains("help") {
                stdout.write(HelpText.command(command.spec, language: try context.language()))
                return 0
            }
            try ArgumentParser.checkPositionals(parsed.arguments, spec: command.spec)
            try command.validate(parsed.arguments)
            return try command.run(parsed.arguments, context)
        } catch let error as AppError {
            let language = Context.language(arguments: arguments, environment: environment)
            stderr.write("fancal: \(error.message(language))\n")
            return error.exitCode
        } catch let error as CLIError {
            stderr.write("fancal: \(error.message)\n")
            return error.exitCode
        } catch let error as StoreError {
            stderr.write("fancal: \(error.description)\n")
            return 1
        } catch {
            stderr.write("fancal: \(error)\n")
            return 1
        }
    }
}
