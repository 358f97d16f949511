import { ELSEWHERE, type HostileSet, NOT_TEXT_HEAD } from "./set.ts";

/** Python 3, run in a fork of the box's zygote. */
export const python: HostileSet = {
  INFINITE_LOOP: "while True: pass",
  SLEEP: "import time\ntime.sleep(60)\nprint('late')",
  FORK_BOMB: "import os\nwhile True:\n  try: os.fork()\n  except OSError: pass",
  THREAD_BOMB: `import threading, time
while True:
  try: threading.Thread(target=time.sleep, args=(100,), daemon=True).start()
  except RuntimeError: pass`,
  MEMORY_BOMB: "a = []\nwhile True: a.append(bytearray(10**7))",
  ENDLESS_OUTPUT: "import sys\ns = 'y' * 4096 + '\\n'\nwhile True: sys.stdout.write(s)",
  HUGE_FILE: `b = b"A" * (1 << 20)\nwith open("/tmp/big", "wb") as f:\n    for i in range(20): f.write(b)\nprint("done")`,
  // With the default recursion limit; a program that raises it to 10**8 instead grows the heap until the memory cap.
  DEEP_RECURSION: "def f(n): return f(n + 1) + 1\nf(0)",
  READ_ENVIRONMENT: `import os
print(dict(os.environ))
for p in os.listdir("/proc"):
  for f in ("environ", "cmdline"):
    try: print(p, f, open(f"/proc/{p}/{f}", "rb").read())
    except Exception as e: print(p, f, e)`,
  WRITE_FILES: `import sys
for p in sys.stdin.read().split():
  try:
    open(p, "w").write("pwned"); print("wrote " + p)
  except Exception as e: print("denied", p, e)`,
  CONNECT: `import socket, sys
for line in sys.stdin.read().strip().split("\\n"):
  h, p = line.split()
  try:
    socket.create_connection((h, int(p)), timeout=1).close(); print(f"{h}:{p} connected")
  except OSError: print(f"{h}:{p} blocked")`,
  KILL_PARENT: `import os, signal
for pid in (os.getppid(), -1):
  try: os.kill(pid, signal.SIGKILL)
  except OSError as e: print(e)
print("still here")`,
  BACKGROUND_CHILD: (marker) => `import os
if os.fork() == 0:
  os.setsid()
  os.execv("/bin/sh", ["/bin/sh", "-c", "sleep 30; echo ${marker}"])
print("done")`,
  PLANT_SYMLINK: (hostFile) => `import os
for link in ("/tmp/out.txt", "/box/out.txt", "/box/classes", "/tmp/classes"):
  try: os.symlink("${hostFile}", link); print("linked", link)
  except OSError as e: print("no link", link, e)
for link in ("/tmp/out.txt", "${hostFile}"):
  try: print("read", open(link).read())
  except OSError as e: print("unreadable", link, e)
try: open("/tmp/out.txt", "w").write("overwritten")
except OSError as e: print("unwritable", e)`,
  NOT_TEXT_OUTPUT: `import sys
out = bytes([${NOT_TEXT_HEAD}]) + b"\\0" * 200000 + b"\\n"
for s in (sys.stdout.buffer, sys.stderr.buffer):
  s.write(out)
  s.flush()`,
  KEEP_ACROSS_TESTS: `import os, sys, ctypes
data = sys.stdin.read().strip()
found = []
def grab(path):
    try:
        with open(path) as f: found.append(f.read())
    except OSError: pass
def put(path):
    try:
        with open(path, "a") as f: f.write(data + "\\n")
    except OSError: pass
grab("/tmp/.keep"); grab("/tmp/locked/data")
try:
    os.chdir("/tmp/deep")
    while True: os.chdir("d")
except OSError: pass
grab("data")
for p in ${JSON.stringify(ELSEWHERE)}: grab(p)
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
shm = libc.shmget(0x6773, 4096, 0o1600)
if shm >= 0:
    at = libc.shmat(shm, None, 0)
    if at not in (None, ctypes.c_void_p(-1).value):
        found.append(ctypes.string_at(at, 4096).split(b"\\0")[0].decode(errors="replace"))
        ctypes.memmove(at, data.encode()[:4000], min(len(data), 4000))
print("FOUND", " | ".join(found))
put("/tmp/.keep")
try:
    os.mkdir("/tmp/locked"); put("/tmp/locked/data"); os.chmod("/tmp/locked", 0o500)
except OSError: pass
try:
    os.chdir("/tmp"); os.mkdir("deep"); os.chdir("deep")
    for _ in range(600): os.mkdir("d"); os.chdir("d")
    put("data")
except OSError: pass
for p in ${JSON.stringify(ELSEWHERE)}: put(p)`,
  SCAN_OWN_MEMORY: `import re, sys
pattern = re.compile(rb"SECRET-[0-9]+-[0-9a-f]{8}")
own = pattern.search(sys.stdin.buffer.read()).group().decode()
found = set()
with open("/proc/self/maps") as maps, open("/proc/self/mem", "rb", 0) as mem:
    for line in maps:
        span, perms = line.split()[:2]
        lo, hi = (int(x, 16) for x in span.split("-"))
        if not perms.startswith("r"): continue
        # 1 MB at a time, overlapping by a marker's length so none is cut in two.
        for at in range(lo, hi, (1 << 20) - 32):
            try:
                mem.seek(at); chunk = mem.read(min(1 << 20, hi - at))
            except (OSError, ValueError, OverflowError): break
            found.update(m.decode() for m in pattern.findall(chunk))
print("OWN" if own in found else "NO-OWN", "OTHERS", *sorted(found - {own}))`,
};
