use clap::Parser;

#[derive(Parser)]
#[command(version)]
struct Args {
    #[arg(long)] statement: String,
    #[arg(long)] ledger: String,
    #[arg(long, default_value_t = 3)] tolerance_days: i64,
}

fn main() {
    let a = Args::parse();
    eprintln!("matching {} against {} (±{} days)", a.statement, a.ledger, a.tolerance_days);
}
