/// A value as the store keeps it: the id the store assigned beside the value itself.
///
/// A value not yet saved has no id at all (`Budget`, `Ticket`… alone); the store's inserts
/// take one and return its `Stored` form, its reads return `Stored` values and its updates take
/// them. So a type says whether its value is saved, and no id is ever unwrapped (GRDB keeps a
/// saved record and one not yet saved apart the same way). The value's fields read and write
/// through the wrapper (`saved.title`); its methods are called on `value`.
///
/// A field read through the wrapper is a key path: made at run time on its first use (some
/// 35,000 instructions, measured with callgrind) and applied on every read. Code that reads a
/// view's records or runs on every command (`next`, `due`, the agenda, list output) reads
/// `value` once and its fields from it.
@dynamicMemberLookup
package struct Stored<Value> {
    /// Assigned by the store, never changed.
    package let id: Int64
    package var value: Value

    package init(id: Int64, _ value: Value) {
        self.id = id
        self.value = value
    }

    package subscript<Field>(dynamicMember field: KeyPath<Value, Field>) -> Field {
        value[keyPath: field]
    }

    package subscript<Field>(dynamicMember field: WritableKeyPath<Value, Field>) -> Field {
        get { value[keyPath: field] }
        set { value[keyPath: field] = newValue }
    }
}

extension Stored: Sendable where Value: Sendable {}
extension Stored: Equatable where Value: Equatable {}
extension Stored: Hashable where Value: Hashable {}
