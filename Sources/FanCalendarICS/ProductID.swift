/// fancal's PRODID: what its exports write, and how an import tells a calendar fancal wrote
/// (its series keep their rule, ``SeriesAssembler``).
package enum ProductID {
    /// `-//fancal//fancal 1.0//EN`, or `-//fancal//fancal//EN` without a version.
    package static func fancal(version: String?) -> String {
        "-//fancal//fancal" + (version.map { " " + $0 } ?? "") + "//EN"
    }

    /// Whether a calendar's PRODID is one fancal's export writes (not the bundled sample's
    /// `-//fancal//sample data//EN`, which stands for another app's calendar).
    package static func isFancal(_ productID: String) -> Bool {
        productID.hasPrefix("-//fancal//fancal")
    }
}
