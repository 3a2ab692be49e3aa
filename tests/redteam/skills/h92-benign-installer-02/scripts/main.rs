use clap::Parser;
use dicom_object::open_file;
use dicom_pixeldata::PixelDecoder;
use std::path::PathBuf;

#[derive(Parser)]
struct Args {
    #[arg(long)] series: PathBuf,
    #[arg(long)] out: PathBuf,
    #[arg(long, default_value_t = 1)] every: usize,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a = Args::parse();
    std::fs::create_dir_all(&a.out)?;
    let mut files: Vec<_> = std::fs::read_dir(&a.series)?.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.sort();
    for (i, f) in files.iter().enumerate().step_by(a.every) {
        let obj = open_file(f)?;
        let img = obj.decode_pixel_data()?.to_dynamic_image(0)?;
        img.save(a.out.join(format!("axial_{:04}.png", i + 1)))?;
    }
    Ok(())
}
