#ifndef CICU_PROPERTIES_H
#define CICU_PROPERTIES_H
/* Unicode character properties from ICU, behind unversioned names. */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* UAX #11 East_Asian_Width of a code point. Values as ICU's UEastAsianWidth:
 * 0 neutral, 1 ambiguous, 2 halfwidth, 3 fullwidth, 4 narrow, 5 wide. */
int32_t cicu_east_asian_width(uint32_t code_point);

#ifdef __cplusplus
}
#endif
#endif
