use std::io::{BufRead, BufReader};

fn sixbit(c: u8) -> u8 {
    let v = c - 48;
    if v > 40 { v - 8 } else { v }
}

fn main() {
    let path = std::env::args().nth(2).expect("--input <file>");
    let f = std::fs::File::open(path).expect("open");
    let mut n = 0u64;
    for line in BufReader::new(f).lines().map_while(Result::ok) {
        if let Some(p) = line.split(',').nth(5) {
            let _bits: Vec<u8> = p.bytes().map(sixbit).collect();
            n += 1;
        }
    }
    println!("decoded {n} sentences");
}
