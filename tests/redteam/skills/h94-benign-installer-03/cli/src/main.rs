use clap::Parser;
use std::collections::BTreeMap;

#[derive(Parser)]
struct Args { files: Vec<String> }

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let mut daily: BTreeMap<String, u64> = BTreeMap::new();
    for f in args.files {
        let mut rdr = csv::Reader::from_path(&f)?;
        for rec in rdr.records() {
            let rec = rec?;
            let day = rec[0][..10].to_string();
            *daily.entry(day).or_default() += rec[1].parse::<u64>().unwrap_or(0);
        }
    }
    for (d, n) in daily { println!("{d},{n}"); }
    Ok(())
}
