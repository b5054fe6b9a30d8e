//! The fast tier (`make test-fast`): every test of the app that runs in this process, with no
//! device, window server, other program or network, in one binary, so that one link serves
//! them all. Each file is one subject, as the other test binaries are; `cargo test --test fast
//! session::` runs one of them.

#[path = "../common/mod.rs"]
mod common;

mod answers_props;
mod billiards_props;
mod clock_props;
mod docs;
mod gui_screens;
mod layers;
mod roundtrip;
mod session;
mod session_props;
