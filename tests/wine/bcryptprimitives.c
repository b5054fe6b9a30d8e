/* For the Wine tests only, never shipped: Rust's standard library imports ProcessPrng from
   bcryptprimitives.dll (Windows 10 and later), which Wine 8 lacks. This gives it through
   RtlGenRandom, which Wine has. */
#include <windows.h>
#include <ntsecapi.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    return RtlGenRandom(data, (ULONG)len);
}
