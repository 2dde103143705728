#ifndef PICKUP_PNGBANDS_H
#define PICKUP_PNGBANDS_H
#include <stddef.h>
#include <stdint.h>

/// The frames' PNG encoder (PNGBands.swift): pixels are Cairo ARGB32 rows (premultiplied,
/// native-endian), written as 8-bit RGB, or RGBA if `alpha`, with no row filter.

/// One row of Cairo pixels as straight (not premultiplied) 8-bit RGB, or RGBA if `alpha`.
void pickup_straight_row(uint8_t *dst, const uint8_t *src_row, int width, int alpha);

/// 1 if every pixel of the rows is opaque.
int pickup_png_opaque(const uint8_t *pixels, int width, int rows, int stride);

/// A 64-bit hash of the rows' bytes: a key to look a band up by (a match is confirmed byte by byte).
uint64_t pickup_rows_hash(const uint8_t *pixels, int width, int rows, int stride);

/// The rows as PNG scanlines, deflated by a fresh raw stream ended by a sync flush: the bytes
/// depend on these rows alone, and such bands concatenate into one deflate stream. Also the
/// scanlines' Adler-32 and length. `*out` is released with free(). 0 on success.
int pickup_png_band(const uint8_t *pixels, int width, int rows, int stride, int alpha, int level,
                    uint8_t **out, size_t *length, uint32_t *adler, size_t *raw_length);

/// A whole PNG from bands made by `pickup_png_band`, top to bottom (their bytes concatenated in
/// `deflated`). `*out` is released with free(). 0 on success.
int pickup_png_assemble(int width, int height, int alpha, const uint8_t *deflated, size_t deflated_length,
                        const uint32_t *adlers, const size_t *raw_lengths, int count, uint8_t **out, size_t *length);

#endif
