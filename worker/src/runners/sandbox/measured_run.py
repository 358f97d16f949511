"""One test, start to end: its descriptors, its start (exec'd or the zygote's fork), the loop that enforces the wall,
CPU, memory and output limits while collecting its output, and its raw result (exit status, rusage, output). It
never judges: verdicts are decided on the host.
"""

import os
import selectors
import socket
import time

import box_state
from box_files import collect, open_stdin
from exec_program import exec_test
from interaction import Relay, Watch, take_pipes
from process_tree import init_children_cpu, kill_others, sample_tree
from rlimits import rlimits_of
from zygote_client import NotCompiled, fork_test, zygote_message

# How often the whole tree's CPU and memory are sampled while a test runs.
POLL_S = 0.05
# After the test's end, how long its pipes may stay open (a leftover holding them was killed; this bounds the rest).
DRAIN_S = 1.0


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
    limits = rlimits_of(req["rlimits"])
    err_r, err_w = os.pipe()
    interactive = req.get("pipes")
    relay_ends = None
    if interactive is None:
        out_r, out_w = os.pipe()
        fds = [open_stdin(stdin), out_w, err_w]
    else:
        fifo_r, fifo_w = take_pipes()
        if interactive.get("transcript"):
            # The program gets pipes of ours; the relay joins them to the other box's ends and records the exchange.
            in_r, in_w = os.pipe()
            out_r, out_w = os.pipe()
            fds = [in_r, out_w, err_w]
            relay_ends = (fifo_r, fifo_w, in_w, out_r)
        else:
            # Straight to the other box: the FIFO ends are the program's stdin and stdout, and ours close below.
            fds = [fifo_r, fifo_w, err_w]
        out_r = None
    inline = req.get("pythonInline") is not None
    check_r, check_w = os.pipe() if req.get("syntaxCheck") and not inline else (None, None)
    # Set up before the program starts: a side that ends at once is still seen in order.
    watch = Watch() if interactive is not None else None
    cpu0 = init_children_cpu()
    started = time.monotonic()
    try:
        pid = fork_test(req, limits, fds) if inline else exec_test(req, limits, fds, check_w)
    except (ChildProcessError, NotCompiled) as err:
        for fd in (out_r, err_r, check_r, *(relay_ends or ())):
            if fd is not None:
                os.close(fd)
        if watch is not None:
            watch.first()
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
    kept = {err_r: 0}
    keep = {err_r: err_keep}
    sink = {err_r: err}
    if out_r is not None:
        kept[out_r], keep[out_r], sink[out_r] = 0, out_kill, out
    if check_r is not None:
        # The checker's report: bounded, and not the program's output (nothing of the program has run yet).
        kept[check_r], keep[check_r], sink[check_r] = 0, 1 << 16, check
    total = 0
    killed_for = None
    exited = None
    ended_at = None
    wake_r = box_state.wake_r
    sel = selectors.DefaultSelector()
    for fd in kept:
        sel.register(fd, selectors.EVENT_READ)
    relay = Relay(sel, *relay_ends, interactive.get("transcriptBytes", out_kill)) if relay_ends else None
    if watch is not None:
        watch.attach(sel)
    # A test's end wakes the loop at once even if a leftover holds its pipes: SIGCHLD for ours, a message for the
    # zygote's.
    end_signal = box_state.zygote[1] if inline else wake_r
    sel.register(end_signal, selectors.EVENT_READ)
    open_pipes = len(kept)
    poll_s = req.get("pollMs", POLL_S * 1000) / 1000
    next_poll = started + poll_s

    def kill(why):
        nonlocal killed_for
        if why and not killed_for:
            killed_for = why
        kill_others()

    while open_pipes > 0 or exited is None or (relay is not None and not relay.done):
        now = time.monotonic()
        if exited is None:
            if now - started >= wall_s:
                kill("wall")
            elif now >= next_poll:
                next_poll = now + poll_s
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
            if key.data is not None:
                key.data.handle(fd)
                continue
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
                sel.unregister(end_signal)
                # Whatever the test left running dies now, and with it every other holder of its pipes.
                kill_others()
    for key in list(sel.get_map().values()):
        if key.fd in kept:
            os.close(key.fd)
    first_closed = watch.first() if watch is not None else None
    transcript = None
    if relay is not None:
        transcript, program_output = relay.finish()
        out.append(program_output)
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
    if interactive is not None:
        result["firstClosed"] = first_closed
    if transcript is not None:
        result["transcript"] = len(blobs)
        blobs.append(transcript)
    if req.get("collect"):
        files, oversize = collect(req["collect"], req.get("collectMaxBytes") or out_kill)
        result["collected"] = [f is not None for f in files]
        if any(oversize):
            result["collectedOversize"] = oversize
        blobs += [f or b"" for f in files]
    return result, blobs
