#ifndef FANCAL_CCURL_SHIM_H
#define FANCAL_CCURL_SHIM_H
// No `link "curl"` in the module map: the libcurl functions fancal calls are defined in
// Sources/CNetLazy, which loads libcurl.so.4 the first time one runs (see net_lazy.c).
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// wrapper per kind of argument.
static inline CURLcode fancal_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode fancal_curl_setopt_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode fancal_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode fancal_curl_setopt_write(CURL *handle, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode fancal_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}
static inline CURLcode fancal_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

/// CURLAUTH_BASIC is a macro with a cast, which Swift cannot import.
static inline long fancal_curl_auth_basic(void) { return (long)CURLAUTH_BASIC; }

/// The shared library that could not be loaded ("libcurl.so.4", "libxml2.so.2"), or NULL when
/// both are available (defined in Sources/CNetLazy).
const char *fancal_net_missing_library(void);
#endif
