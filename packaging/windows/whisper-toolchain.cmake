# whisper.cpp (whisper-rs-sys) cross-built for Windows by Debian's mingw-w64 (`make windows`).
set(CMAKE_SYSTEM_NAME Windows)
# Named, or ggml builds its generic C code, without the x86 vector instructions.
set(CMAKE_SYSTEM_PROCESSOR x86_64)
# The posix-thread compilers: the win32-thread g++ has no std::mutex, which whisper.cpp uses.
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
# Windows 7's API at least (ggml's thread pools and condition variables).
add_compile_definitions(_WIN32_WINNT=0x0601)
# A cross build is not tuned to the machine it runs on (GGML_NATIVE is off): without these, a
# decision took 3.5 s under Wine instead of 0.75 s. Whisper checks for them when it loads
# (voice/whisper/engine.rs) and leaves hearing to Vosk on a processor without them.
set(GGML_AVX ON CACHE BOOL "")
set(GGML_AVX2 ON CACHE BOOL "")
set(GGML_FMA ON CACHE BOOL "")
set(GGML_F16C ON CACHE BOOL "")
# ggml names its static libraries without the "lib" prefix on Windows (ggml.a), which rustc's
# `-l static=ggml` (whisper-rs-sys) does not find: here every static library keeps the prefix.
# (CMake reads this file more than once: add_library is wrapped only the first time.)
get_property(_ansage_wrapped GLOBAL PROPERTY ANSAGE_ADD_LIBRARY_WRAPPED)
if (_ansage_wrapped)
    return()
endif()
set_property(GLOBAL PROPERTY ANSAGE_ADD_LIBRARY_WRAPPED TRUE)
macro(add_library name)
    _add_library(${name} ${ARGN})
    get_target_property(_ansage_alias ${name} ALIASED_TARGET)
    if (NOT _ansage_alias)
        get_target_property(_ansage_type ${name} TYPE)
        get_target_property(_ansage_imported ${name} IMPORTED)
        if (_ansage_type STREQUAL "STATIC_LIBRARY" AND NOT _ansage_imported)
            set_target_properties(${name} PROPERTIES PREFIX "lib")
        endif()
    endif()
endmacro()
