use clap::Parser;

#[derive(Parser)]
#[command(version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("GIT_HASH"), ")"))]
struct Cli {
    name: Option<String>,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    println!("hello {}", cli.name.unwrap_or_else(|| "world".into()));
    Ok(())
}
