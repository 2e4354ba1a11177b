/// An error that carries its message in every language and the exit code it means, so the edge
/// that prints it needs to know neither the module it came from nor its cases. Each module
/// translates its own errors (`AppError`, `StoreError`).
package protocol TranslatedError: Error {
    var message: LocalizedText { get }
    /// 2 for what the user typed or gave (nothing was written), 1 for work that failed.
    var exitCode: Int32 { get }
}
