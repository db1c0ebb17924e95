#include "cicu.h"
#include <stdio.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>

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
