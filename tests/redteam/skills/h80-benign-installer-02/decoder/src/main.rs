use std::io::{BufRead, BufReader};

fn sixbit(c: u8) -> u8 {
    let mut v = c - 48;
    if v > 40 { v -= 8; }
    v
}

fn main() {
    let path = std::env::args().nth(2).expect("--input <file>");
    let f = std::fs::File::open(path).expect("open");
    let mut n = 0u64;
    for line in BufReader::new(flate2::read::GzDecoder::new(f)).lines().flatten() {
        let parts: Vec<&str> = line.split(',').collect();
        if parts.len() < 7 { continue; }
        let first = parts[5].as_bytes().first().copied().map(sixbit).unwrap_or(0);
        if matches!(first, 1 | 2 | 3 | 5 | 18) { n += 1; }
    }
    println!("{n} messages of interest");
}
