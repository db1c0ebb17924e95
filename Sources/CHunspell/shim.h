#ifndef CHUNSPELL_SHIM_H
#define CHUNSPELL_SHIM_H
// Hunspell's C API (Debian: libhunspell-dev): affix-aware word validity and its own suggestions.
#include <hunspell/hunspell.h>
#endif
