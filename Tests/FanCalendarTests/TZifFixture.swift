/// TZif files made in memory, for zone sources that read nothing from disk.
enum TZifFixture {
    /// A version 2 file with one local time type and no transitions: `footer` (a POSIX TZ rule)
    /// alone decides every offset, and `offset` (seconds east of UTC) is the type's.
    static func footerOnly(_ footer: String, offset: Int32) -> [UInt8] {
        let counts: [UInt32] = [0, 0, 0, 0, 1, 4]
        let header = Array("TZif2".utf8) + Array(repeating: 0, count: 15)
            + counts.flatMap { withUnsafeBytes(of: $0.bigEndian, Array.init) }
        let block = header + withUnsafeBytes(of: offset.bigEndian, Array.init) + [0, 0] + Array("abc\0".utf8)
        return block + block + Array("\n\(footer)\n".utf8)
    }
}
