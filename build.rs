//! Where the app finds libvosk at run time (crates/voice/build.rs links it). Linux and macOS
//! binaries find it through an rpath: first next to themselves (an installed app), then in
//! `../lib/ansage` (the Debian package), then in `.setup/lib` (or VOSK_LIB_DIR); Windows finds
//! DLLs next to the .exe, where the zip puts them.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=VOSK_LIB_DIR");
    let os = std::env::var("CARGO_CFG_TARGET_OS").expect("cargo sets it");
    let folder = match os.as_str() {
        "macos" => ".setup/lib-macos",
        _ => ".setup/lib",
    };
    let dir = std::env::var_os("VOSK_LIB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"))
                .join(folder)
        });
    match os.as_str() {
        // libFLAC's cmake build compiles with -fstack-protector-strong, whose checks mingw-w64
        // keeps in libssp (static, so no DLL joins the zip); libssp itself calls into msvcrt
        // and advapi32. As link arguments they come after the libraries that need them.
        "windows" => {
            for arg in ["-l:libssp.a", "-lmsvcrt", "-ladvapi32"] {
                println!("cargo:rustc-link-arg={arg}");
            }
        }
        "macos" => {
            println!("cargo:rustc-link-arg=-Wl,-rpath,@executable_path");
            println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
        }
        _ => {
            println!("cargo:rustc-link-arg=-Wl,-rpath,$ORIGIN");
            // The Debian package: /usr/bin/ansage and /usr/lib/ansage/libvosk.so.
            println!("cargo:rustc-link-arg=-Wl,-rpath,$ORIGIN/../lib/ansage");
            println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
        }
    }
}
