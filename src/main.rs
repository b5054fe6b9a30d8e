use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    ansage::cli::main(ansage::cli::Cli::parse())
}
