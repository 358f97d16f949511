"""The supervisor's side of the Python zygote (zygote.py, whose docstring has the protocol).

A Python test does not exec an interpreter: it runs in a fork of the box's zygote, a clean `python3 -I -B` started
once per box that never holds any test's data, saving the ~10 ms an interpreter start costs.
"""

import marshal
import os
import signal
import socket
import struct
import sys

import box_state

ZYGOTE_START_S = 10.0


class NotCompiled(Exception):
    """The program does not compile (the zygote's check): it never ran."""


def start_zygote(env):
    """The clean fork parent for Python tests, started with a Python test's environment (as its `python3 -I -B`
    would start) before this box has handled any test data of a Python test: at the box's start when the host asks
    (an idle worker's standby box), else at the first Python test."""
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    pid = os.fork()
    if pid == 0:
        try:
            signal.set_wakeup_fd(-1)
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            os.dup2(theirs.fileno(), 3)
            os.set_inheritable(3, True)
            os.closerange(4, 65536)
            argv = [sys.executable, "-I", "-B", box_state.ZYGOTE, str(box_state.run_uid), str(box_state.run_gid)]
            os.execve(sys.executable, argv, env)
        finally:
            os._exit(127)
    theirs.close()
    box_state.zygote = (pid, ours)
    ours.settimeout(ZYGOTE_START_S)
    if zygote_message() != {"ready": True}:
        raise RuntimeError("the zygote did not start")
    ours.settimeout(None)


def zygote_message(flags=0):
    data = box_state.zygote[1].recv(1 << 16, flags)
    if not data:
        raise RuntimeError("the zygote is gone")
    return marshal.loads(data)


def fork_test(req, limits, fds):
    """A Python test: forked by the clean zygote, which gets only the descriptors. Returns the pid."""
    if box_state.zygote is None:
        start_zygote(req["env"])
    box_state.zygote[1].sendmsg(
        [marshal.dumps({"path": req["pythonInline"], "args": req.get("inlineArgs") or [], "env": req["env"],
                       "rlimits": limits})],
        [(socket.SOL_SOCKET, socket.SCM_RIGHTS, struct.pack(f"{len(fds)}i", *fds))],
    )
    reply = zygote_message()
    if "syntaxError" in reply:
        raise NotCompiled(reply["syntaxError"])
    if "error" in reply:
        raise ChildProcessError(reply["error"])
    return reply["pid"]
