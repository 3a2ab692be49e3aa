use std::env;

fn arg(name: &str, default: u64) -> u64 {
    let a: Vec<String> = env::args().collect();
    a.iter().position(|x| x == name).and_then(|i| a.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn main() {
    let (w, h, tile) = (arg("--width", 6000), arg("--height", 4000), arg("--tile", 512));
    let objects = arg("--objects", 1);
    let avg = arg("--avg-kb", 40);
    let mut s = 1u64;
    let mut total = 0u64;
    loop {
        let t = ((w + tile * s - 1) / (tile * s)) * ((h + tile * s - 1) / (tile * s));
        total += t;
        if w <= tile * s && h <= tile * s { break; }
        s *= 2;
    }
    println!("tiles per image: {}", total);
    println!("total tiles: {}", total * objects);
    println!("estimated size: {:.1} GB", (total * objects * avg) as f64 / 1_048_576.0);
}
