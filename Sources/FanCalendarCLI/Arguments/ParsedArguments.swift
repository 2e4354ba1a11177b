import FanCalendar

/// What the command line said, after parsing against a `CommandSpec`; values not yet validated.
/// A command reads them through its declared options (`arguments[Self.all]`, DeclaredOptions).
struct ParsedArguments: Sendable {
    /// The subcommand's word (`new` in `fancal trip new`), for commands made of subcommands.
    var subcommand: String?
    var positionals: [String] = []
    /// Option values by long name, in the order given (the last one wins for single values).
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
}

/// Splits a command line into the command name, its arguments and the global options.
enum ArgumentParser {
    struct Result {
        var commandName: String?
        var arguments: ParsedArguments
        /// The spec the arguments were parsed against: the subcommand's, when one was named.
        var spec: CommandSpec?
    }

    /// Parses `arguments` (without the program name). Global options may appear anywhere.
    /// - Parameter lookup: finds a command spec by name, for its options.
    /// - Throws: `CLIError.usage` for unknown options or commands, missing values, and extra or
    ///   missing positionals, with the closest match suggested.
    static func parse(_ arguments: [String], lookup: (String) -> CommandSpec?, commandNames: [String])
        throws(CLIError) -> Result
    {
        var result = Result(commandName: nil, arguments: ParsedArguments())
        var spec: CommandSpec?
        var parent: CommandSpec?
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument, spec: spec) {
                if result.commandName == nil && !onlyPositionals {
                    guard let found = lookup(argument) else {
                        throw .usage(unknownCommand(argument, commandNames: commandNames))
                    }
                    result.commandName = found.name
                    spec = found
                } else if let group = spec, !group.subcommands.isEmpty, result.arguments.subcommand == nil {
                    guard let found = group.subcommands.first(where: { $0.word == argument }) else {
                        throw .usage(unknownSubcommand(argument, of: group))
                    }
                    result.arguments.subcommand = found.word
                    parent = spec
                    spec = found
                } else {
                    result.arguments.positionals.append(argument)
                }
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                if result.commandName == nil, index < arguments.count {
                    let name = arguments[index]
                    guard let found = lookup(name) else { throw .usage(unknownCommand(name, commandNames: commandNames)) }
                    result.commandName = found.name
                    spec = found
                    index += 1
                }
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                name = String(argument.dropFirst())
            }
            // A command's own option wins over a global one of the same name (`artist --color
            // #RRGGBB` against `--color auto|always|never`).
            let candidates = (spec?.options ?? []) + GlobalOptions.specs
            let isLong = argument.hasPrefix("--")
            guard
                let option = candidates.first(where: { isLong ? $0.name == name : $0.short == name })
            else {
                if isLong, let parent, let spec, let message = parent.siblingOption,
                    parent.subcommands.contains(where: { $0.options.contains { $0.name == name } })
                {
                    throw .usage(message(spec.name, name))
                }
                let names = candidates.map { "--" + $0.name } + candidates.compactMap { $0.short.map { "-" + $0 } }
                let suggestion = Suggestions.closest(to: isLong ? "--" + name : argument, among: names)
                let commandHelp = spec.map { "fancal \($0.name) --help" } ?? "fancal --help"
                throw .usage(ErrorText.unknownOption(argument, suggestion: suggestion, help: commandHelp))
            }
            if option.isFlag {
                if inlineValue != nil { throw .usage(ErrorText.optionTakesNoValue(option.name)) }
                result.arguments.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if option.valueIsOptional && (index >= arguments.count || arguments[index].hasPrefix("-")) {
                value = ""
            } else {
                guard index < arguments.count else {
                    throw .usage(ErrorText.optionNeedsValue(option.name, valueName: option.valueName ?? "VALUE"))
                }
                value = arguments[index]
                index += 1
            }
            result.arguments.values[option.name, default: []].append(value)
        }
        result.spec = spec
        return result
    }

    private static func unknownSubcommand(_ word: String, of spec: CommandSpec) -> LocalizedText {
        let suggestion = Suggestions.closest(to: word, among: spec.subcommands.map(\.word))
        return spec.unknownSubcommand?(word, suggestion) ?? ErrorText.unknownSubcommand(word, of: spec.name, suggestion: suggestion)
    }

    /// `-5` is an amount, not an option, when the command has no `-5` option: let the command's
    /// validation explain that negative amounts are refused.
    private static func isNegativeNumber(_ argument: String, spec: CommandSpec?) -> Bool {
        let body = argument.dropFirst()
        guard !body.isEmpty, body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) else { return false }
        return !(spec?.options.contains { $0.short == String(body) } ?? false)
    }

    private static func unknownCommand(_ name: String, commandNames: [String]) -> LocalizedText {
        ErrorText.unknownCommand(name, suggestion: Suggestions.closest(to: name, among: commandNames))
    }

    /// Checks positional counts against the spec.
    static func checkPositionals(_ arguments: ParsedArguments, spec: CommandSpec) throws(CLIError) {
        if !spec.subcommands.isEmpty && !spec.runsAlone {
            let words = spec.subcommands.map(\.word).joined(separator: ", ")
            throw .usage(ErrorText.missingSubcommand(spec.name, words: words))
        }
        let required = spec.positionals.filter { !$0.isOptional }.count
        let variadic = spec.positionals.contains { $0.isVariadic }
        let tooMany = !variadic && arguments.positionals.count > spec.positionals.count
        if case .usage(let message) = spec.countMessage, arguments.positionals.count < required || tooMany {
            throw .usage(message)
        }
        if arguments.positionals.count < required {
            let missing = spec.positionals[arguments.positionals.count]
            if case .namedWithParentHelp = spec.countMessage {
                throw .usage(ErrorText.missingPlaceholder(spec.name, missing.name))
            }
            throw .usage(ErrorText.missingArgument(spec.name, missing.name))
        }
        if tooMany {
            let extra = arguments.positionals[spec.positionals.count]
            // `fancal add 2026-12-24 クリスマス 配信 ライブ`: the shell split a title at its spaces.
            if let title = spec.positionals.lastIndex(where: { $0.name == "TITLE" }), title == spec.positionals.count - 1 {
                let words = arguments.positionals[title...].joined(separator: " ")
                let quoted = (["fancal", spec.name] + arguments.positionals[..<title] + ["\"" + words + "\""])
                    .joined(separator: " ")
                throw .usage(ErrorText.unquotedTitle(spec.name, extra, quoted: quoted))
            }
            throw .usage(ErrorText.unexpectedArgument(spec.name, extra))
        }
    }
}
