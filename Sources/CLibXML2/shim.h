#ifndef FANCAL_CLIBXML2_SHIM_H
#define FANCAL_CLIBXML2_SHIM_H
// The headers live under /usr/include/libxml2 (Package.swift adds that include path). No
// `link "xml2"`: the few functions fancal calls are defined in Sources/CNetLazy, which loads
// libxml2.so.2 on first use, so that commands without a network never map libxml2 and the ICU
// it links.
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and then encoding.h includes the system's ICU headers,
// whose types clash with Foundation's private copy of ICU in every Swift module that imports
// Foundation and (through FanCalendarSync) this one. ICU only adds fields to
// xmlCharEncodingHandler, which fancal never touches; the library itself is unchanged.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#endif
