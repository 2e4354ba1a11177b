/// What the command line said, after parsing against a `CommandSpec`; values not yet validated.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    /// Option values by long name, in the order given (the last one wins for single values).
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name]?.last }
    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}

/// Splits a command line into the command name, its arguments and the global options.
enum ArgumentParser {
    struct Result {
        var commandName: String?
        var arguments: ParsedArguments
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
                let names = candidates.map { "--" + $0.name } + candidates.compactMap { $0.short.map { "-" + $0 } }
                var message = "unknown option '\(argument)'"
                if let suggestion = Suggestions.closest(to: isLong ? "--" + name : argument, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                let commandHelp = spec.map { "fancal \($0.name) --help" } ?? "fancal --help"
                throw .usage(message + " (see `\(commandHelp)`)")
            }
            if option.isFlag {
                if inlineValue != nil { throw .usage("option --\(option.name) takes no value") }
                result.arguments.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw .usage("option --\(option.name) needs a value (\(option.valueName ?? "VALUE"))")
                }
                value = arguments[index]
                index += 1
            }
            result.arguments.values[option.name, default: []].append(value)
        }
        return result
    }

    /// `-5` is an amount, not an option, when the command has no `-5` option: let the command's
    /// validation explain that negative amounts are refused.
    private static func isNegativeNumber(_ argument: String, spec: CommandSpec?) -> Bool {
        let body = argument.dropFirst()
        guard !body.isEmpty, body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) else { return false }
        return !(spec?.options.contains { $0.short == String(body) } ?? false)
    }

    private static func unknownCommand(_ name: String, commandNames: [String]) -> String {
        var message = "unknown command '\(name)'"
        if let suggestion = Suggestions.closest(to: name, among: commandNames) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " (see `fancal --help`)"
    }

    /// Checks positional counts against the spec.
    static func checkPositionals(_ arguments: ParsedArguments, spec: CommandSpec) throws(CLIError) {
        let required = spec.positionals.filter { !$0.isOptional }.count
        let variadic = spec.positionals.contains { $0.isVariadic }
        if arguments.positionals.count < required {
            let missing = spec.positionals[arguments.positionals.count]
            throw .usage("\(spec.name): missing \(missing.name) (see `fancal \(spec.name) --help`)")
        }
        if !variadic && arguments.positionals.count > spec.positionals.count {
            let extra = arguments.positionals[spec.positionals.count]
            throw .usage("\(spec.name): unexpected argument '\(extra)' (see `fancal \(spec.name) --help`)")
        }
    }
}

/// "Did you mean" by edit distance.
enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(2, word.count / 3)
        if best.1 <= limit { return best.0 }
        return candidates.first { $0.hasPrefix(word) && word.count >= 2 }
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let left = Array(a)
        let right = Array(b)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                current[j + 1] = Swift.min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}
