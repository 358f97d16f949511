"""The trusted supervisor inside one sandbox (see docs/judging.md, "One box per lane").

bubblewrap starts this once per box; the box then runs a submission's tests one after another, each as a fresh
process. The supervisor is the only thing in the box with privileges: on a root worker it runs as the box's
uid 0 with CAP_SETUID, CAP_SETGID and CAP_KILL only, and every test program runs as the slot's unprivileged uid,
so the program can neither signal, trace, nor read the descriptors of the process that reports on it.

A Python test does not exec an interpreter either: it runs in a fork of the box's zygote (zygote.py), a clean
`python3 -I -B` started once per box that never holds any test's data, saving the ~10 ms an interpreter start costs.

Between tests the box is made as it was: every process of the test is killed, whatever it left in /tmp is removed
with the rights of the uid that wrote it (directories made writable first, no descriptor held per level), and the
supervisor then checks, with its own eyes, that /tmp is empty and no System V IPC object exists. A box that fails
the check is reported dirty and never runs another test: the host destroys it and continues in a fresh one.

A program that does not parse never runs: Python's zygote compiles it in the test's fork before running it, and a
run asked to check (`syntaxCheck`: a trusted checker, /gs/check-*.{cjs,js}, parsing a Node or Bun program without
running it) writes what it found on its fd 3, a pipe only we read (see docs/judging.md, "Programs that do not
parse").

It never judges anything. The host sends files and test requests over stdin and gets raw results back on stdout
(exit status, rusage, output); verdicts are decided on the host.

Frames, both ways: a 4-byte big-endian length, that many bytes of JSON, then the binary blobs whose lengths the JSON
lists under "blobs" (the host's side: frame-codec.ts, every header's schema in frames.ts). argv: RUN_UID RUN_GID (-1 -1
keeps the supervisor's own uid: an unprivileged worker), then optionally ZYGOTE_ENV (JSON): start the Python zygote with
this environment before Ready. Importing this module does nothing (frames.test.ts checks
read_frame and write_frame against the host's fixtures); main() sets up the box's descriptors and serves.
"""

import json
import marshal
import os
import resource
import selectors
import signal
import socket
import stat
import struct
import sys
import time

BOX = "/box"
WORK = "/tmp"
ZYGOTE = "/gs/zygote.py"
POLL_S = 0.05
DRAIN_S = 1.0
# Bounds on putting the box back as it was; past them the box is dirty (destroyed by the host, never reused).
KILL_S = 2.0
CLEAN_S = 5.0
ZYGOTE_START_S = 10.0
PAGE = os.sysconf("SC_PAGE_SIZE")
TICKS = os.sysconf("SC_CLK_TCK")
SELF = os.getpid()
# Set by main(): the slot's uid and gid, the control pipes to the host, and the SIGCHLD wake-up pipe.
RUN_UID = RUN_GID = CTRL_IN = CTRL_OUT = wake_r = None


def read_exactly(fd, n):
    chunks = []
    while n > 0:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def read_frame(fd):
    (size,) = struct.unpack(">I", read_exactly(fd, 4))
    header = json.loads(read_exactly(fd, size))
    return header, [read_exactly(fd, n) for n in header.get("blobs", [])]


def write_frame(fd, header, blobs=()):
    header["blobs"] = [len(b) for b in blobs]
    # Compact, as the host's JSON.stringify writes it: the same header is the same bytes on both sides.
    data = json.dumps(header, separators=(",", ":")).encode()
    view = memoryview(b"".join([struct.pack(">I", len(data)), data, *blobs]))
    while view:
        view = view[os.write(fd, view):]


zygote = None  # (pid, socket) once a Python test asked for it


def others():
    """Pids in this box's PID namespace besides its init (1), us and the zygote: whatever a test left running."""
    keep = (1, SELF, zygote[0] if zygote else 0)
    return [int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) not in keep]


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            # A zombie is dead: the test's own process waits for its parent's wait4, orphans for the box's init.
            return f.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except OSError:
        return False


def kill_others():
    """SIGKILL to every process of the box but init, us and the zygote, again until none is left (a fork bomb's
    children appear between rounds; the task limit bounds them). False if some survived KILL_S."""
    deadline = time.monotonic() + KILL_S
    while True:
        live = [pid for pid in others() if alive(pid)]
        if not live:
            return True
        if time.monotonic() > deadline:
            return False
        for pid in live:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        time.sleep(0.001)


def sample_tree(init_children_cpu0):
    """CPU seconds and resident bytes of everything a test started (live processes, what they reaped, and what the
    box's init reaped of orphans since the test began)."""
    cpu = 0.0
    rss = 0
    for pid in others():
        try:
            with open(f"/proc/{pid}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
            with open(f"/proc/{pid}/statm", "rb") as f:
                rss += int(f.read().split()[1]) * PAGE
        except (OSError, IndexError):
            continue
        cpu += sum(int(x) for x in fields[11:15]) / TICKS
    return cpu + max(0.0, init_children_cpu() - init_children_cpu0), rss


def init_children_cpu():
    try:
        with open("/proc/1/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return (int(fields[13]) + int(fields[14])) / TICKS
    except (OSError, IndexError):
        return 0.0


def box_path(rel):
    """A plain relative name under /box, checked here as well as on the host."""
    parts = rel.split("/")
    if rel.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise ValueError(f"bad path {rel!r}")
    return parts


def write_file(header, blob):
    """Writes a file under /box. Only this process writes there (the directory is ours, mode 0755); a compiled
    program is written executable."""
    rel = header["path"]
    parts = box_path(rel)
    directory = BOX
    for part in parts[:-1]:
        directory = f"{directory}/{part}"
        try:
            os.mkdir(directory, 0o755)
        except FileExistsError:
            pass
    mode = 0o755 if header.get("executable") else 0o644
    fd = os.open(f"{BOX}/{rel}", os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode)
    try:
        view = memoryview(blob)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def drop(header):
    """Removes a directory of /box (a long-lived compiler box drops each compile's source). Only we write there, so
    nothing in it is a planted link."""
    parts = box_path(header["path"])
    if len(parts) != 1:
        raise ValueError("only a top-level directory of /box can be dropped")
    top = f"{BOX}/{parts[0]}"
    for root, dirs, files in os.walk(top, topdown=False):
        for name in files:
            os.unlink(f"{root}/{name}")
        for name in dirs:
            os.rmdir(f"{root}/{name}")
    os.rmdir(top)


def collect(names, max_bytes):
    """Reads what a compile left in /tmp, before the box is cleaned: regular files directly under /tmp, opened
    without following links (the compiler's uid wrote them), each at most max_bytes, None when missing or unfit."""
    found = []
    for name in names:
        box_path(name)
        try:
            fd = os.open(f"{WORK}/{name}", os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            found.append(None)
            continue
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode) or st.st_size > max_bytes:
                found.append(None)
                continue
            chunks, size = [], 0
            while size <= max_bytes:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            found.append(b"".join(chunks) if size <= max_bytes else None)
        finally:
            os.close(fd)
    return found


def purge(top):
    """Removes everything under `top` as the uid that wrote it, no program running: depth first, one listing per
    directory and the working directory as the only handle (a 600-deep tree needs no 600 descriptors), each
    directory made 0700 by its owner before it is entered (a 0500 or 0000 one cannot stop its own removal)."""
    os.chdir(top)
    pending = [iter(os.listdir(b"."))]
    entered = []
    while pending:
        for name in pending[-1]:
            mode = os.lstat(name).st_mode
            if stat.S_ISDIR(mode):
                if mode & 0o700 != 0o700:
                    os.chmod(name, 0o700)
                os.chdir(name)
                entered.append(name)
                pending.append(iter(os.listdir(b".")))
                break
            os.unlink(name)
        else:
            pending.pop()
            if entered:
                os.chdir(b"..")
                os.rmdir(entered.pop())


def clean_work_dir():
    """Empties /tmp after a test with the program's own rights (a planted symlink can lead only where the program
    could delete itself), in a child, bounded by CLEAN_S. Whether it worked is for leftovers() to see."""
    if not os.listdir(WORK):
        return
    pid = os.fork()
    if pid == 0:
        try:
            signal.set_wakeup_fd(-1)
            if RUN_UID >= 0:
                os.setgroups([])
                os.setresgid(RUN_GID, RUN_GID, RUN_GID)
                os.setresuid(RUN_UID, RUN_UID, RUN_UID)
            purge(WORK.encode())
            os._exit(0)
        except BaseException as err:  # noqa: BLE001 - the check below reports what is left
            os.write(2, f"sandbox: cleaning /tmp failed: {err!r}\n".encode())
            os._exit(1)
    deadline = time.monotonic() + CLEAN_S
    while os.waitpid(pid, os.WNOHANG) == (0, 0):
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            break
        time.sleep(0.001)


def leftovers():
    """What a finished test left behind that the next one could find, seen by the supervisor itself."""
    left = os.listdir(WORK)
    if left:
        return f"{len(left)} entries left in /tmp"
    for kind in ("shm", "sem", "msg"):
        try:
            with open(f"/proc/sysvipc/{kind}", "rb") as f:
                if len(f.read().splitlines()) > 1:
                    return f"a System V {kind} object left"
        except FileNotFoundError:
            pass
    return None


def restore_box():
    """After every test: nothing of it may reach the next one. Returns None, or why the box is dirty."""
    if not kill_others():
        return "processes of the test survived"
    clean_work_dir()
    return leftovers()


def start_zygote(env):
    """The clean fork parent for Python tests (zygote.py), started with a Python test's environment (as its
    `python3 -I -B` would start) before this box has handled any test data of a Python test: at the box's start when
    the host asks (an idle worker's standby box), else at the first Python test."""
    global zygote
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    pid = os.fork()
    if pid == 0:
        try:
            signal.set_wakeup_fd(-1)
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            os.dup2(theirs.fileno(), 3)
            os.set_inheritable(3, True)
            os.closerange(4, 65536)
            os.execve(sys.executable, [sys.executable, "-I", "-B", ZYGOTE, str(RUN_UID), str(RUN_GID)], env)
        finally:
            os._exit(127)
    theirs.close()
    zygote = (pid, ours)
    ours.settimeout(ZYGOTE_START_S)
    if zygote_message() != {"ready": True}:
        raise RuntimeError("the zygote did not start")
    ours.settimeout(None)


def zygote_message(flags=0):
    data = zygote[1].recv(1 << 16, flags)
    if not data:
        raise RuntimeError("the zygote is gone")
    return marshal.loads(data)


RLIMITS = {
    "cpu": resource.RLIMIT_CPU,
    "as": resource.RLIMIT_AS,
    "fsize": resource.RLIMIT_FSIZE,
    "stack": resource.RLIMIT_STACK,
    "nproc": resource.RLIMIT_NPROC,
    "nofile": resource.RLIMIT_NOFILE,
    "core": resource.RLIMIT_CORE,
}


def open_stdin(data):
    """The test's stdin: a file in /box (only we write there) that exists only until it is open."""
    path = f"{BOX}/.stdin"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
    os.close(fd)
    stdin_fd = os.open(path, os.O_RDONLY)
    os.unlink(path)
    return stdin_fd


class NotCompiled(Exception):
    """The program does not compile (the zygote's check): it never ran."""


def exec_test(req, limits, fds, check_w=None):
    """Node, Java, anything exec'd: a fork of ours that becomes the program at once (exec leaves nothing of our
    memory). `check_w`: a syntax checker's report pipe, its fd 3. Returns the pid, or raises with why the
    program could not start."""
    exec_r, exec_w = os.pipe()
    argv, env = req["argv"], req["env"]
    pid = os.fork()
    if pid == 0:
        try:
            signal.set_wakeup_fd(-1)
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            for target, fd in enumerate(fds if check_w is None else [*fds, check_w]):
                os.dup2(fd, target)
            first = 3 if check_w is None else 4
            os.closerange(first, exec_w)
            os.closerange(max(first, exec_w + 1), 65536)
            for which, soft, hard in limits:
                resource.setrlimit(which, (soft, hard))
            if RUN_UID >= 0:
                os.setgroups([])
                os.setresgid(RUN_GID, RUN_GID, RUN_GID)
                os.setresuid(RUN_UID, RUN_UID, RUN_UID)
            os.chdir(WORK)
            # Python ignores these at start-up and ignored signals survive exec: a program past RLIMIT_FSIZE must
            # die of SIGXFSZ (Output Limit Exceeded), as it would anywhere else (subprocess's restore_signals).
            for sig in (signal.SIGPIPE, signal.SIGXFSZ):
                signal.signal(sig, signal.SIG_DFL)
            os.execve(argv[0], argv, env)
        except BaseException as err:  # noqa: BLE001 - anything here is reported, then the child ends
            try:
                os.write(exec_w, repr(err).encode()[:1000])
            finally:
                os._exit(127)
    os.close(exec_w)
    failed = b""
    while chunk := os.read(exec_r, 1000):
        failed += chunk
    os.close(exec_r)
    if failed:
        os.waitpid(pid, 0)
        raise ChildProcessError(f"could not start the program: {failed.decode(errors='replace')}")
    return pid


def fork_test(req, limits, fds):
    """A Python test: forked by the clean zygote, which gets only the descriptors. Returns the pid."""
    if zygote is None:
        start_zygote(req["env"])
    zygote[1].sendmsg(
        [marshal.dumps({"path": req["pythonInline"], "env": req["env"], "rlimits": limits})],
        [(socket.SOL_SOCKET, socket.SCM_RIGHTS, struct.pack(f"{len(fds)}i", *fds))],
    )
    reply = zygote_message()
    if "syntaxError" in reply:
        raise NotCompiled(reply["syntaxError"])
    if "error" in reply:
        raise ChildProcessError(reply["error"])
    return reply["pid"]


class Exited:
    """wait status and rusage of a test process, however it was started."""

    def __init__(self, status, utime, stime, maxrss):
        self.status, self.cpu_s, self.maxrss = status, utime + stime, maxrss


def reap(pid, inline):
    """The test's end if it has ended (non-blocking), else None."""
    if inline:
        try:
            m = zygote_message(socket.MSG_DONTWAIT)
        except BlockingIOError:
            return None
        return Exited(m["status"], m["utime"], m["stime"], m["maxrss"])
    done, status, usage = os.wait4(pid, os.WNOHANG)
    return Exited(status, usage.ru_utime, usage.ru_stime, usage.ru_maxrss) if done else None


def run(req, stdin):
    limits = []
    for name, value in req["rlimits"].items():
        if value is not None:
            soft, hard = value if isinstance(value, list) else (value, value)
            limits.append([RLIMITS[name], soft, hard])
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    fds = [open_stdin(stdin), out_w, err_w]
    inline = req.get("pythonInline") is not None
    check_r, check_w = os.pipe() if req.get("syntaxCheck") and not inline else (None, None)
    cpu0 = init_children_cpu()
    started = time.monotonic()
    try:
        pid = fork_test(req, limits, fds) if inline else exec_test(req, limits, fds, check_w)
    except (ChildProcessError, NotCompiled) as err:
        for fd in (out_r, err_r, check_r):
            if fd is not None:
                os.close(fd)
        if isinstance(err, ChildProcessError):
            return {"error": str(err)}, []
        wall_ms = (time.monotonic() - started) * 1000
        return {"exitCode": 1, "signal": None, "killedFor": None, "cpuMs": 0, "wallMs": wall_ms, "memoryKb": 0,
                "syntaxError": str(err), "parsed": False}, [b"", b""]
    finally:
        for fd in (*fds, check_w):
            if fd is not None:
                os.close(fd)

    wall_s = req["wallMs"] / 1000
    cpu_s = req["cpuMs"] / 1000
    memory_cap = req.get("pollMemoryBytes")
    out_kill = req["outputKillBytes"]
    err_keep = req["stderrKeepBytes"]
    out, err, check = [], [], []
    kept = {out_r: 0, err_r: 0}
    keep = {out_r: out_kill, err_r: err_keep}
    sink = {out_r: out, err_r: err}
    if check_r is not None:
        # The checker's report: bounded, and not the program's output (nothing of the program has run yet).
        kept[check_r], keep[check_r], sink[check_r] = 0, 1 << 16, check
    total = 0
    killed_for = None
    exited = None
    ended_at = None
    sel = selectors.DefaultSelector()
    for fd in kept:
        sel.register(fd, selectors.EVENT_READ)
    # A test's end wakes the loop at once even if a leftover holds its pipes: SIGCHLD for ours, a message for the
    # zygote's.
    sel.register(zygote[1] if inline else wake_r, selectors.EVENT_READ)
    open_pipes = len(kept)
    next_poll = started + POLL_S

    def kill(why):
        nonlocal killed_for
        if why and not killed_for:
            killed_for = why
        kill_others()

    while open_pipes > 0 or exited is None:
        now = time.monotonic()
        if exited is None:
            if now - started >= wall_s:
                kill("wall")
            elif now >= next_poll:
                next_poll = now + POLL_S
                cpu, rss = sample_tree(cpu0)
                if cpu > cpu_s:
                    kill("cpu")
                elif memory_cap is not None and rss > memory_cap:
                    kill("memory")
            timeout = max(0.0, min(started + wall_s, next_poll) - time.monotonic())
        else:
            # The test is over; a leftover holding its pipes was killed, so this only bounds a pathological wait.
            timeout = max(0.0, ended_at + DRAIN_S - now)
            if timeout == 0:
                break
        for key, _ in sel.select(timeout):
            fd = key.fd
            if fd == wake_r:
                try:
                    os.read(wake_r, 512)
                except BlockingIOError:
                    pass
                continue
            if fd not in kept:
                continue  # the zygote's message: reaped below
            chunk = os.read(fd, 65536)
            if not chunk:
                sel.unregister(fd)
                os.close(fd)
                open_pipes -= 1
                continue
            if fd != check_r:
                total += len(chunk)
            if kept[fd] < keep[fd]:
                part = chunk[: keep[fd] - kept[fd]]
                sink[fd].append(part)
                kept[fd] += len(part)
            if total > out_kill:
                kill("output")
        if exited is None:
            exited = reap(pid, inline)
            if exited:
                ended_at = time.monotonic()
                sel.unregister(zygote[1] if inline else wake_r)
                # Whatever the test left running dies now, and with it every other holder of its pipes.
                kill_others()
    for key in list(sel.get_map().values()):
        if key.fd in kept:
            os.close(key.fd)
    sel.close()
    status = exited.status
    result = {
        "exitCode": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
        "killedFor": killed_for,
        "cpuMs": exited.cpu_s * 1000,
        "wallMs": (ended_at - started) * 1000,
        "memoryKb": exited.maxrss,
    }
    if inline:
        # The zygote compiled the program before it started: it parses.
        result["parsed"] = True
    elif check_r is not None:
        # "P": the checker parsed the program; "E" + a message: it does not parse; nothing: the test died before the
        # checker finished (it is checked again in the lane's next test).
        report = b"".join(check).decode(errors="replace")
        result["parsed"] = report == "P"
        if report[:1] == "E":
            result["syntaxError"] = report[1:]
    blobs = [b"".join(out), b"".join(err)]
    if req.get("collect"):
        files = collect(req["collect"], out_kill)
        result["collected"] = [f is not None for f in files]
        blobs += [f or b"" for f in files]
    return result, blobs


def main():
    global RUN_UID, RUN_GID, CTRL_IN, CTRL_OUT, wake_r
    RUN_UID, RUN_GID = int(sys.argv[1]), int(sys.argv[2])
    CTRL_IN, CTRL_OUT = os.dup(0), os.dup(1)
    # The control pipes move off 0 and 1 (dup'd descriptors are close-on-exec); nothing a test inherits reaches them.
    null = os.open("/dev/null", os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    # SIGCHLD wakes run()'s select loop, so a test's exit is seen at once even if a leftover holds its pipes.
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    os.umask(0o022)
    # A box started while the worker was idle gets its Python zygote now, with the environment a Python test gets,
    # so a Python submission finds it started instead of paying an interpreter start on the clock.
    if len(sys.argv) > 3:
        start_zygote(json.loads(sys.argv[3]))
    serve()
    kill_others()


def serve():
    write_frame(CTRL_OUT, {"ready": True})
    dirty = None
    while True:
        try:
            header, blobs = read_frame(CTRL_IN)
        except EOFError:
            break
        op = header.get("op")
        try:
            if op == "file":
                write_file(header, blobs[0])
                write_frame(CTRL_OUT, {"ok": True})
            elif op == "drop":
                drop(header)
                write_frame(CTRL_OUT, {"ok": True})
            elif op == "run" and dirty:
                write_frame(CTRL_OUT, {"error": f"the box is dirty: {dirty}", "dirty": dirty})
            elif op == "run":
                try:
                    result, outputs = run(header, blobs[0])
                finally:
                    dirty = restore_box()
                result["dirty"] = dirty
                write_frame(CTRL_OUT, result, outputs)
            else:
                write_frame(CTRL_OUT, {"error": f"unknown op {op!r}"})
        except Exception as err:  # noqa: BLE001 - reported to the host, which treats it as our failure
            write_frame(CTRL_OUT, {"error": repr(err), "dirty": dirty})


if __name__ == "__main__":
    main()
