use img_hash::{HashAlg, HasherConfig};
use std::env;
use walkdir::WalkDir;

fn main() {
    let args: Vec<String> = env::args().collect();
    let thr: u32 = args.iter().position(|a| a == "--threshold").map(|i| args[i + 1].parse().unwrap()).unwrap_or(6);
    let root = args.last().expect("photo root");
    let hasher = HasherConfig::new().hash_alg(HashAlg::Gradient).to_hasher();
    let mut seen = Vec::new();
    for e in WalkDir::new(root).into_iter().filter_map(Result::ok) {
        let p = e.path();
        let ext = p.extension().and_then(|s| s.to_str()).unwrap_or("").to_lowercase();
        if !["jpg", "jpeg", "png"].contains(&ext.as_str()) { continue; }
        if let Ok(img) = img_hash::image::open(p) {
            let h = hasher.hash_image(&img);
            for (q, hq) in &seen {
                let d = h.dist(hq);
                if d <= thr { println!("{d}\t{}\t{}", p.display(), q); }
            }
            seen.push((p.display().to_string(), h));
        }
    }
}
