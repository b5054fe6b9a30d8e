//! The Debian package: made by cargo-deb from the metadata in Cargo.toml (as `make deb` does,
//! here from the binary the tests use), installed by dpkg into a root of its own (a real
//! install: dpkg unpacks it and records it as installed, without touching this machine's
//! system), and the installed `ansage --version` runs with the libvosk.so of the package.

use std::path::{Path, PathBuf};
use std::process::Command;

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn fresh(dir: &Path) -> PathBuf {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    dir.to_path_buf()
}

#[test]
fn the_debian_package_installs_and_ansage_runs_from_it() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = env!("CARGO_BIN_EXE_ansage");
    let work = fresh(&Path::new(env!("CARGO_TARGET_TMPDIR")).join("package"));

    // What the package carries besides the binary, made by the binary (as `make deb` does).
    let packaging = manifest.join("target/packaging");
    let _ = std::fs::remove_dir_all(&packaging);
    run(Command::new(bin).arg("manual").arg(packaging.join("man")));
    std::fs::create_dir_all(packaging.join("completions")).unwrap();
    for (shell, file) in [
        ("bash", "ansage"),
        ("zsh", "_ansage"),
        ("fish", "ansage.fish"),
    ] {
        let script = run(Command::new(bin).args(["completions", shell]));
        std::fs::write(packaging.join("completions").join(file), script).unwrap();
    }

    let deb = work.join("ansage.deb");
    let cargo_deb = manifest.join(".setup/cargo/bin/cargo-deb");
    assert!(
        cargo_deb.is_file(),
        "cargo-deb is built by `make setup` into .setup/cargo"
    );
    run(Command::new(&cargo_deb)
        .current_dir(manifest)
        .args(["--no-build", "--locked", "--profile", "dev", "--output"])
        .arg(&deb));

    let info = run(Command::new("dpkg-deb").arg("--info").arg(&deb));
    assert!(info.contains("Package: ansage"), "{info}");
    assert!(info.contains("Version: 0.1.0"), "{info}");
    let field = |name: &str| {
        info.lines()
            .find_map(|l| l.trim().strip_prefix(name))
            .unwrap_or_default()
            .to_string()
    };
    let depends = field("Depends:");
    for lib in ["libasound2", "libspeechd2", "libpocketsphinx3", "libx11-6"] {
        assert!(depends.contains(lib), "Depends: {depends}");
    }
    let recommends = field("Recommends:");
    for pkg in ["stockfish", "speech-dispatcher"] {
        assert!(recommends.contains(pkg), "Recommends: {recommends}");
    }

    // Installed by dpkg into a root of its own (the system's libraries are not in its
    // database, hence --force-depends).
    let root = work.join("root");
    std::fs::create_dir_all(root.join("var/lib/dpkg/info")).unwrap();
    std::fs::create_dir_all(root.join("var/lib/dpkg/updates")).unwrap();
    std::fs::write(root.join("var/lib/dpkg/status"), "").unwrap();
    run(Command::new("dpkg")
        .arg(format!("--root={}", root.display()))
        .args([
            "--log=/dev/null",
            "--force-not-root",
            "--force-depends",
            "--force-script-chrootless",
            "-i",
        ])
        .arg(&deb));
    let status = run(Command::new("dpkg")
        .arg(format!("--root={}", root.display()))
        .args(["-s", "ansage"]));
    assert!(status.contains("Status: install ok installed"), "{status}");

    let installed = root.join("usr/bin/ansage");
    assert_eq!(
        run(Command::new(&installed).arg("--version")),
        "ansage 0.1.0\n"
    );
    // It runs with the package's own libvosk.so, not the one of the build.
    let ldd = run(Command::new("ldd").arg(&installed));
    let vosk = ldd
        .lines()
        .find(|l| l.contains("libvosk.so"))
        .unwrap_or_default();
    assert!(
        vosk.contains(&root.join("usr/lib/ansage/libvosk.so").display().to_string())
            || vosk.contains("usr/bin/../lib/ansage/libvosk.so"),
        "{vosk}"
    );
    // The desktop finds it, `man ansage` reads, bash completes.
    run(Command::new("desktop-file-validate")
        .arg(root.join("usr/share/applications/io.github.ansage.Ansage.desktop")));
    let page = run(Command::new("man")
        .arg("-l")
        .arg(root.join("usr/share/man/man1/ansage-console.1.gz"))
        .env("MANWIDTH", "80"));
    assert!(page.contains("ansage-console"), "{page}");
    assert!(
        root.join("usr/share/icons/hicolor/scalable/apps/io.github.ansage.Ansage.svg")
            .is_file()
    );
    assert!(
        root.join("usr/share/bash-completion/completions/ansage")
            .is_file()
    );
}
