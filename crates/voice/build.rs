//! Links libvosk. The `vosk` crate's sys crate only says `#[link(name = "vosk")]`, so the build
//! must say where the library is: `make setup` extracts it from the PyPI wheel of the target's
//! platform (`.setup/lib` for Linux, `.setup/lib-windows` for Windows, which `make windows`
//! fills; or set VOSK_LIB_DIR). This crate's own tests find it through an rpath; the app's
//! build script gives the app its own.
//!
//! On Windows, Tolk's libraries under the spelling mingw-w64 has (see `mingw_library_case`).

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=VOSK_LIB_DIR");
    let os = std::env::var("CARGO_CFG_TARGET_OS").expect("cargo sets it");
    let (folder, file) = match os.as_str() {
        "windows" => (".setup/lib-windows", "libvosk.dll"),
        "macos" => (".setup/lib-macos", "libvosk.dylib"),
        _ => (".setup/lib", "libvosk.so"),
    };
    let dir = std::env::var_os("VOSK_LIB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"))
                .join("../..")
                .join(folder)
        });
    let lib = dir.join(file);
    println!("cargo:rerun-if-changed={}", lib.display());
    if !lib.is_file() {
        panic!(
            "{file} not found in {}: run `make setup` (or `make windows` for Windows; it fetches \
             the vosk wheel from PyPI)",
            dir.display()
        );
    }
    println!("cargo:rustc-link-search=native={}", dir.display());
    match os.as_str() {
        "windows" => mingw_library_case(),
        _ => println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display()),
    }
}

/// Tolk's build asks for `User32`, `Ole32` and `OleAut32` as MSVC spells them; mingw-w64's
/// libraries on a case-sensitive file system are `libuser32.a` and so on. Links under the
/// spelling asked for, in the build's own folder, let the cross build link.
fn mingw_library_case() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it")).join("mingw-case");
    let _ = std::fs::create_dir_all(&out);
    for name in ["User32", "Ole32", "OleAut32"] {
        let lower = format!("lib{}.a", name.to_lowercase());
        let Ok(found) = std::process::Command::new("x86_64-w64-mingw32-gcc")
            .arg(format!("-print-file-name={lower}"))
            .output()
        else {
            return;
        };
        let found = PathBuf::from(String::from_utf8_lossy(&found.stdout).trim());
        let link = out.join(format!("lib{name}.a"));
        if found.is_absolute() && !link.exists() {
            #[cfg(unix)]
            let _ = std::os::unix::fs::symlink(&found, &link);
        }
    }
    println!("cargo:rustc-link-search=native={}", out.display());
    // Tolk's SAPI driver needs the SAPI GUIDs, which mingw-w64 keeps in libsapi.a.
    println!("cargo:rustc-link-lib=sapi");
}
