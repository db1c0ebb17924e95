#ifndef RAWXKBCOMMON_SHIM_H
#define RAWXKBCOMMON_SHIM_H
/* libxkbcommon as HardwareBenchmarks calls it directly: the raw baseline of its key processing. */
#include <xkbcommon/xkbcommon.h>
#endif
