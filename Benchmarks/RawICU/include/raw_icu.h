#ifndef RAW_ICU_H
#define RAW_ICU_H
/* ICU's word break iterator as TokenizerBenchmarks calls it directly: the raw baseline that the
 * tokenizer is measured against. ICU renames its symbols per release (ubrk_open_72, ...), which Swift
 * cannot call through the header's macros; these unversioned functions pass straight through. */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Returned by raw_icu_next when there is no further boundary (ICU's UBRK_DONE). */
#define RAW_ICU_DONE ((int32_t)-1)

typedef struct raw_icu_iterator raw_icu_iterator;

/* A word break iterator over `length` UTF-16 units at `text` in the root locale (the text is not
 * copied). NULL on failure, with ICU's error name in *error_name when error_name is not NULL. */
raw_icu_iterator *raw_icu_word_open(const uint16_t *text, int32_t length, const char **error_name);
void raw_icu_close(raw_icu_iterator *it);
/* ubrk_first, ubrk_next and ubrk_getRuleStatus. */
int32_t raw_icu_first(raw_icu_iterator *it);
int32_t raw_icu_next(raw_icu_iterator *it);
int32_t raw_icu_rule_status(raw_icu_iterator *it);

#ifdef __cplusplus
}
#endif
#endif
