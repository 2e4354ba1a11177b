#ifndef FANCAL_CZLIB_SHIM_H
#define FANCAL_CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 and inflateInit2 are macros, which Swift cannot call. Raw DEFLATE (RFC 1951:
/// no zlib header or checksum, the store's rows need neither), a 32 KiB window, level 6
/// (zlib's default: 9 packs calendar text no smaller and takes longer; 1 or 2 leave it 2–6 %
/// larger for 10 % less work), memory level 4: a hash table of 4 KiB, which deflateReset
/// clears for every text (level 8's 64 KiB cost 67,000 instructions a VEVENT), and blocks of
/// 1,024 symbols, so that a VEVENT is one block.
static inline int fancal_deflate_init(z_stream *stream) {
    return deflateInit2(stream, 6, Z_DEFLATED, -15, 4, Z_DEFAULT_STRATEGY);
}

static inline int fancal_inflate_init(z_stream *stream) {
    return inflateInit2(stream, -15);
}
#endif
