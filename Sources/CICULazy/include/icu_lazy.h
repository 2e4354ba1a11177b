// The ICU functions libical calls are defined in icu_lazy.c, which loads ICU the first time
// one of them runs. Nothing here is meant to be called from Swift.
#ifndef FANCAL_ICU_LAZY_H
#define FANCAL_ICU_LAZY_H

/// Whether ICU has been loaded in this process (for tests).
int fancal_icu_is_loaded(void);

#endif
