#include "raw_icu.h"
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

/* The iterator is ICU's own UBreakIterator, only renamed for Swift. */
raw_icu_iterator *raw_icu_word_open(const uint16_t *text, int32_t length, const char **error_name) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *b = ubrk_open(UBRK_WORD, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || b == NULL) {
        if (error_name) *error_name = u_errorName(status);
        if (b) ubrk_close(b);
        return NULL;
    }
    return (raw_icu_iterator *)b;
}

void raw_icu_close(raw_icu_iterator *it) { if (it) ubrk_close((UBreakIterator *)it); }
int32_t raw_icu_first(raw_icu_iterator *it) { return ubrk_first((UBreakIterator *)it); }
int32_t raw_icu_next(raw_icu_iterator *it) { return ubrk_next((UBreakIterator *)it); }
int32_t raw_icu_rule_status(raw_icu_iterator *it) { return ubrk_getRuleStatus((UBreakIterator *)it); }
