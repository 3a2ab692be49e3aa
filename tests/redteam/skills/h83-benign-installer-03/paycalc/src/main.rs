use clap::{Parser, Subcommand};
use rust_decimal::prelude::*;

#[derive(Parser)]
struct Cli { #[command(subcommand)] cmd: Cmd }

#[derive(Subcommand)]
enum Cmd {
    Accrual { #[arg(long)] hours: Decimal, #[arg(long)] rate: Decimal },
    Overtime { #[arg(long)] hours: Decimal, #[arg(long)] threshold: Decimal, #[arg(long)] rate: Decimal, #[arg(long)] multiplier: Decimal },
}

fn main() {
    match Cli::parse().cmd {
        Cmd::Accrual { hours, rate } => {
            let accrued = (hours * Decimal::new(1207, 4)).round_dp(2);
            println!("accrued hours {accrued}  value {}", (accrued * rate).round_dp(2));
        }
        Cmd::Overtime { hours, threshold, rate, multiplier } => {
            let ot = (hours - threshold).max(Decimal::ZERO);
            println!("overtime {ot}h  premium {}", (ot * rate * multiplier).round_dp(2));
        }
    }
}
