#include <cstdio>
#include <string>
int run_attribute(const std::string& name, const char* in, const char* out, int argc, char** argv);
int main(int argc, char** argv) {
  if (argc < 3) { std::fprintf(stderr, "usage: seisattr <attr> in.sgy --out out.sgy\n"); return 1; }
  const char* out = "out.sgy";
  for (int i = 3; i < argc - 1; ++i) if (std::string(argv[i]) == "--out") out = argv[i + 1];
  return run_attribute(argv[1], argv[2], out, argc, argv);
}
