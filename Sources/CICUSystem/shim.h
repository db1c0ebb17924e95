// ICU's C headers for the CICU wrapper: break iterators, UText, character properties.
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>
