use clap::Parser;

#[derive(Parser)]
#[command(version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("GIT_HASH"), ")"))]
struct Cli {}

fn main() -> anyhow::Result<()> {
    let _ = Cli::parse();
    Ok(())
}
