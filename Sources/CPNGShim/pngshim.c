#include "pngshim.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <zlib.h>

struct shim_error { jmp_buf jump; char *err; size_t errlen; };

static void on_error(png_structp png, png_const_charp msg) {
    struct shim_error *e = (struct shim_error *)png_get_error_ptr(png);
    /* libpng's own words ("Write Error") say nothing of why: add the system's reason. */
    if (errno != 0) snprintf(e->err, e->errlen, "cannot write (%s; libpng: %s)", strerror(errno), msg);
    else snprintf(e->err, e->errlen, "cannot write the PNG (libpng: %s)", msg);
    longjmp(e->jump, 1);
}
static void on_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

/* A growing buffer libpng writes into (png_set_write_fn). */
struct buffer { uint8_t *bytes; size_t length, capacity; };
static void buffer_write(png_structp png, png_bytep data, png_size_t n) {
    struct buffer *b = (struct buffer *)png_get_io_ptr(png);
    if (b->length + n > b->capacity) {
        size_t c = b->capacity ? b->capacity : 1 << 16;
        while (c < b->length + n) c *= 2;
        uint8_t *grown = realloc(b->bytes, c);
        if (!grown) { errno = ENOMEM; png_error(png, "out of memory"); }
        b->bytes = grown; b->capacity = c;
    }
    memcpy(b->bytes + b->length, data, n);
    b->length += n;
}
static void buffer_flush(png_structp png) { (void)png; }

/* The header and rows: Cairo's premultiplied ARGB32 → straight RGB(A), one row at a time.
   Called after setjmp; any libpng error longjmps out of it. */
static void write_picture(png_structp png, png_infop info, uint8_t *row, const uint8_t *pixels,
                          int width, int height, int stride, int level, int adaptive) {
    /* An opaque picture (every frame of the app is) is written as RGB: a quarter less to compress. */
    int opaque = pickup_png_opaque(pixels, width, height, stride);
    png_set_compression_level(png, level);
    png_set_compression_buffer_size(png, 1 << 20);   /* fewer, larger writes */
    /* Flat UI pictures are long runs of one colour: run-length matching is as small and much
       faster. `adaptive` lets libpng pick each row's filter (smaller, slower; still deterministic). */
    png_set_filter(png, PNG_FILTER_TYPE_BASE, adaptive ? PNG_ALL_FILTERS : PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    errno = 0;
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        pickup_straight_row(row, pixels + (size_t)y * (size_t)stride, width, !opaque);
        png_write_row(png, row);
    }
    png_write_end(png, info);
}

int pickup_png_write(const char *path, const uint8_t *pixels, int width, int height,
                     int stride, int level, int adaptive, char *err, size_t errlen) {
    errno = 0;
    FILE *fp = fopen(path, "wb");
    if (!fp) { snprintf(err, errlen, "cannot open for writing: %s", strerror(errno)); return -1; }
    struct shim_error e; e.err = err; e.errlen = errlen;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &e, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    uint8_t *row = malloc((size_t)width * 4);
    if (!png || !info || !row) {
        snprintf(err, errlen, "out of memory");
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row); fclose(fp); return -1;
    }
    if (setjmp(e.jump)) {
        png_destroy_write_struct(&png, &info); free(row); fclose(fp); return -1;
    }
    png_init_io(png, fp);
    write_picture(png, info, row, pixels, width, height, stride, level, adaptive);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (fclose(fp) != 0) { snprintf(err, errlen, "cannot finish writing: %s", strerror(errno)); return -1; }
    return 0;
}

int pickup_png_encode(const uint8_t *pixels, int width, int height, int stride, int level, int adaptive,
                      uint8_t **out, size_t *length, char *err, size_t errlen) {
    *out = NULL; *length = 0;
    struct shim_error e; e.err = err; e.errlen = errlen;
    /* On the heap: what changes after setjmp must not be a local (its value is lost by longjmp). */
    struct buffer *buf = calloc(1, sizeof *buf);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &e, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    uint8_t *row = malloc((size_t)width * 4);
    if (!png || !info || !row || !buf) {
        snprintf(err, errlen, "out of memory");
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row); free(buf); return -1;
    }
    if (setjmp(e.jump)) {
        png_destroy_write_struct(&png, &info); free(row); free(buf->bytes); free(buf); return -1;
    }
    png_set_write_fn(png, buf, buffer_write, buffer_flush);
    write_picture(png, info, row, pixels, width, height, stride, level, adaptive);
    png_destroy_write_struct(&png, &info);
    free(row);
    *out = buf->bytes; *length = buf->length;
    free(buf);
    return 0;
}
