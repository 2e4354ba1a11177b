#ifndef FANCAL_CLIBICAL_SHIM_H
#define FANCAL_CLIBICAL_SHIM_H
#include <libical/ical.h>

/// `icalerrno` is a macro over `icalerrno_return()`; Swift cannot import macros with bodies.
static inline icalerrorenum fancal_ical_errno(void) {
    return icalerrno;
}

/// Resets the thread's libical error state before a call whose failure we want to detect.
static inline void fancal_ical_clear_errno(void) {
    icalerrno = ICAL_NO_ERROR;
}
#endif
