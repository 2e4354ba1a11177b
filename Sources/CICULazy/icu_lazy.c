// libical calls sixteen ICU functions, only to expand recurrence rules (icalrecur_iterator_new
// and RSCALE). Linked normally, ICU's libraries are loaded and relocated when fancal starts,
// which costs about 1 ms of every command, `fancal month` included, that never expands a rule.
// These definitions take the place of ICU's own (the ICU headers give them their versioned
// names, e.g. ucal_open_72) and load ICU with dlopen the first time one is called, then forward
// to the real function. When libical is linked dynamically (debug builds), the definitions in
// the executable interpose on ICU's for libical in the same way.

#include <dlfcn.h>
#include <pthread.h>
#include <unicode/ucal.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>
#include <unicode/uvernum.h>

#include "icu_lazy.h"

#define FANCAL_STRING(x) #x
#define FANCAL_NAME(x) FANCAL_STRING(x)

static pthread_once_t icu_once = PTHREAD_ONCE_INIT;
static int icu_loaded;

/// ICU's functions, looked up once, all together (so no thread sees a half-filled table).
static struct {
    __typeof__(&ucal_open) ucal_open;
    __typeof__(&ucal_close) ucal_close;
    __typeof__(&ucal_add) ucal_add;
    __typeof__(&ucal_get) ucal_get;
    __typeof__(&ucal_getLimit) ucal_getLimit;
    __typeof__(&ucal_getMillis) ucal_getMillis;
    __typeof__(&ucal_setMillis) ucal_setMillis;
    __typeof__(&ucal_set) ucal_set;
    __typeof__(&ucal_setAttribute) ucal_setAttribute;
    __typeof__(&ucal_setDate) ucal_setDate;
    __typeof__(&ucal_setDateTime) ucal_setDateTime;
    __typeof__(&ucal_getKeywordValuesForLocale) ucal_getKeywordValuesForLocale;
    __typeof__(&uenum_close) uenum_close;
    __typeof__(&uenum_next) uenum_next;
    __typeof__(&uloc_setKeywordValue) uloc_setKeywordValue;
    __typeof__(&u_strFromUTF8Lenient) u_strFromUTF8Lenient;
} icu;

static void icu_load(void) {
    // libicui18n brings libicuuc with it; dlsym on its handle finds the functions of both.
    void *library = dlopen("libicui18n.so." U_ICU_VERSION_SHORT, RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    icu.ucal_open = (__typeof__(&ucal_open))dlsym(library, FANCAL_NAME(ucal_open));
    icu.ucal_close = (__typeof__(&ucal_close))dlsym(library, FANCAL_NAME(ucal_close));
    icu.ucal_add = (__typeof__(&ucal_add))dlsym(library, FANCAL_NAME(ucal_add));
    icu.ucal_get = (__typeof__(&ucal_get))dlsym(library, FANCAL_NAME(ucal_get));
    icu.ucal_getLimit = (__typeof__(&ucal_getLimit))dlsym(library, FANCAL_NAME(ucal_getLimit));
    icu.ucal_getMillis = (__typeof__(&ucal_getMillis))dlsym(library, FANCAL_NAME(ucal_getMillis));
    icu.ucal_setMillis = (__typeof__(&ucal_setMillis))dlsym(library, FANCAL_NAME(ucal_setMillis));
    icu.ucal_set = (__typeof__(&ucal_set))dlsym(library, FANCAL_NAME(ucal_set));
    icu.ucal_setAttribute = (__typeof__(&ucal_setAttribute))dlsym(library, FANCAL_NAME(ucal_setAttribute));
    icu.ucal_setDate = (__typeof__(&ucal_setDate))dlsym(library, FANCAL_NAME(ucal_setDate));
    icu.ucal_setDateTime = (__typeof__(&ucal_setDateTime))dlsym(library, FANCAL_NAME(ucal_setDateTime));
    icu.ucal_getKeywordValuesForLocale = (__typeof__(&ucal_getKeywordValuesForLocale))dlsym(library, FANCAL_NAME(ucal_getKeywordValuesForLocale));
    icu.uenum_close = (__typeof__(&uenum_close))dlsym(library, FANCAL_NAME(uenum_close));
    icu.uenum_next = (__typeof__(&uenum_next))dlsym(library, FANCAL_NAME(uenum_next));
    icu.uloc_setKeywordValue = (__typeof__(&uloc_setKeywordValue))dlsym(library, FANCAL_NAME(uloc_setKeywordValue));
    icu.u_strFromUTF8Lenient = (__typeof__(&u_strFromUTF8Lenient))dlsym(library, FANCAL_NAME(u_strFromUTF8Lenient));
    icu_loaded = 1;
}

int fancal_icu_is_loaded(void) { return icu_loaded; }

// ICU missing at run time fails each call the way ICU reports failures
// (U_MISSING_RESOURCE_ERROR), and libical then expands no occurrences.
#define FANCAL_REAL(name) \
    pthread_once(&icu_once, icu_load); \
    __typeof__(&name) real = icu.name;

UCalendar *ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type, UErrorCode *status) {
    FANCAL_REAL(ucal_open)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return NULL; }
    return real(zoneID, len, locale, type, status);
}

void ucal_close(UCalendar *cal) {
    FANCAL_REAL(ucal_close)
    if (real) real(cal);
}

void ucal_add(UCalendar *cal, UCalendarDateFields field, int32_t amount, UErrorCode *status) {
    FANCAL_REAL(ucal_add)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return; }
    real(cal, field, amount, status);
}

int32_t ucal_get(const UCalendar *cal, UCalendarDateFields field, UErrorCode *status) {
    FANCAL_REAL(ucal_get)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return 0; }
    return real(cal, field, status);
}

int32_t ucal_getLimit(const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type, UErrorCode *status) {
    FANCAL_REAL(ucal_getLimit)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return 0; }
    return real(cal, field, type, status);
}

UDate ucal_getMillis(const UCalendar *cal, UErrorCode *status) {
    FANCAL_REAL(ucal_getMillis)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return 0; }
    return real(cal, status);
}

void ucal_setMillis(UCalendar *cal, UDate dateTime, UErrorCode *status) {
    FANCAL_REAL(ucal_setMillis)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return; }
    real(cal, dateTime, status);
}

void ucal_set(UCalendar *cal, UCalendarDateFields field, int32_t value) {
    FANCAL_REAL(ucal_set)
    if (real) real(cal, field, value);
}

void ucal_setAttribute(UCalendar *cal, UCalendarAttribute attr, int32_t newValue) {
    FANCAL_REAL(ucal_setAttribute)
    if (real) real(cal, attr, newValue);
}

void ucal_setDate(UCalendar *cal, int32_t year, int32_t month, int32_t date, UErrorCode *status) {
    FANCAL_REAL(ucal_setDate)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return; }
    real(cal, year, month, date, status);
}

void ucal_setDateTime(UCalendar *cal, int32_t year, int32_t month, int32_t date, int32_t hour, int32_t minute,
                      int32_t second, UErrorCode *status) {
    FANCAL_REAL(ucal_setDateTime)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return; }
    real(cal, year, month, date, hour, minute, second, status);
}

UEnumeration *ucal_getKeywordValuesForLocale(const char *key, const char *locale, UBool commonlyUsed, UErrorCode *status) {
    FANCAL_REAL(ucal_getKeywordValuesForLocale)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return NULL; }
    return real(key, locale, commonlyUsed, status);
}

void uenum_close(UEnumeration *en) {
    FANCAL_REAL(uenum_close)
    if (real) real(en);
}

const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status) {
    FANCAL_REAL(uenum_next)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return NULL; }
    return real(en, resultLength, status);
}

int32_t uloc_setKeywordValue(const char *keywordName, const char *keywordValue, char *buffer, int32_t bufferCapacity,
                             UErrorCode *status) {
    FANCAL_REAL(uloc_setKeywordValue)
    if (!real) { *status = U_MISSING_RESOURCE_ERROR; return 0; }
    return real(keywordName, keywordValue, buffer, bufferCapacity, status);
}

UChar *u_strFromUTF8Lenient(UChar *dest, int32_t destCapacity, int32_t *pDestLength, const char *src, int32_t srcLength,
                            UErrorCode *pErrorCode) {
    FANCAL_REAL(u_strFromUTF8Lenient)
    if (!real) { *pErrorCode = U_MISSING_RESOURCE_ERROR; return NULL; }
    return real(dest, destCapacity, pDestLength, src, srcLength, pErrorCode);
}
