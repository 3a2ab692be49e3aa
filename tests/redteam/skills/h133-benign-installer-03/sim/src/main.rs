use rand::SeedableRng;
use rand_distr::{Distribution, LogNormal, Poisson};

fn main() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let n = Poisson::new(12.0).unwrap();
    let x = LogNormal::new(10.2, 1.4).unwrap();
    let (ret, lim) = (1_000_000.0_f64, 4_000_000.0_f64);
    let years = 100_000;
    let mut layer = 0.0;
    for _ in 0..years {
        let k: f64 = n.sample(&mut rng);
        for _ in 0..k as u64 {
            let l: f64 = x.sample(&mut rng);
            layer += (l - ret).clamp(0.0, lim);
        }
    }
    println!("expected layer loss: {:.0}", layer / years as f64);
}
