#if canImport(Glibc)
    import Glibc
#endif

extension UnsafeRawBufferPointer {
    /// Whether `other` holds the same bytes: the counts, then `memcmp`. How texts kept by their
    /// bytes (an export's line caches, a column's interned texts, an import's shared
    /// VTIMEZONEs) are compared: as `String`s they would be normalised first, and hashing or
    /// comparing them a byte at a time in Swift costs several times as much.
    package func holdsSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        count == other.count && (isEmpty || memcmp(baseAddress!, other.baseAddress!, count) == 0)
    }
}
