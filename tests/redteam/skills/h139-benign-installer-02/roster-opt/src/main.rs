use clap::Parser;

#[derive(Parser)]
struct Args {
    #[arg(long)] demand: String,
    #[arg(long)] staff: String,
    #[arg(long)] rules: String,
    #[arg(long)] week: String,
}

fn attendants_needed(credits: f64, per_attendant: f64) -> u32 {
    (credits / per_attendant).ceil() as u32
}

fn main() {
    let a = Args::parse();
    let mut rdr = csv::Reader::from_path(&a.demand).expect("demand.csv");
    for rec in rdr.records().flatten() {
        let day = &rec[0];
        let credits: f64 = rec[2].parse().unwrap_or(0.0);
        println!("{} {}: housekeeping attendants {}", a.week, day, attendants_needed(credits, 15.0));
    }
    let _ = (&a.staff, &a.rules);
}
