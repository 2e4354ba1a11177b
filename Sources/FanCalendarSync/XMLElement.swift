import CLibXML2

/// An XML element as libxml2 parsed it: namespace URI, local name, its text and its child
/// elements. WebDAV answers are small (a listing of a thousand items is a few hundred KB), so a
/// copied tree is simpler to query than libxml2's own.
package struct XMLElement: Sendable, Equatable {
    package var namespace: String
    package var name: String
    /// The element's own text and CDATA, concatenated.
    package var text: String
    package var children: [XMLElement]

    /// The most elements an answer may hold: a listing of ~70,000 items. libxml2's tree and the
    /// copy made here take a few hundred bytes an element, so a server's answer of empty
    /// elements (`<a/>`, 4 bytes each) would otherwise take 50 times its size in memory.
    package static let maximumElements = 500_000

    /// libxml2 refuses deeper nesting than this (its default, without XML_PARSE_HUGE).
    package static let maximumDepth = 256

    /// Why an answer was not parsed.
    package enum ParseError: Error, Equatable {
        /// Not well-formed XML (or nested deeper than ``maximumDepth``).
        case notXML
        /// More than ``maximumElements`` elements.
        case tooManyElements
    }

    /// Parses `bytes` with libxml2, without network access and without expanding entities,
    /// once a scan has counted its elements.
    /// - Returns: the root element.
    package static func parse(_ bytes: [UInt8]) throws(ParseError) -> XMLElement {
        guard !bytes.isEmpty else { throw .notXML }
        guard elementCount(bytes, stoppingAfter: maximumElements) <= maximumElements else { throw .tooManyElements }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                xmlReadMemory($0.baseAddress, Int32($0.count), "response.xml", nil, options)
            }
        }
        guard let document else { throw .notXML }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { throw .notXML }
        return XMLElement(root)
    }

    /// How many start tags `bytes` holds (`<` followed by neither `/`, `!` nor `?`), counted no
    /// further than one past `limit`. A `<` inside text is always escaped in XML, and CDATA can
    /// only make the count larger: never fewer elements than counted get through.
    static func elementCount(_ bytes: [UInt8], stoppingAfter limit: Int) -> Int {
        var count = 0
        var index = bytes.startIndex
        while index < bytes.endIndex, count <= limit {
            if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.endIndex {
                let next = bytes[index + 1]
                if next != UInt8(ascii: "/") && next != UInt8(ascii: "!") && next != UInt8(ascii: "?") { count += 1 }
            }
            index += 1
        }
        return count
    }

    private init(_ node: xmlNodePtr) {
        namespace = node.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) } ?? ""
        name = node.pointee.name.map { String(cString: $0) } ?? ""
        var text = ""
        var children: [XMLElement] = []
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: children.append(XMLElement(current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            default: break
            }
            child = current.pointee.next
        }
        self.text = text
        self.children = children
    }

    package func child(_ namespace: String, _ name: String) -> XMLElement? {
        children.first { $0.namespace == namespace && $0.name == name }
    }

    package func children(_ namespace: String, _ name: String) -> [XMLElement] {
        children.filter { $0.namespace == namespace && $0.name == name }
    }

    package func has(_ namespace: String, _ name: String) -> Bool { child(namespace, name) != nil }
}
