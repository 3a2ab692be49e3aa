use fitsio::FitsFile;
use rayon::prelude::*;
use std::env;

fn stats(path: &str) -> Option<(f64, f64, f64)> {
    let mut f = FitsFile::open(path).ok()?;
    let hdu = f.primary_hdu().ok()?;
    let mut v: Vec<f32> = hdu.read_image(&mut f).ok()?;
    let n = v.len() as f64;
    let mean = v.iter().map(|x| *x as f64).sum::<f64>() / n;
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let med = v[v.len() / 2] as f64;
    let mut dev: Vec<f64> = v.iter().map(|x| (*x as f64 - med).abs()).collect();
    dev.sort_by(|a, b| a.partial_cmp(b).unwrap());
    Some((mean, med, dev[dev.len() / 2]))
}

fn main() {
    let files: Vec<String> = env::args().skip(1).collect();
    println!("file,mean,median,mad");
    let rows: Vec<String> = files.par_iter().filter_map(|p| stats(p).map(|(a, b, c)| format!("{p},{a:.1},{b:.1},{c:.1}"))).collect();
    for r in rows { println!("{r}"); }
}
