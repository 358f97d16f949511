"""The clean Python fork parent of a box (see docs/judging.md, "Python without an interpreter start").

A Python test does not start an interpreter: it runs in a fork of this process, which is a fresh `python3 -I -B`
that the supervisor starts (as the box's root) when the box starts on an idle worker, else the first time the box
runs a Python test. It has imported only what
the interpreter's own start-up imports plus three C modules it needs, and it never receives a test's data: the
supervisor hands it the test's descriptors (stdin file, stdout and stderr pipes) with SCM_RIGHTS, and only the
forked child, after dropping to the slot's uid, reads or writes them. So a program that scans its own memory finds
nothing of another test, and the program cannot signal or read this process (another uid, no capabilities).

Protocol over the SOCK_SEQPACKET socket on fd 3 (marshal, both sides ours):
  supervisor → zygote: {"path", "args", "env", "rlimits": [[resource, soft, hard], ...]} with fds [stdin, stdout,
                       stderr]; "args" (optional): the program's sys.argv[1:] (a checker's file names)
  zygote → supervisor: {"ready": True} once; per test {"pid": n}, {"syntaxError": text} (the program does not
                       compile: it never ran) or {"error": text}, then, after a pid,
                       {"status": wait status, "utime": s, "stime": s, "maxrss": KB} when the test process ends.

Every program is compiled (compile(): parses, never executes) in the test's fork, under the test's limits and uid,
before the fork tells the zygote the program starts: a program that does not compile is reported on the same
trusted pipe as a failed start, with one clean message, before a line of it ran (so the program cannot forge it),
and a valid program runs the code object that check produced (the check costs nothing).
argv: RUN_UID RUN_GID (-1 -1: an unprivileged worker, no uid change).
"""

import os
import sys

# Everything imported from here on is the zygote's own: a program must see the start-up's modules only.
STARTUP_MODULES = set(sys.modules)

import _socket  # noqa: E402
import ctypes  # noqa: E402
import marshal  # noqa: E402
import resource  # noqa: E402

RUN_UID = int(sys.argv[1])
RUN_GID = int(sys.argv[2])
SOCK = _socket.socket(fileno=3)
WORK = "/tmp"
PR_SET_DUMPABLE = 4
LIBC = ctypes.CDLL(None)
MSG_BYTES = 1 << 16
FDS_PER_TEST = 3
OWN_MODULES = [name for name in sys.modules if name not in STARTUP_MODULES]


def send(message):
    SOCK.sendmsg([marshal.dumps(message)])


def receive():
    """One request and its descriptors, or None when the supervisor is gone."""
    data, ancillary, _, _ = SOCK.recvmsg(MSG_BYTES, _socket.CMSG_SPACE(FDS_PER_TEST * 4))
    if not data:
        return None, []
    fds = []
    for level, kind, payload in ancillary:
        if level == _socket.SOL_SOCKET and kind == _socket.SCM_RIGHTS:
            fds += [int.from_bytes(payload[i : i + 4], sys.byteorder) for i in range(0, len(payload) - 3, 4)]
    return marshal.loads(data), fds


def become_test(req, fds, report_w):
    """In the forked child: the test's descriptors on 0-2, its limits, the slot's uid, then the program."""
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
    os.closerange(3, report_w)
    os.closerange(report_w + 1, 65536)
    for which, soft, hard in req["rlimits"]:
        resource.setrlimit(which, (soft, hard))
    if RUN_UID >= 0:
        os.setgroups([])
        os.setresgid(RUN_GID, RUN_GID, RUN_GID)
        os.setresuid(RUN_UID, RUN_UID, RUN_UID)
    # The uid change made us non-dumpable; an exec'd python3 would be dumpable again (its own /proc/self).
    LIBC.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
    os.chdir(WORK)
    for name in OWN_MODULES:
        sys.modules.pop(name, None)


def exit_code(code):
    """What the interpreter does with SystemExit's argument."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


def syntax_message(err, name):
    """One clean text for a program that does not compile, as `main.py:3:6: SyntaxError: '(' was never closed` plus
    the line and a caret: the learner's file name, never the box's path, and no traceback of ours."""
    if not isinstance(err, SyntaxError):
        return f"{name}: {type(err).__name__}: {err}"
    where = f"{name}:{err.lineno}" + (f":{err.offset}" if err.offset else "") if err.lineno else name
    lines = [f"{where}: {type(err).__name__}: {err.msg}"]
    text = (err.text or "").rstrip("\r\n")
    if text.strip():
        shown = text.lstrip()
        lines.append(f"    {shown}")
        if err.offset:
            start = max(0, err.offset - 1 - (len(text) - len(shown)))
            end = err.end_offset if err.end_offset and err.end_lineno == err.lineno else err.offset + 1
            lines.append("    " + " " * start + "^" * max(1, min(end - err.offset, len(shown) - start)))
    return "\n".join(lines)


# What compile() raises for a program that cannot be compiled at all: a syntax (or indentation) error, a NUL in the
# source (3.11 raises ValueError), nesting deeper than the compiler's recursion limit.
NOT_COMPILED = (SyntaxError, ValueError, RecursionError)


def run_program(path, args, env, report_w):
    """Runs a Python program in this (forked, already unprivileged) process as `python3 -I -B path` would: fresh
    standard streams on the test's descriptors, a fresh __main__, the test's environment, the same traceback and exit
    status, and the interpreter's shutdown steps (non-daemon threads joined, atexit handlers, flushed output).
    It compiles the program first and reports a program that does not compile on report_w (the zygote's trusted
    pipe) without running any of it; report_w is closed before the program's first line runs."""
    import builtins
    import io

    os.environ.clear()
    os.environ.update(env)
    sys.argv = [path, *args]
    sys.stdin = sys.__stdin__ = io.open(0, "r", encoding="utf-8", errors="surrogateescape", closefd=False)
    sys.stdout = sys.__stdout__ = io.open(1, "w", encoding="utf-8", errors="surrogateescape", closefd=False)
    sys.stderr = sys.__stderr__ = io.TextIOWrapper(
        io.open(2, "wb", closefd=False), encoding="utf-8", errors="backslashreplace", line_buffering=True
    )
    main = type(sys)("__main__")
    main.__file__ = path
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    status = 0
    code = failed = None
    try:
        with open(path, "rb") as f:
            code = compile(f.read(), path, "exec")
    except NOT_COMPILED as err:
        os.write(report_w, b"S" + syntax_message(err, os.path.basename(path)).encode(errors="replace")[:4096])
        os._exit(1)
    except BaseException as err:  # noqa: BLE001 - e.g. MemoryError: raised as the interpreter would, below
        failed = err
    os.close(report_w)
    try:
        if failed is not None:
            raise failed
        exec(code, main.__dict__)
    except SystemExit as err:
        status = exit_code(err.code)
    except BaseException as err:  # noqa: BLE001 - reported exactly as the interpreter would
        # Our own frame (the exec above) is not the program's: the traceback starts at the program's first line.
        tb = err.__traceback__.tb_next if err.__traceback__ else None
        sys.excepthook(type(err), err.with_traceback(tb), tb)
        status = 1
    try:
        # As the interpreter at exit: non-daemon threads are joined if the program used threading at all, then the
        # atexit handlers run (imported only now, so the program starts with the start-up's modules alone).
        if "threading" in sys.modules:
            sys.modules["threading"]._shutdown()
        import atexit

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


def serve(req, fds):
    report_r, report_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(report_r)
            SOCK.close()
            become_test(req, fds, report_w)
        except BaseException as err:  # noqa: BLE001 - our failure, reported before any program code ran
            os.write(report_w, b"E" + repr(err).encode()[:1000])
            os._exit(127)
        # It closes report_w once the program compiled: from then on the program runs and the zygote stops waiting.
        run_program(req["path"], req.get("args") or [], req["env"], report_w)
    os.close(report_w)
    for fd in fds:
        os.close(fd)
    failed = b""
    while chunk := os.read(report_r, 4096):
        failed += chunk
    os.close(report_r)
    if failed:
        os.waitpid(pid, 0)
        if failed[:1] == b"S":
            send({"syntaxError": failed[1:].decode(errors="replace")})
        else:
            send({"error": f"could not start the program: {failed[1:].decode(errors='replace')}"})
        return
    send({"pid": pid})
    _, status, usage = os.wait4(pid, 0)
    send({"status": status, "utime": usage.ru_utime, "stime": usage.ru_stime, "maxrss": usage.ru_maxrss})


def main():
    send({"ready": True})
    while True:
        req, fds = receive()
        if req is None:
            return
        serve(req, fds)


main()
