// The libcurl and libxml2 functions fancal calls are defined in net_lazy.c, which loads each
// library the first time one of its functions runs. Swift calls them through the CCurl and
// CLibXML2 module maps; nothing here is meant to be called from Swift but the test probe.
#ifndef FANCAL_NET_LAZY_H
#define FANCAL_NET_LAZY_H

/// Whether libcurl has been loaded in this process (for tests: `fancal month` must not load it).
int fancal_curl_is_loaded(void);

#endif
