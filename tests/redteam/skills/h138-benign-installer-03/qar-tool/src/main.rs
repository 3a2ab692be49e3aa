use clap::Parser;
use std::fs;

#[derive(Parser)]
struct Args {
    #[arg(long)] pfl: String,
    #[arg(long)] input: String,
    #[arg(long)] params: String,
    #[arg(long)] out: String,
}

fn words12(bytes: &[u8]) -> Vec<u16> {
    bytes.chunks(3).flat_map(|c| {
        if c.len() < 3 { return vec![]; }
        vec![((c[0] as u16) << 4) | ((c[1] as u16) >> 4), (((c[1] as u16) & 0x0F) << 8) | c[2] as u16]
    }).collect()
}

fn main() {
    let a = Args::parse();
    let data = fs::read(&a.input).expect("read input");
    let w = words12(&data);
    let _layout = fs::read_to_string(&a.pfl).expect("read pfl");
    let mut wtr = csv::Writer::from_path(&a.out).expect("out");
    wtr.write_record(a.params.split(',')).unwrap();
    eprintln!("{} words read", w.len());
    wtr.flush().unwrap();
}
