#include "cicu.h"
#include <stdio.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>
#include <unicode/utext.h>

struct cicu_break_iterator { UBreakIterator *ubrk; };

static UBreakIteratorType cicu_type(cicu_break_kind kind) {
    switch (kind) {
    case CICU_BREAK_WORD: return UBRK_WORD;
    case CICU_BREAK_LINE: return UBRK_LINE;
    case CICU_BREAK_SENTENCE: return UBRK_SENTENCE;
    case CICU_BREAK_CHARACTER:
    default: return UBRK_CHARACTER;
    }
}

cicu_break_iterator *cicu_break_open(cicu_break_kind kind, const char *locale,
                                     const uint16_t *text, int32_t length,
                                     const char **error_name) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *b = ubrk_open(cicu_type(kind), locale ? locale : "",
                                  (const UChar *)text, length, &status);
    if (U_FAILURE(status) || b == NULL) {
        if (error_name) *error_name = u_errorName(status);
        if (b) ubrk_close(b);
        return NULL;
    }
    cicu_break_iterator *it = (cicu_break_iterator *)malloc(sizeof *it);
    if (!it) { ubrk_close(b); if (error_name) *error_name = "U_MEMORY_ALLOCATION_ERROR"; return NULL; }
    it->ubrk = b;
    return it;
}

int cicu_break_set_text(cicu_break_iterator *it, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(it->ubrk, (const UChar *)text, length, &status);
    return U_FAILURE(status) ? 1 : 0;
}

void cicu_break_close(cicu_break_iterator *it) {
    if (!it) return;
    ubrk_close(it->ubrk);
    free(it);
}

int32_t cicu_break_first(cicu_break_iterator *it) { return ubrk_first(it->ubrk); }
int32_t cicu_break_last(cicu_break_iterator *it) { return ubrk_last(it->ubrk); }
int32_t cicu_break_next(cicu_break_iterator *it) { return ubrk_next(it->ubrk); }
int32_t cicu_break_previous(cicu_break_iterator *it) { return ubrk_previous(it->ubrk); }
int32_t cicu_break_current(cicu_break_iterator *it) { return ubrk_current(it->ubrk); }
int32_t cicu_break_following(cicu_break_iterator *it, int32_t offset) { return ubrk_following(it->ubrk, offset); }
int32_t cicu_break_preceding(cicu_break_iterator *it, int32_t offset) { return ubrk_preceding(it->ubrk, offset); }
int cicu_break_is_boundary(cicu_break_iterator *it, int32_t offset) { return ubrk_isBoundary(it->ubrk, offset) ? 1 : 0; }
int32_t cicu_break_rule_status(cicu_break_iterator *it) { return ubrk_getRuleStatus(it->ubrk); }

int32_t cicu_break_next_batch(cicu_break_iterator *it, int32_t *ends, int32_t *statuses, int32_t capacity) {
    int32_t n = 0;
    while (n < capacity) {
        int32_t boundary = ubrk_next(it->ubrk);
        if (boundary == UBRK_DONE) break;
        ends[n] = boundary;
        statuses[n] = ubrk_getRuleStatus(it->ubrk);
        n++;
    }
    return n;
}

const char *cicu_version(void) {
    static char buffer[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo v;
    u_getVersion(v);
    snprintf(buffer, sizeof buffer, "%d.%d", v[0], v[1]);
    return buffer;
}

/* A read-only UText over a gap buffer: two chunks, the text before the gap and
 * the text after it. Native indexes are UTF-16 offsets in the logical text. */

static UText *gap_clone(UText *dest, const UText *src, UBool deep, UErrorCode *status);

static int64_t gap_length(UText *ut) { return ((const cicu_gap_text *)ut->context)->length; }

static UBool gap_access(UText *ut, int64_t index, UBool forward) {
    const cicu_gap_text *g = (const cicu_gap_text *)ut->context;
    int64_t length = g->length, gap = g->gap_start;
    if (index < 0) index = 0;
    if (index > length) index = length;
    UBool second = forward ? (index >= gap) : (index > gap);
    if (gap == 0) second = 1;
    if (gap >= length) second = 0;
    if (second) {
        ut->chunkContents = (const UChar *)(g->base + g->gap_end);
        ut->chunkNativeStart = gap;
        ut->chunkNativeLimit = length;
    } else {
        ut->chunkContents = (const UChar *)g->base;
        ut->chunkNativeStart = 0;
        ut->chunkNativeLimit = gap;
    }
    ut->chunkLength = (int32_t)(ut->chunkNativeLimit - ut->chunkNativeStart);
    ut->nativeIndexingLimit = ut->chunkLength;
    ut->chunkOffset = (int32_t)(index - ut->chunkNativeStart);
    return forward ? (index < length) : (index > 0);
}

static int32_t gap_extract(UText *ut, int64_t start, int64_t limit, UChar *dest, int32_t capacity,
                           UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    if (capacity < 0 || (dest == NULL && capacity > 0) || start > limit) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const cicu_gap_text *g = (const cicu_gap_text *)ut->context;
    if (start < 0) start = 0;
    if (limit > g->length) limit = g->length;
    if (start > limit) start = limit;
    int32_t n = (int32_t)(limit - start);
    for (int32_t i = 0; i < n && i < capacity; i++) {
        int64_t at = start + i;
        dest[i] = (UChar)(at < g->gap_start ? g->base[at] : g->base[at - g->gap_start + g->gap_end]);
    }
    gap_access(ut, limit, 1);
    if (n < capacity) dest[n] = 0;
    else if (n == capacity) *status = U_STRING_NOT_TERMINATED_WARNING;
    else *status = U_BUFFER_OVERFLOW_ERROR;
    return n;
}

static const struct UTextFuncs gap_funcs = {
    sizeof(UTextFuncs), 0, 0, 0,
    gap_clone, gap_length, gap_access, gap_extract,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
};

static UText *gap_clone(UText *dest, const UText *src, UBool deep, UErrorCode *status) {
    if (U_FAILURE(*status)) return dest;
    if (deep) { *status = U_UNSUPPORTED_ERROR; return dest; }
    dest = utext_setup(dest, 0, status);
    if (U_FAILURE(*status)) return dest;
    dest->providerProperties = src->providerProperties;
    dest->pFuncs = src->pFuncs;
    dest->context = src->context;
    dest->chunkContents = src->chunkContents;
    dest->chunkNativeStart = src->chunkNativeStart;
    dest->chunkNativeLimit = src->chunkNativeLimit;
    dest->chunkLength = src->chunkLength;
    dest->chunkOffset = src->chunkOffset;
    dest->nativeIndexingLimit = src->nativeIndexingLimit;
    return dest;
}

/* A temporary UText over `text`; the iterator keeps its own shallow clone. */
static UText *gap_open(const cicu_gap_text *text, UErrorCode *status) {
    UText *ut = utext_setup(NULL, 0, status);
    if (U_FAILURE(*status)) return ut;
    ut->pFuncs = &gap_funcs;
    ut->context = text;
    /* Chunks stay valid until the text changes (the owner then sets the text again). */
    ut->providerProperties = (int32_t)(1u << UTEXT_PROVIDER_STABLE_CHUNKS);
    gap_access(ut, 0, 1);
    return ut;
}

cicu_break_iterator *cicu_break_open_gap_text(cicu_break_kind kind, const char *locale,
                                              const cicu_gap_text *text, const char **error_name) {
    cicu_break_iterator *it = cicu_break_open(kind, locale, NULL, 0, error_name);
    if (!it) return NULL;
    if (cicu_break_reset_gap_text(it, text) != 0) {
        if (error_name) *error_name = "U_UNSUPPORTED_ERROR";
        cicu_break_close(it);
        return NULL;
    }
    return it;
}

int cicu_break_reset_gap_text(cicu_break_iterator *it, const cicu_gap_text *text) {
    UErrorCode status = U_ZERO_ERROR;
    UText *ut = gap_open(text, &status);
    if (U_SUCCESS(status)) ubrk_setUText(it->ubrk, ut, &status);
    utext_close(ut);
    return U_FAILURE(status) ? 1 : 0;
}
