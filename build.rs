//! Links libvosk. The `vosk` crate's sys crate only says `#[link(name = "vosk")]`, so the build
//! must say where the library is: `make setup` extracts it from the PyPI wheel into
//! `.setup/lib` (or set VOSK_LIB_DIR). Binaries find it through an rpath: first next to
//! themselves (an installed app), then in that folder.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=VOSK_LIB_DIR");
    let dir = std::env::var_os("VOSK_LIB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"))
                .join(".setup/lib")
        });
    let lib = dir.join("libvosk.so");
    println!("cargo:rerun-if-changed={}", lib.display());
    if !lib.is_file() {
        panic!(
            "libvosk.so not found in {}: run `make setup` (it fetches the vosk wheel from PyPI)",
            dir.display()
        );
    }
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-arg=-Wl,-rpath,$ORIGIN");
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
}
