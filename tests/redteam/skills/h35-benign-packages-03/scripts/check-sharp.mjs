try {
  const { default: sharp } = await import("sharp");
  console.log(`sharp ok (libvips ${sharp.versions.vips})`);
} catch (err) {
  console.warn("sharp failed to load its native binary:", err.message);
  console.warn("Try: npm install --os=$(node -p process.platform) --cpu=$(node -p process.arch) sharp");
}
