#include "pngbands.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* Cairo ARGB32 (premultiplied, native-endian) → straight RGB or RGBA: the one conversion both
   PNG writers use (pngshim.c's libpng rows, the bands' scanlines). */
void pickup_straight_row(uint8_t *dst, const uint8_t *src_row, int width, int alpha) {
    const uint32_t *src = (const uint32_t *)src_row;
    for (int x = 0; x < width; x++) {
        uint32_t p = src[x];
        uint32_t a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
        if (a != 0 && a != 255) {          /* undo premultiplication, rounding to nearest */
            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a;
        }
        dst[0] = (uint8_t)r; dst[1] = (uint8_t)g; dst[2] = (uint8_t)b;
        if (alpha) { dst[3] = (uint8_t)a; dst += 4; } else { dst += 3; }
    }
}

/* PNG scanlines: filter byte 0 (none), then the row. */
static void scanlines(uint8_t *dst, const uint8_t *pixels, int width, int rows, int stride, int alpha) {
    size_t row = (size_t)width * (alpha ? 4 : 3);
    for (int y = 0; y < rows; y++) {
        *dst++ = 0;
        pickup_straight_row(dst, pixels + (size_t)y * (size_t)stride, width, alpha);
        dst += row;
    }
}

static size_t scanline_bytes(int width, int rows, int alpha) { return (size_t)rows * (1 + (size_t)width * (alpha ? 4 : 3)); }

int pickup_png_opaque(const uint8_t *pixels, int width, int rows, int stride) {
    /* Every alpha is 255 exactly when their bitwise AND is: a loop without an early exit,
       which the compiler vectorises; a translucent row still ends the scan. */
    for (int y = 0; y < rows; y++) {
        const uint32_t *src = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        uint32_t all = 0xFFFFFFFFu;
        for (int x = 0; x < width; x++) all &= src[x];
        if ((all >> 24) != 255) return 0;
    }
    return 1;
}

uint64_t pickup_rows_hash(const uint8_t *pixels, int width, int rows, int stride) {
    /* 64-bit multiply–xor over the rows' words: a key to find a cached band by, confirmed by
       comparing the bytes themselves. */
    /* Four lanes, each over every fourth word, so the multiplies do not wait on each other. */
    uint64_t seed = 0x9E3779B97F4A7C15ull ^ (uint64_t)width ^ ((uint64_t)rows << 32);
    uint64_t h[4] = { seed, seed ^ 1, seed ^ 2, seed ^ 3 };
    size_t n = (size_t)width * 4;
    for (int y = 0; y < rows; y++) {
        const uint8_t *row = pixels + (size_t)y * (size_t)stride;
        size_t i = 0;
        for (; i + 32 <= n; i += 32) {
            for (int l = 0; l < 4; l++) {
                uint64_t w; memcpy(&w, row + i + 8 * l, 8);
                h[l] = (h[l] ^ w) * 0xFF51AFD7ED558CCDull;
                h[l] ^= h[l] >> 29;
            }
        }
        for (; i < n; i++) h[0] = (h[0] ^ row[i]) * 0x100000001B3ull;
    }
    uint64_t out = h[0];
    for (int l = 1; l < 4; l++) { out = (out ^ h[l]) * 0xFF51AFD7ED558CCDull; out ^= out >> 29; }
    return out;
}

int pickup_png_band(const uint8_t *pixels, int width, int rows, int stride, int alpha, int level,
                    uint8_t **out, size_t *length, uint32_t *adler, size_t *raw_length) {
    *out = NULL; *length = 0;
    size_t n = scanline_bytes(width, rows, alpha);
    uint8_t *raw = malloc(n);
    if (!raw) return -1;
    scanlines(raw, pixels, width, rows, stride, alpha);
    *adler = (uint32_t)adler32(1L, raw, (uInt)n);
    *raw_length = n;
    /* A fresh raw deflate stream per band, ended by a sync flush (byte-aligned, no final
       block): its bytes depend on these rows alone, and bands concatenate into one stream. */
    z_stream z; memset(&z, 0, sizeof z);
    if (deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) { free(raw); return -1; }
    size_t cap = deflateBound(&z, (uLong)n) + 16;
    uint8_t *buf = malloc(cap);
    if (!buf) { deflateEnd(&z); free(raw); return -1; }
    z.next_in = raw; z.avail_in = (uInt)n; z.next_out = buf; z.avail_out = (uInt)cap;
    int rc = deflate(&z, Z_SYNC_FLUSH);
    size_t written = cap - z.avail_out;
    deflateEnd(&z);
    free(raw);
    if (rc != Z_OK || z.avail_in != 0) { free(buf); return -1; }
    *out = buf; *length = written;
    return 0;
}

static void put32(uint8_t *p, uint32_t v) { p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v; }

/* Signature and IHDR: 8-bit RGB or RGBA, no interlace. */
static size_t header(uint8_t *p, int width, int height, int alpha) {
    static const uint8_t sig[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(p, sig, 8);
    put32(p + 8, 13); memcpy(p + 12, "IHDR", 4);
    put32(p + 16, (uint32_t)width); put32(p + 20, (uint32_t)height);
    p[24] = 8; p[25] = alpha ? 6 : 2; p[26] = 0; p[27] = 0; p[28] = 0;
    put32(p + 29, (uint32_t)crc32(0L, p + 12, 17));
    return 33;
}

static size_t trailer(uint8_t *p) {
    put32(p, 0); memcpy(p + 4, "IEND", 4); put32(p + 8, (uint32_t)crc32(0L, p + 4, 4));
    return 12;
}

int pickup_png_assemble(int width, int height, int alpha, const uint8_t *deflated, size_t deflated_length,
                        const uint32_t *adlers, const size_t *raw_lengths, int count, uint8_t **out, size_t *length) {
    size_t data = 2 + deflated_length + 2 + 4;   /* zlib header, the bands, final empty block, adler32 */
    if (data > 0x7FFFFFFFu) return -1;
    uint8_t *p = malloc(33 + 8 + data + 4 + 12);
    if (!p) return -1;
    size_t o = header(p, width, height, alpha);
    put32(p + o, (uint32_t)data); memcpy(p + o + 4, "IDAT", 4);
    size_t idat = o + 4; o += 8;
    p[o++] = 0x78; p[o++] = 0x01;                /* deflate, 32K window, no preset dictionary */
    memcpy(p + o, deflated, deflated_length); o += deflated_length;
    uint32_t a = 1;
    for (int i = 0; i < count; i++) a = (uint32_t)adler32_combine(a, adlers[i], (z_off_t)raw_lengths[i]);
    p[o++] = 0x03; p[o++] = 0x00;                /* a final, empty fixed-Huffman block */
    put32(p + o, a); o += 4;
    put32(p + o, (uint32_t)crc32(0L, p + idat, (uInt)(o - idat))); o += 4;
    o += trailer(p + o);
    *out = p; *length = o;
    return 0;
}
