import { KEEP_ACROSS_TESTS, SCAN_OWN_MEMORY } from "./cpp-leaks.ts";
import { braced, type HostileSet, NOT_TEXT_HEAD } from "./set.ts";

// String.raw: each program is C++ source as a learner types it, escapes included.
const cc = String.raw;

/** GNU C++20 at -O2: the system calls themselves, through libc and the standard library. */
export const cpp: HostileSet = {
  // volatile: an empty endless loop is undefined behaviour the optimiser may remove.
  INFINITE_LOOP: cc`int main() {
  volatile unsigned long n = 0;
  for (;;) n = n + 1;
}`,
  SLEEP: cc`#include <chrono>
#include <iostream>
#include <thread>
int main() {
  std::this_thread::sleep_for(std::chrono::seconds(60));
  std::cout << "late" << std::endl;
}`,
  FORK_BOMB: cc`#include <unistd.h>
int main() {
  for (;;) fork();
}`,
  THREAD_BOMB: cc`#include <chrono>
#include <system_error>
#include <thread>
int main() {
  for (;;) {
    try {
      std::thread([] { std::this_thread::sleep_for(std::chrono::seconds(100)); }).detach();
    } catch (const std::system_error&) {
    }
  }
}`,
  MEMORY_BOMB: cc`#include <vector>
int main() {
  std::vector<std::vector<long>> hoard;
  for (;;) hoard.emplace_back(1 << 20, 7L);
}`,
  ENDLESS_OUTPUT: cc`#include <iostream>
#include <string>
int main() {
  std::ios::sync_with_stdio(false);
  const std::string line(4096, 'y');
  for (;;) std::cout << line << '\n';
}`,
  HUGE_FILE: cc`#include <cstdio>
#include <vector>
int main() {
  std::vector<char> chunk(1 << 20, 'A');
  std::FILE* f = std::fopen("/tmp/big", "wb");
  for (int i = 0; i < 20; i++) std::fwrite(chunk.data(), 1, chunk.size(), f);
  std::fclose(f);
  std::puts("done");
}`,
  // XOR, not +: GCC turns "return f(n + 1) + 1" into a loop (an accumulator), which would never overflow the stack.
  DEEP_RECURSION: cc`#include <cstdio>
unsigned depth(unsigned n) { return depth(n + 1) ^ n; }
int main() { std::printf("%u\n", depth(0)); }`,
  READ_ENVIRONMENT: cc`#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
extern char** environ;
int main() {
  for (char** e = environ; *e; e++) std::cout << *e << '\n';
  for (const auto& entry : std::filesystem::directory_iterator("/proc"))
    for (const char* file : {"environ", "cmdline"}) {
      std::ifstream in(entry.path() / file, std::ios::binary);
      std::string text(std::istreambuf_iterator<char>(in), {});
      std::cout << entry.path() << ' ' << file << ' ' << (in ? text : "unreadable") << '\n';
    }
}`,
  WRITE_FILES: cc`#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
int main() {
  for (std::string path; std::cin >> path;) {
    std::ofstream out(path);
    if (out << "pwned" << std::flush) std::cout << "wrote " << path << '\n';
    else std::cout << "denied " << path << ' ' << std::strerror(errno) << '\n';
  }
}`,
  CONNECT: cc`#include <netdb.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>
#include <iostream>
#include <string>
int main() {
  for (std::string host, port; std::cin >> host >> port;) {
    addrinfo hints{}, *found = nullptr;
    hints.ai_socktype = SOCK_STREAM;
    bool connected = false;
    if (getaddrinfo(host.c_str(), port.c_str(), &hints, &found) == 0) {
      for (addrinfo* a = found; a && !connected; a = a->ai_next) {
        int s = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (s < 0) continue;
        timeval timeout{1, 0};
        setsockopt(s, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
        connected = connect(s, a->ai_addr, a->ai_addrlen) == 0;
        close(s);
      }
      freeaddrinfo(found);
    }
    std::cout << host << ':' << port << (connected ? " connected" : " blocked") << '\n';
  }
}`,
  KILL_PARENT: cc`#include <csignal>
#include <cstdio>
#include <unistd.h>
int main() {
  const pid_t targets[] = {getppid(), -1};
  for (pid_t pid : targets)
    if (kill(pid, SIGKILL) != 0) std::perror("kill");
  std::puts("still here");
}`,
  BACKGROUND_CHILD: (marker) => cc`#include <cstdio>
#include <unistd.h>
int main() {
  if (fork() == 0) {
    setsid();
    execl("/bin/sh", "sh", "-c", "sleep 30; echo ${marker}", nullptr);
  }
  std::puts("done");
}`,
  PLANT_SYMLINK: (hostFile) => cc`#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
int main() {
  const char* target = "${hostFile}";
  for (const char* link : {"/tmp/out.txt", "/box/out.txt", "/box/classes", "/tmp/classes"}) {
    if (symlink(target, link) == 0) std::cout << "linked " << link << '\n';
    else std::cout << "no link " << link << ' ' << std::strerror(errno) << '\n';
  }
  for (const char* path : {"/tmp/out.txt", target}) {
    std::ifstream in(path);
    if (in) std::cout << "read " << std::string(std::istreambuf_iterator<char>(in), {}) << '\n';
    else std::cout << "unreadable " << path << '\n';
  }
  if (!(std::ofstream("/tmp/out.txt") << "overwritten")) std::cout << "unwritable\n";
}`,
  NOT_TEXT_OUTPUT: cc`#include <cstdio>
#include <vector>
int main() {
  std::vector<unsigned char> out = ${braced(NOT_TEXT_HEAD)};
  out.resize(out.size() + 200000);
  out.push_back('\n');
  for (std::FILE* stream : {stdout, stderr}) {
    std::fwrite(out.data(), 1, out.size(), stream);
    std::fflush(stream);
  }
}`,
  KEEP_ACROSS_TESTS,
  SCAN_OWN_MEMORY,
};
