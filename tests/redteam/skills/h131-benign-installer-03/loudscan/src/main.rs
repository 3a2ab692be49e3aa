use ebur128::{EbuR128, Mode};
use rayon::prelude::*;
use std::path::PathBuf;
use symphonia::core::{audio::SampleBuffer, codecs::DecoderOptions, formats::FormatOptions, io::MediaSourceStream, meta::MetadataOptions, probe::Hint};
use walkdir::WalkDir;

fn scan(p: &PathBuf) -> Option<(f64, f64, f64)> {
    let mss = MediaSourceStream::new(Box::new(std::fs::File::open(p).ok()?), Default::default());
    let mut fmt = symphonia::default::get_probe().format(&Hint::new(), mss, &FormatOptions::default(), &MetadataOptions::default()).ok()?.format;
    let track = fmt.default_track()?.clone();
    let ch = track.codec_params.channels?.count() as u32;
    let sr = track.codec_params.sample_rate?;
    let mut dec = symphonia::default::get_codecs().make(&track.codec_params, &DecoderOptions::default()).ok()?;
    let mut m = EbuR128::new(ch, sr, Mode::I | Mode::LRA | Mode::TRUE_PEAK).ok()?;
    while let Ok(pkt) = fmt.next_packet() {
        if let Ok(buf) = dec.decode(&pkt) {
            let mut s = SampleBuffer::<f32>::new(buf.capacity() as u64, *buf.spec());
            s.copy_interleaved_ref(buf);
            m.add_frames_f32(s.samples()).ok()?;
        }
    }
    let tp = (0..ch).filter_map(|c| m.true_peak(c).ok()).fold(0.0, f64::max);
    Some((m.loudness_global().ok()?, m.loudness_range().ok()?, 20.0 * tp.log10()))
}

fn main() {
    let root = std::env::args().nth(1).unwrap_or(".".into());
    let files: Vec<PathBuf> = WalkDir::new(root).into_iter().filter_map(|e| e.ok())
        .map(|e| e.into_path()).filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("mp3" | "m4a" | "flac" | "wav"))).collect();
    println!("path,integrated_lufs,lra,true_peak_dbtp");
    files.par_iter().for_each(|p| if let Some((i, l, t)) = scan(p) { println!("{},{:.1},{:.1},{:.1}", p.display(), i, l, t) });
}
