#ifndef CICU_H
#define CICU_H
/* A narrow, unversioned wrapper over ICU's break-iterator C API.
 * ICU renames its symbols per release (ubrk_open_72, ...); Swift only ever sees
 * the cicu_* names declared here. Offsets are UTF-16 code units. */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    CICU_BREAK_CHARACTER = 0,
    CICU_BREAK_WORD = 1,
    CICU_BREAK_LINE = 2,
    CICU_BREAK_SENTENCE = 3
} cicu_break_kind;

/* Returned by the iteration functions when there is no further boundary. */
#define CICU_DONE ((int32_t)-1)

typedef struct cicu_break_iterator cicu_break_iterator;

/* Opens a break iterator of the given kind for `locale` (NULL: the root locale).
 * The text is not copied: it must stay alive and unchanged until the next
 * cicu_break_set_text or cicu_break_close. On failure returns NULL and stores
 * ICU's error name in *error_name (static storage) when error_name is not NULL. */
cicu_break_iterator *cicu_break_open(cicu_break_kind kind, const char *locale,
                                     const uint16_t *text, int32_t length,
                                     const char **error_name);
/* Points the iterator at new text (same ownership rule as cicu_break_open).
 * Returns 0 on success, non-zero on failure. */
int cicu_break_set_text(cicu_break_iterator *it, const uint16_t *text, int32_t length);
void cicu_break_close(cicu_break_iterator *it);

int32_t cicu_break_first(cicu_break_iterator *it);
int32_t cicu_break_last(cicu_break_iterator *it);
int32_t cicu_break_next(cicu_break_iterator *it);
int32_t cicu_break_previous(cicu_break_iterator *it);
int32_t cicu_break_current(cicu_break_iterator *it);
/* The first boundary after / before `offset`, or CICU_DONE. */
int32_t cicu_break_following(cicu_break_iterator *it, int32_t offset);
int32_t cicu_break_preceding(cicu_break_iterator *it, int32_t offset);
/* Non-zero when `offset` is a boundary; moves the iterator as ubrk_isBoundary does. */
int cicu_break_is_boundary(cicu_break_iterator *it, int32_t offset);
/* The rule status of the boundary most recently returned (word iterators:
 * 0-99 none, 100-199 number, 200-299 letter, 300-399 kana, 400-499 ideographic). */
int32_t cicu_break_rule_status(cicu_break_iterator *it);

/* UTF-16 text in a gap buffer: `length` units, the first `gap_start` at `base`,
 * the rest from `base + gap_end`. The owner keeps it alive and calls
 * cicu_break_reset_gap_text after changing it. */
typedef struct cicu_gap_text {
    const uint16_t *base;
    int32_t gap_start;
    int32_t gap_end;
    int32_t length;
} cicu_gap_text;

/* Opens a break iterator over gap-buffer text (read through an ICU UText, so
 * the text need not be contiguous). Same failure rule as cicu_break_open. */
cicu_break_iterator *cicu_break_open_gap_text(cicu_break_kind kind, const char *locale,
                                              const cicu_gap_text *text, const char **error_name);
/* Tells the iterator its gap-buffer text changed (ICU requires setting the text
 * again after any change). Returns 0 on success. */
int cicu_break_reset_gap_text(cicu_break_iterator *it, const cicu_gap_text *text);

/* Advances the iterator up to `capacity` boundaries, storing each boundary in
 * `ends` and its rule status in `statuses`; stops early at the end of the text.
 * Returns how many were stored; the iterator stands at the last one stored. */
int32_t cicu_break_next_batch(cicu_break_iterator *it, int32_t *ends, int32_t *statuses, int32_t capacity);

/* ICU's version as "major.minor", in static storage. */
const char *cicu_version(void);

#ifdef __cplusplus
}
#endif
#endif
