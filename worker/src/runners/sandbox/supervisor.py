"""The trusted supervisor inside one sandbox (see docs/judging.md, "One box per lane").

bubblewrap starts this once per box; the box then runs a submission's tests one after another, each as a fresh
process. The supervisor is the only thing in the box with privileges: on a root worker it runs as the box's
uid 0 with CAP_SETUID, CAP_SETGID and CAP_KILL only, and every test program runs as the slot's unprivileged uid,
so the program can neither signal, trace, nor read the descriptors of the process that reports on it.

A Python test does not even exec: the supervisor is a Python interpreter that has already started (and imported
`site`, as `python3 -I -B` does), so the test's child runs the program in-process right after fork and the drop to
the slot's uid (run_python_inline), saving the ~10 ms an interpreter start costs, like the warm Java compiler.

It never judges anything. The host sends files and test requests over stdin and gets raw results back on stdout
(exit status, rusage, output); verdicts are decided on the host.

Frames, both ways: a 4-byte big-endian length, that many bytes of JSON, then the binary blobs whose lengths the JSON
lists under "blobs". argv: RUN_UID RUN_GID (-1 -1 keeps the supervisor's own uid: an unprivileged worker).
"""

import atexit
import builtins
import ctypes
import io
import json
import os
import resource
import selectors
import shutil
import signal
import struct
import sys
import threading
import time
import types

RUN_UID = int(sys.argv[1])
RUN_GID = int(sys.argv[2])
BOX = "/box"
WORK = "/tmp"
POLL_S = 0.05
DRAIN_S = 1.0
PAGE = os.sysconf("SC_PAGE_SIZE")
TICKS = os.sysconf("SC_CLK_TCK")
SELF = os.getpid()

CTRL_IN = os.dup(0)
CTRL_OUT = os.dup(1)
# The control pipes move off 0 and 1 (dup'd descriptors are close-on-exec); nothing a test inherits reaches them.
null = os.open("/dev/null", os.O_RDWR)
os.dup2(null, 0)
os.dup2(null, 1)


def read_exactly(n):
    chunks = []
    while n > 0:
        chunk = os.read(CTRL_IN, min(n, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def read_frame():
    (size,) = struct.unpack(">I", read_exactly(4))
    header = json.loads(read_exactly(size))
    return header, [read_exactly(n) for n in header.get("blobs", [])]


def write_frame(header, blobs=()):
    header["blobs"] = [len(b) for b in blobs]
    data = json.dumps(header).encode()
    view = memoryview(b"".join([struct.pack(">I", len(data)), data, *blobs]))
    while view:
        view = view[os.write(CTRL_OUT, view):]


def others():
    """Pids in this box's PID namespace besides its init (1) and us: whatever a test left running."""
    return [int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) not in (1, SELF)]


def kill_others():
    """SIGKILL to every process we may signal (the whole box, but init and us), then wait until they are gone."""
    try:
        os.kill(-1, signal.SIGKILL)
    except ProcessLookupError:
        pass
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:
        alive = False
        for pid in others():
            try:
                with open(f"/proc/{pid}/stat", "rb") as f:
                    state = f.read().rsplit(b")", 1)[1].split()[0]
            except OSError:
                continue
            # A zombie is dead: the test's own process waits for our wait4, orphans for the box's init.
            if state != b"Z":
                alive = True
                break
        if not alive:
            return
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


def write_file(header, blob):
    """Writes a file under /box. Only this process writes there (the directory is ours, mode 0755), and paths are
    plain relative names checked here as well as on the host."""
    rel = header["path"]
    parts = rel.split("/")
    if rel.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise ValueError(f"bad path {rel!r}")
    directory = BOX
    for part in parts[:-1]:
        directory = f"{directory}/{part}"
        try:
            os.mkdir(directory, 0o755)
        except FileExistsError:
            pass
    fd = os.open(f"{BOX}/{rel}", os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    try:
        view = memoryview(blob)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def clear_work_dir():
    """Runs in the test's child, already as the slot's uid: the previous test's files go, with the program's own
    rights (a symlink it planted can only lead to what it could delete itself)."""
    for entry in os.scandir(WORK):
        try:
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path, ignore_errors=True)
            else:
                os.unlink(entry.path)
        except OSError:
            pass


LIBC = ctypes.CDLL(None, use_errno=True)
PR_SET_DUMPABLE = 4


def exit_code(code):
    """What the interpreter does with SystemExit's argument."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


def run_python_inline(path, env):
    """Runs a Python program in this (forked, already unprivileged) process as `python3 -I -B path` would: fresh
    standard streams on the test's descriptors, a fresh __main__, the test's environment, the same traceback and exit
    status, and the interpreter's shutdown steps (non-daemon threads joined, atexit handlers, flushed output)."""
    # The uid change made us non-dumpable; an exec'd program would be dumpable again (its own /proc/self).
    LIBC.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
    os.environ.clear()
    os.environ.update(env)
    sys.argv = [path]
    sys.stdin = sys.__stdin__ = io.open(0, "r", encoding="utf-8", errors="surrogateescape", closefd=False)
    sys.stdout = sys.__stdout__ = io.open(1, "w", encoding="utf-8", errors="surrogateescape", closefd=False)
    sys.stderr = sys.__stderr__ = io.TextIOWrapper(
        io.open(2, "wb", closefd=False), encoding="utf-8", errors="backslashreplace", line_buffering=True
    )
    main = types.ModuleType("__main__")
    main.__file__ = path
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    status = 0
    try:
        with open(path, "rb") as f:
            source = f.read()
        exec(compile(source, path, "exec"), main.__dict__)
    except SystemExit as err:
        status = exit_code(err.code)
    except BaseException as err:  # noqa: BLE001 - reported exactly as the interpreter would
        # Our own frame (the exec below) is not the program's: the traceback starts at the program's first line.
        tb = err.__traceback__.tb_next if err.__traceback__ else None
        sys.excepthook(type(err), err.with_traceback(tb), tb)
        status = 1
    try:
        threading._shutdown()
        atexit._run_exitfuncs()
    except BaseException as err:  # noqa: BLE001
        sys.excepthook(type(err), err, err.__traceback__)
        status = status or 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:  # noqa: BLE001 - as the interpreter: a failed flush at exit is status 120
            status = status or 120
    os._exit(status)


RLIMITS = {
    "cpu": resource.RLIMIT_CPU,
    "as": resource.RLIMIT_AS,
    "fsize": resource.RLIMIT_FSIZE,
    "stack": resource.RLIMIT_STACK,
    "nproc": resource.RLIMIT_NPROC,
    "nofile": resource.RLIMIT_NOFILE,
    "core": resource.RLIMIT_CORE,
}

# SIGCHLD wakes the select loop below, so a test's exit is seen at once even if a leftover holds its pipes.
wake_r, wake_w = os.pipe()
os.set_blocking(wake_w, False)
signal.set_wakeup_fd(wake_w)
signal.signal(signal.SIGCHLD, lambda *_: None)


def run(req, stdin):
    # stdin from a file in /box that exists only while the child opens it.
    path = f"{BOX}/.stdin"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    view = memoryview(stdin)
    while view:
        view = view[os.write(fd, view):]
    os.close(fd)
    stdin_fd = os.open(path, os.O_RDONLY)
    os.unlink(path)
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    exec_r, exec_w = os.pipe()
    argv, env = req["argv"], req["env"]
    limits = [(RLIMITS[k], v) for k, v in req["rlimits"].items() if v is not None]
    clear = req.get("clear", False)
    inline = req.get("pythonInline")
    cpu0 = init_children_cpu()

    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            signal.set_wakeup_fd(-1)
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            os.dup2(stdin_fd, 0)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            os.closerange(3, exec_w)
            os.closerange(exec_w + 1, 65536)
            for which, value in limits:
                soft, hard = value if isinstance(value, list) else (value, value)
                resource.setrlimit(which, (soft, hard))
            if RUN_UID >= 0:
                os.setgroups([])
                os.setresgid(RUN_GID, RUN_GID, RUN_GID)
                os.setresuid(RUN_UID, RUN_UID, RUN_UID)
            if clear:
                clear_work_dir()
            os.chdir(WORK)
            if inline:
                # From here on the program runs: the parent must stop waiting for an exec that will not come.
                os.close(exec_w)
                exec_w = -1
                run_python_inline(inline, env)
            # Python ignores these at start-up and ignored signals survive exec: a program past RLIMIT_FSIZE must
            # die of SIGXFSZ (Output Limit Exceeded), as it would anywhere else (subprocess's restore_signals).
            for sig in (signal.SIGPIPE, signal.SIGXFSZ):
                signal.signal(sig, signal.SIG_DFL)
            os.execve(argv[0], argv, env)
        except BaseException as err:  # noqa: BLE001 - anything here is reported, then the child ends
            try:
                if exec_w >= 0:
                    os.write(exec_w, repr(err).encode()[:1000])
                else:
                    os.write(2, f"sandbox: {err!r}\n".encode())
            finally:
                os._exit(127)
    for fd in (stdin_fd, out_w, err_w, exec_w):
        os.close(fd)
    failed = b""
    while True:
        chunk = os.read(exec_r, 1000)
        if not chunk:
            break
        failed += chunk
    os.close(exec_r)
    if failed:
        os.waitpid(pid, 0)
        os.close(out_r)
        os.close(err_r)
        return {"error": f"could not start the program: {failed.decode(errors='replace')}"}, []

    wall_s = req["wallMs"] / 1000
    cpu_s = req["cpuMs"] / 1000
    memory_cap = req.get("pollMemoryBytes")
    out_kill = req["outputKillBytes"]
    err_keep = req["stderrKeepBytes"]
    out, err = [], []
    kept = {out_r: 0, err_r: 0}
    keep = {out_r: out_kill, err_r: err_keep}
    sink = {out_r: out, err_r: err}
    total = 0
    killed_for = None
    status = rusage = None
    ended_at = None
    sel = selectors.DefaultSelector()
    sel.register(out_r, selectors.EVENT_READ)
    sel.register(err_r, selectors.EVENT_READ)
    sel.register(wake_r, selectors.EVENT_READ)
    open_pipes = 2
    next_poll = started + POLL_S

    def kill(why):
        nonlocal killed_for
        if why and not killed_for:
            killed_for = why
        kill_others()

    while open_pipes > 0 or status is None:
        now = time.monotonic()
        if status is None:
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
            chunk = os.read(fd, 65536)
            if not chunk:
                sel.unregister(fd)
                os.close(fd)
                open_pipes -= 1
                continue
            total += len(chunk)
            if kept[fd] < keep[fd]:
                part = chunk[: keep[fd] - kept[fd]]
                sink[fd].append(part)
                kept[fd] += len(part)
            if total > out_kill:
                kill("output")
        if status is None:
            done, st, ru = os.wait4(pid, os.WNOHANG)
            if done:
                status, rusage, ended_at = st, ru, time.monotonic()
                # Whatever the test left running dies now, and with it every other holder of its pipes.
                kill_others()
    for key in list(sel.get_map().values()):
        if key.fd != wake_r:
            os.close(key.fd)
    sel.close()
    wall_ms = (ended_at - started) * 1000
    result = {
        "exitCode": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
        "killedFor": killed_for,
        "cpuMs": (rusage.ru_utime + rusage.ru_stime) * 1000,
        "wallMs": wall_ms,
        "memoryKb": rusage.ru_maxrss,
        "outputBytes": total,
    }
    return result, [b"".join(out), b"".join(err)]


def main():
    os.umask(0o022)
    write_frame({"ready": True})
    while True:
        try:
            header, blobs = read_frame()
        except EOFError:
            break
        op = header.get("op")
        try:
            if op == "file":
                write_file(header, blobs[0])
                write_frame({"ok": True})
            elif op == "run":
                result, outputs = run(header, blobs[0])
                write_frame(result, outputs)
            else:
                write_frame({"error": f"unknown op {op!r}"})
        except Exception as err:  # noqa: BLE001 - reported to the host, which treats it as our failure
            write_frame({"error": repr(err)})
    kill_others()


main()
