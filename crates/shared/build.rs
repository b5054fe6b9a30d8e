//! Links liblouis (the Braille sheets): the system's on Linux and macOS (Debian
//! `liblouis-dev`), on Windows the static library `make windows` cross-builds into
//! `.setup/liblouis-windows`.

use std::path::PathBuf;

fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").expect("cargo sets it");
    if os != "windows" {
        println!("cargo:rustc-link-lib=louis");
        return;
    }
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let louis = root.join("../../.setup/liblouis-windows/lib");
    let lib = louis.join("liblouis.a");
    println!("cargo:rerun-if-changed={}", lib.display());
    if !lib.is_file() {
        panic!("{} not found: `make windows` builds it", lib.display());
    }
    println!("cargo:rustc-link-search=native={}", louis.display());
    println!("cargo:rustc-link-lib=static=louis");
    // liblouis's gnulib: malloc and mmalloca replacements.
    println!("cargo:rustc-link-lib=static=gnu");
}
