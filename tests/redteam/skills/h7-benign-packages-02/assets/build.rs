fn main() {
    println!("cargo:rerun-if-changed=csrc/crc32.c");
    cc::Build::new()
        .file("csrc/crc32.c")
        .opt_level(2)
        .warnings(true)
        .compile("crc32c_local");
}
