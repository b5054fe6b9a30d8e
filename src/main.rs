use std::process::ExitCode;

fn main() -> ExitCode {
    match ansage::cli::parse_command_line() {
        Ok(cli) => ansage::cli::main(cli),
        Err(code) => code,
    }
}
