#ifndef PICKUP_PNGSHIM_H
#define PICKUP_PNGSHIM_H
#include <stddef.h>
#include <stdint.h>

/// Writes a Cairo ARGB32 (premultiplied, native-endian) pixel buffer as an 8-bit PNG: RGB when
/// every pixel is opaque, RGBA otherwise. `level` is the zlib level (0–9); rows are written with
/// no filter, or with libpng's per-row choice of filter if `adaptive` (smaller, slower).
/// Returns 0 on success; otherwise writes a message into `err` and returns -1.
/// libpng's longjmp-based errors never leave this function.
int pickup_png_write(const char *path, const uint8_t *pixels, int width, int height,
                     int stride, int level, int adaptive, char *err, size_t errlen);

/// The same PNG, in memory: on success `*out` holds `*length` bytes, to be released with free().
int pickup_png_encode(const uint8_t *pixels, int width, int height, int stride, int level, int adaptive,
                      uint8_t **out, size_t *length, char *err, size_t errlen);

#include "pngbands.h"   /* the frames' banded encoder */

#endif
