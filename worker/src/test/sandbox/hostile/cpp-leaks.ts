import { braced, ELSEWHERE } from "./set.ts";

const cc = String.raw;

/** C++'s two programs that hunt for an earlier test's input (HostileSet in set.ts says what each does). */
export const KEEP_ACROSS_TESTS = cc`#include <sys/shm.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
std::string data, found;
void grab(const std::string& path) {
  std::ifstream in(path);
  if (in) found += std::string(std::istreambuf_iterator<char>(in), {}) + " | ";
}
void put(const std::string& path) { std::ofstream(path, std::ios::app) << data << '\n'; }
int main() {
  data.assign(std::istreambuf_iterator<char>(std::cin), {});
  data.erase(data.find_last_not_of(" \n") + 1);
  grab("/tmp/.keep");
  grab("/tmp/locked/data");
  if (chdir("/tmp/deep") == 0)
    while (chdir("d") == 0) {}
  grab("data");
  for (const char* path : ${braced(ELSEWHERE)}) grab(path);
  int shm = shmget(0x6773, 4096, IPC_CREAT | 0600);
  if (shm >= 0) {
    if (void* at = shmat(shm, nullptr, 0); at != reinterpret_cast<void*>(-1)) {
      found += static_cast<const char*>(at);
      std::memcpy(at, data.c_str(), std::min<size_t>(data.size() + 1, 4000));
    }
  }
  std::cout << "FOUND " << found << std::endl;
  put("/tmp/.keep");
  if (mkdir("/tmp/locked", 0700) == 0) {
    put("/tmp/locked/data");
    chmod("/tmp/locked", 0500);
  }
  if (chdir("/tmp") == 0 && mkdir("deep", 0700) == 0 && chdir("deep") == 0) {
    for (int i = 0; i < 600 && mkdir("d", 0700) == 0 && chdir("d") == 0; i++) {}
    put("data");
  }
  for (const char* path : ${braced(ELSEWHERE)}) put(path);
}`;

export const SCAN_OWN_MEMORY = cc`#include <fcntl.h>
#include <unistd.h>
#include <algorithm>
#include <cctype>
#include <fstream>
#include <iostream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
// Every SECRET-<digits>-<8 lowercase hex> in text.
void markers(const std::string& text, std::set<std::string>& into) {
  for (size_t at = text.find("SECRET-"); at != std::string::npos; at = text.find("SECRET-", at + 1)) {
    size_t dash = at + 7;
    while (dash < text.size() && std::isdigit(static_cast<unsigned char>(text[dash]))) dash++;
    if (dash == at + 7 || dash + 9 > text.size() || text[dash] != '-') continue;
    bool hex = true;
    for (size_t i = dash + 1; i < dash + 9; i++) hex = hex && (std::isdigit(text[i]) || (text[i] >= 'a' && text[i] <= 'f'));
    if (hex) into.insert(text.substr(at, dash + 9 - at));
  }
}
int main() {
  std::set<std::string> input, found;
  markers(std::string(std::istreambuf_iterator<char>(std::cin), {}), input);
  const std::string own = *input.begin();
  int mem = open("/proc/self/mem", O_RDONLY);
  std::ifstream maps("/proc/self/maps");
  std::string chunk(1 << 20, '\0');
  for (std::string line; std::getline(maps, line);) {
    std::istringstream fields(line);
    unsigned long lo, hi;
    char dash;
    std::string perms;
    fields >> std::hex >> lo >> dash >> hi >> perms;
    if (perms[0] != 'r') continue;
    for (unsigned long at = lo; at < hi; at += chunk.size() - 32) {
      ssize_t n = pread(mem, chunk.data(), std::min<unsigned long>(chunk.size(), hi - at), at);
      if (n <= 0) break;
      markers(chunk.substr(0, n), found);
    }
  }
  std::cout << (found.erase(own) ? "OWN" : "NO-OWN") << " OTHERS";
  for (const auto& other : found) std::cout << ' ' << other;
  std::cout << '\n';
}`;
