#include "cicu_properties.h"
#include <unicode/uchar.h>

int32_t cicu_east_asian_width(uint32_t code_point) {
    return (int32_t)u_getIntPropertyValue((UChar32)code_point, UCHAR_EAST_ASIAN_WIDTH);
}
