use clap::Parser;
use memmap2::Mmap;
use std::fs::File;

#[derive(Parser)]
struct Args { path: String, #[arg(long, default_value_t = 189)] il: usize, #[arg(long, default_value_t = 193)] xl: usize,
              #[arg(long, default_value_t = 1)] stride: usize }

fn be_i32(b: &[u8], pos: usize) -> i32 { i32::from_be_bytes([b[pos - 1], b[pos], b[pos + 1], b[pos + 2]]) }

fn main() -> std::io::Result<()> {
    let a = Args::parse();
    let f = File::open(&a.path)?;
    let m = unsafe { Mmap::map(&f)? };
    let ns = u16::from_be_bytes([m[3220], m[3221]]) as usize;
    let tr = 240 + ns * 4;
    let n = (m.len() - 3600) / tr;
    let (mut lo, mut hi) = (i32::MAX, i32::MIN);
    for i in (0..n).step_by(a.stride) {
        let h = &m[3600 + i * tr..3600 + i * tr + 240];
        let il = be_i32(h, a.il);
        lo = lo.min(il); hi = hi.max(il);
        let _xl = be_i32(h, a.xl);
    }
    println!("traces {n}, inline {lo}..{hi}");
    Ok(())
}
