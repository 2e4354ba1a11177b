#ifndef FANCAL_CLIBXML2_SHIM_H
#define FANCAL_CLIBXML2_SHIM_H
// The headers live under /usr/include/libxml2 (Package.swift adds that include path). No
// `link "xml2"`: the few functions fancal calls are defined in Sources/CNetLazy, which loads
// libxml2.so.2 on first use, so that commands without a network never map libxml2 and the ICU
// it links.
#include <libxml/parser.h>
#include <libxml/tree.h>
#endif
