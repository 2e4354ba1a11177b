import CLibXML2

/// An XML element as libxml2 parsed it: namespace URI, local name, its text and its child
/// elements. WebDAV answers are small (a listing of a thousand items is a few hundred KB), so a
/// copied tree is simpler to query than libxml2's own.
public struct XMLElement: Sendable, Equatable {
    public var namespace: String
    public var name: String
    /// The element's own text and CDATA, concatenated.
    public var text: String
    public var children: [XMLElement]

    /// Parses `bytes` with libxml2, without network access and without expanding entities.
    /// - Returns: the root element, or nil when the input is not well-formed XML.
    public static func parse(_ bytes: [UInt8]) -> XMLElement? {
        guard !bytes.isEmpty else { return nil }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                xmlReadMemory($0.baseAddress, Int32($0.count), "response.xml", nil, options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        return XMLElement(root)
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

    public func child(_ namespace: String, _ name: String) -> XMLElement? {
        children.first { $0.namespace == namespace && $0.name == name }
    }

    public func children(_ namespace: String, _ name: String) -> [XMLElement] {
        children.filter { $0.namespace == namespace && $0.name == name }
    }

    public func has(_ namespace: String, _ name: String) -> Bool { child(namespace, name) != nil }
}
