#include <print>
int main() { std::println("hello"); }
