// libcurl and libxml2 serve only `fancal feed` and `fancal sync`. Linked normally, the loader
// would map and relocate libcurl, libxml2 and everything they link (OpenSSL, nghttp2, ssh2,
// Kerberos, LDAP, ICU, lzma…) when fancal starts, for every command, `fancal month` included.
// These definitions take the place of the libraries' own functions and load each library with
// dlopen the first time one of its functions is called, then forward to the real function.
// The module maps (Sources/CCurl, Sources/CLibXML2) therefore name no library to link.
//
// A library missing at run time makes each call fail the way the library reports failure
// (NULL handle, NULL document); fancal_net_missing_library() names it for the message.

#define CURL_DISABLE_TYPECHECK 1
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <curl/curl.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "net_lazy.h"

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;
static pthread_once_t xml_once = PTHREAD_ONCE_INIT;
static int curl_loaded;
static int xml_loaded;

/// libcurl's functions, looked up once, all together (so no thread sees a half-filled table).
static struct {
    __typeof__(&curl_easy_init) curl_easy_init;
    __typeof__(&curl_easy_setopt) curl_easy_setopt;
    __typeof__(&curl_easy_perform) curl_easy_perform;
    __typeof__(&curl_easy_getinfo) curl_easy_getinfo;
    __typeof__(&curl_easy_cleanup) curl_easy_cleanup;
    __typeof__(&curl_easy_reset) curl_easy_reset;
    __typeof__(&curl_easy_strerror) curl_easy_strerror;
    __typeof__(&curl_slist_append) curl_slist_append;
    __typeof__(&curl_slist_free_all) curl_slist_free_all;
    __typeof__(&curl_url) curl_url;
    __typeof__(&curl_url_cleanup) curl_url_cleanup;
    __typeof__(&curl_url_set) curl_url_set;
    __typeof__(&curl_url_get) curl_url_get;
    __typeof__(&curl_free) curl_free;
} curl;

static struct {
    __typeof__(&xmlSetGenericErrorFunc) xmlSetGenericErrorFunc;
    __typeof__(&xmlSetStructuredErrorFunc) xmlSetStructuredErrorFunc;
    __typeof__(&xmlReadMemory) xmlReadMemory;
    __typeof__(&xmlFreeDoc) xmlFreeDoc;
    __typeof__(&xmlDocGetRootElement) xmlDocGetRootElement;
} xml;

static void curl_load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    curl.curl_easy_init = (__typeof__(&curl_easy_init))dlsym(library, "curl_easy_init");
    curl.curl_easy_setopt = (__typeof__(&curl_easy_setopt))dlsym(library, "curl_easy_setopt");
    curl.curl_easy_perform = (__typeof__(&curl_easy_perform))dlsym(library, "curl_easy_perform");
    curl.curl_easy_getinfo = (__typeof__(&curl_easy_getinfo))dlsym(library, "curl_easy_getinfo");
    curl.curl_easy_cleanup = (__typeof__(&curl_easy_cleanup))dlsym(library, "curl_easy_cleanup");
    curl.curl_easy_reset = (__typeof__(&curl_easy_reset))dlsym(library, "curl_easy_reset");
    curl.curl_easy_strerror = (__typeof__(&curl_easy_strerror))dlsym(library, "curl_easy_strerror");
    curl.curl_slist_append = (__typeof__(&curl_slist_append))dlsym(library, "curl_slist_append");
    curl.curl_slist_free_all = (__typeof__(&curl_slist_free_all))dlsym(library, "curl_slist_free_all");
    curl.curl_url = (__typeof__(&curl_url))dlsym(library, "curl_url");
    curl.curl_url_cleanup = (__typeof__(&curl_url_cleanup))dlsym(library, "curl_url_cleanup");
    curl.curl_url_set = (__typeof__(&curl_url_set))dlsym(library, "curl_url_set");
    curl.curl_url_get = (__typeof__(&curl_url_get))dlsym(library, "curl_url_get");
    curl.curl_free = (__typeof__(&curl_free))dlsym(library, "curl_free");
    curl_loaded = curl.curl_easy_init && curl.curl_easy_setopt && curl.curl_easy_perform &&
        curl.curl_easy_getinfo && curl.curl_easy_cleanup && curl.curl_easy_reset && curl.curl_easy_strerror &&
        curl.curl_slist_append && curl.curl_slist_free_all && curl.curl_url && curl.curl_url_cleanup &&
        curl.curl_url_set && curl.curl_url_get && curl.curl_free;
}

static void xml_load(void) {
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    xml.xmlSetGenericErrorFunc = (__typeof__(&xmlSetGenericErrorFunc))dlsym(library, "xmlSetGenericErrorFunc");
    xml.xmlSetStructuredErrorFunc = (__typeof__(&xmlSetStructuredErrorFunc))dlsym(library, "xmlSetStructuredErrorFunc");
    xml.xmlReadMemory = (__typeof__(&xmlReadMemory))dlsym(library, "xmlReadMemory");
    xml.xmlFreeDoc = (__typeof__(&xmlFreeDoc))dlsym(library, "xmlFreeDoc");
    xml.xmlDocGetRootElement = (__typeof__(&xmlDocGetRootElement))dlsym(library, "xmlDocGetRootElement");
    xml_loaded = xml.xmlSetGenericErrorFunc && xml.xmlSetStructuredErrorFunc && xml.xmlReadMemory && xml.xmlFreeDoc &&
        xml.xmlDocGetRootElement;
}

int fancal_curl_is_loaded(void) { return curl_loaded; }

const char *fancal_net_missing_library(void) {
    pthread_once(&curl_once, curl_load);
    if (!curl_loaded) return "libcurl.so.4";
    pthread_once(&xml_once, xml_load);
    if (!xml_loaded) return "libxml2.so.2";
    return NULL;
}

#define FANCAL_CURL() pthread_once(&curl_once, curl_load)
#define FANCAL_XML() pthread_once(&xml_once, xml_load)

CURL *curl_easy_init(void) {
    FANCAL_CURL();
    return curl_loaded ? curl.curl_easy_init() : NULL;
}

// The variadic argument is one value whose type the option's number range tells (curl.h:
// CURLOPTTYPE_LONG, _OBJECTPOINT, _FUNCTIONPOINT, _OFF_T, _BLOB).
CURLcode curl_easy_setopt(CURL *handle, CURLoption option, ...) {
    FANCAL_CURL();
    if (!curl_loaded) return CURLE_FAILED_INIT;
    va_list arguments;
    va_start(arguments, option);
    CURLcode result;
    if (option < CURLOPTTYPE_OBJECTPOINT) {
        result = curl.curl_easy_setopt(handle, option, va_arg(arguments, long));
    } else if (option >= CURLOPTTYPE_OFF_T && option < CURLOPTTYPE_BLOB) {
        result = curl.curl_easy_setopt(handle, option, va_arg(arguments, curl_off_t));
    } else {
        result = curl.curl_easy_setopt(handle, option, va_arg(arguments, void *));
    }
    va_end(arguments);
    return result;
}

CURLcode curl_easy_perform(CURL *handle) {
    FANCAL_CURL();
    return curl_loaded ? curl.curl_easy_perform(handle) : CURLE_FAILED_INIT;
}

// Every CURLINFO takes one pointer.
CURLcode curl_easy_getinfo(CURL *handle, CURLINFO info, ...) {
    FANCAL_CURL();
    if (!curl_loaded) return CURLE_FAILED_INIT;
    va_list arguments;
    va_start(arguments, info);
    CURLcode result = curl.curl_easy_getinfo(handle, info, va_arg(arguments, void *));
    va_end(arguments);
    return result;
}

void curl_easy_cleanup(CURL *handle) {
    FANCAL_CURL();
    if (curl_loaded) curl.curl_easy_cleanup(handle);
}

void curl_easy_reset(CURL *handle) {
    FANCAL_CURL();
    if (curl_loaded) curl.curl_easy_reset(handle);
}

const char *curl_easy_strerror(CURLcode code) {
    FANCAL_CURL();
    return curl_loaded ? curl.curl_easy_strerror(code) : "libcurl.so.4 is not installed";
}

struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text) {
    FANCAL_CURL();
    return curl_loaded ? curl.curl_slist_append(list, text) : NULL;
}

void curl_slist_free_all(struct curl_slist *list) {
    FANCAL_CURL();
    if (curl_loaded) curl.curl_slist_free_all(list);
}

CURLU *curl_url(void) {
    FANCAL_CURL();
    return curl_loaded ? curl.curl_url() : NULL;
}

void curl_url_cleanup(CURLU *handle) {
    FANCAL_CURL();
    if (curl_loaded) curl.curl_url_cleanup(handle);
}

CURLUcode curl_url_set(CURLU *handle, CURLUPart part, const char *content, unsigned int flags) {
    FANCAL_CURL();
    return curl_loaded ? curl.curl_url_set(handle, part, content, flags) : CURLUE_OUT_OF_MEMORY;
}

CURLUcode curl_url_get(CURLU *handle, CURLUPart part, char **content, unsigned int flags) {
    FANCAL_CURL();
    return curl_loaded ? curl.curl_url_get(handle, part, content, flags) : CURLUE_OUT_OF_MEMORY;
}

void curl_free(void *pointer) {
    FANCAL_CURL();
    if (curl_loaded) curl.curl_free(pointer);
}

/// Discards what libxml2 would print: XML_PARSE_NOERROR silences the parser, not its encoding
/// converters ("encoding error : input conversion failed…"), and a server's answer must put
/// nothing on fancal's stderr.
static void xml_silent(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static void xml_silent_structured(void *context, xmlErrorPtr error) {
    (void)context;
    (void)error;
}

xmlDocPtr xmlReadMemory(const char *buffer, int size, const char *url, const char *encoding, int options) {
    FANCAL_XML();
    if (!xml_loaded) return NULL;
    // libxml2 keeps its error handlers per thread: set on the thread that parses.
    xml.xmlSetGenericErrorFunc(NULL, xml_silent);
    xml.xmlSetStructuredErrorFunc(NULL, xml_silent_structured);
    return xml.xmlReadMemory(buffer, size, url, encoding, options);
}

void xmlFreeDoc(xmlDocPtr document) {
    FANCAL_XML();
    if (xml_loaded) xml.xmlFreeDoc(document);
}

xmlNodePtr xmlDocGetRootElement(const xmlDoc *document) {
    FANCAL_XML();
    return xml_loaded ? xml.xmlDocGetRootElement(document) : NULL;
}
