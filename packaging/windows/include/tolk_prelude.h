/* Included first in every C++ file the Windows build compiles (.cargo/config.toml), for
 * Tolk's sources (tolk-sys), written for MSVC: the screen readers' GUIDs are defined in .c
 * files that g++ compiles as C++, where a `const` without an `extern` declaration in sight
 * stays private to its file; their headers, which declare them `extern "C"`, come first.
 * They are found relative to tolk-sys's folder, where its build runs (`-iquote .`); in any
 * other C++ build (cmake's compiler check for libFLAC) they are absent and nothing is added. */
#if __has_include("vendor/tolk/src/fsapi.h")
#include "vendor/tolk/src/fsapi.h"
#include "vendor/tolk/src/wineyes.h"
#include "vendor/tolk/src/zt.h"
#endif
