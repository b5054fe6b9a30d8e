//! ALSA's library prints its own errors to standard error: with no sound card it wrote 48
//! lines in 12 seconds ("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'") into the
//! terminal a screen reader was reading, each time the microphone was looked for again.
//! Ansage says itself what is missing ("Kein Mikrofon"); ALSA's words go to the log
//! (`RUST_LOG=ansage::alsa=debug`).

use std::ffi::{CStr, c_char, c_int};

/// The handler ALSA calls with each error. ALSA declares it variadic (a printf format and its
/// arguments); this one takes the fixed arguments only and logs the format unexpanded, which
/// the C calling conventions of Linux allow (the extra arguments are simply not read).
unsafe extern "C" fn to_log(
    file: *const c_char,
    line: c_int,
    function: *const c_char,
    err: c_int,
    fmt: *const c_char,
) {
    let text = |p: *const c_char| {
        if p.is_null() {
            String::new()
        } else {
            // SAFETY: ALSA passes NUL-terminated strings that live for the call.
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
        }
    };
    tracing::debug!(
        target: "ansage::alsa",
        file = %text(file),
        line,
        function = %text(function),
        err,
        "{}",
        text(fmt)
    );
}

/// Sends ALSA's error messages to the log instead of the terminal, for the whole process.
pub fn to_the_log() {
    type Fixed = unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);
    let handler: Fixed = to_log;
    // SAFETY: the handler takes the fixed leading arguments of ALSA's variadic handler type;
    // on Linux's calling conventions a callee that reads only those is called correctly.
    unsafe {
        let handler: alsa_sys::snd_lib_error_handler_t = Some(std::mem::transmute::<
            Fixed,
            unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char, ...),
        >(handler));
        alsa_sys::snd_lib_error_set_handler(handler);
    }
}
