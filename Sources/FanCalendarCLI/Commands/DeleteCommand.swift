import FanCalendar

/// `fancal delete ID…`: removes records, all or none.
enum DeleteCommand: Command {
    static let spec = CommandSpec(
        name: "delete", summary: "delete records",
        positionals: [PositionalSpec("ID", help: "one or more record ids", variadic: true)],
        discussion: "If any id does not exist, nothing is deleted.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        var ids: [Int64] = []
        for text in arguments.positionals {
            let id = try InputParsing.recordID(text)
            if !ids.contains(id) { ids.append(id) }
        }
        let store = try context.store(forWriting: true)
        do {
            try store.delete(ids: ids)
        } catch {
            guard case .noSuchRecord(let id) = error else { throw error }
            throw CLIError.failure("no record with id \(id); nothing was deleted (`fancal list` shows the ids)")
        }
        let idList = ids.map { "#\($0)" }.joined(separator: ", ")
        context.stdout.write("\(Phrase.deleted.text(language)) \(idList)\n")
        return 0
    }
}
