use std::{env, fs, path::Path};

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let out = args.iter().position(|a| a == "--out").map(|i| args[i + 1].clone()).unwrap_or("parsed/rl".into());
    fs::create_dir_all(&out).unwrap();
    for f in args.iter().filter(|a| a.ends_with(".replay")) {
        let data = fs::read(f).unwrap();
        let replay = boxcars::ParserBuilder::new(&data).never_parse_network_data().parse().unwrap();
        let name = Path::new(f).file_stem().unwrap().to_string_lossy();
        fs::write(format!("{}/{}.json", out, name), serde_json::to_string(&replay).unwrap()).unwrap();
        println!("parsed {}", f);
    }
}
