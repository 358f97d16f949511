"""The trusted supervisor inside one sandbox (see docs/judging.md, "One box per lane").

bubblewrap starts this once per box; the box then runs a submission's tests one after another, each as a fresh
process. The supervisor is the only thing in the box with privileges: on a root worker it runs as the box's
uid 0 with CAP_SETUID, CAP_SETGID and CAP_KILL only, and every test program runs as the slot's unprivileged uid,
so the program can neither signal, trace, nor read the descriptors of the process that reports on it.

A program that does not parse never runs: Python's zygote compiles it in the test's fork before running it, and a
run asked to check (`syntaxCheck`: a trusted checker, /gs/check-*.{cjs,js}, parsing a Node or Bun program without
running it) writes what it found on its fd 3, a pipe only we read (see docs/judging.md, "Programs that do not
parse").

It never judges anything. The host sends files and test requests over stdin and gets raw results back on stdout
(exit status, rusage, output); verdicts are decided on the host.

Split by responsibility into modules beside it, all copied into /gs/ with it (supervised-box.ts copies every .py
file of this folder), the host's TypeScript counterpart in brackets:
  box_state.py       the box's paths and the state main() sets (the slot's uid, control pipes, the zygote)
  frames.py          the wire format (frame-codec.ts)
  box_files.py       files into /box, the test's stdin, a compile's outputs out of /tmp
  rlimits.py         a test's rlimits
  exec_program.py    starting an exec'd test; zygote_client.py: a Python test in a fork of the zygote (zygote.py)
  measured_run.py    one test under its limits, its output and raw result (output-collector.ts, process-tree.ts)
  process_tree.py    the box's processes: kill them all, sample their CPU and memory
  interaction.py     an interactive test's pipes to the other box, and the relay that records the exchange
  box_reset.py       putting the box back as it was after every test, or reporting it dirty

argv: RUN_UID RUN_GID (-1 -1 keeps the supervisor's own uid: an unprivileged worker), then optionally ZYGOTE_ENV
(JSON): start the Python zygote with this environment before Ready. Importing this module (or any of its own) does
nothing (frames.test.ts imports it); main() sets up the box's descriptors and serves.
"""

import json
import os
import signal
import sys

# `python3 -I` leaves the script's folder off sys.path. /gs is read-only to everything in the box, and every module
# is imported here, before any test runs.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import box_state  # noqa: E402
from box_files import drop, write_file  # noqa: E402
from box_reset import restore_box  # noqa: E402
from frames import read_frame, write_frame  # noqa: E402
from interaction import close_pipes, open_pipes  # noqa: E402
from measured_run import run  # noqa: E402
from process_tree import kill_others  # noqa: E402
from zygote_client import start_zygote  # noqa: E402


def main():
    box_state.run_uid, box_state.run_gid = int(sys.argv[1]), int(sys.argv[2])
    box_state.ctrl_in, box_state.ctrl_out = os.dup(0), os.dup(1)
    # The control pipes move off 0 and 1 (dup'd descriptors are close-on-exec); nothing a test inherits reaches them.
    null = os.open("/dev/null", os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    # SIGCHLD wakes run()'s select loop, so a test's exit is seen at once even if a leftover holds its pipes.
    box_state.wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    os.umask(0o022)
    # A box started while the worker was idle gets its Python zygote now, with the environment a Python test gets,
    # so a Python submission finds it started instead of paying an interpreter start on the clock.
    if len(sys.argv) > 3:
        start_zygote(json.loads(sys.argv[3]))
    serve(box_state.ctrl_in, box_state.ctrl_out)
    kill_others()


def serve(ctrl_in, ctrl_out):
    write_frame(ctrl_out, {"ready": True})
    dirty = None
    while True:
        try:
            header, blobs = read_frame(ctrl_in)
        except EOFError:
            break
        op = header.get("op")
        try:
            if op == "file":
                write_file(header, blobs[0])
                write_frame(ctrl_out, {"ok": True})
            elif op == "pipes":
                # An interactor's test files come with its pipes: one request before the run, not three.
                for path, blob in zip(header.get("files") or [], blobs):
                    write_file({"path": path}, blob)
                open_pipes(header)
                write_frame(ctrl_out, {"ok": True})
            elif op == "drop":
                drop(header)
                write_frame(ctrl_out, {"ok": True})
            elif op == "run" and dirty:
                write_frame(ctrl_out, {"error": f"the box is dirty: {dirty}", "dirty": dirty})
            elif op == "run":
                try:
                    result, outputs = run(header, blobs[0])
                finally:
                    close_pipes()
                    dirty = restore_box()
                    if header.get("dropAfter") and not dirty:
                        # The test's files under /box leave with it (an interactor's input and answer).
                        try:
                            drop({"path": header["dropAfter"]})
                        except OSError as err:
                            dirty = f"could not drop /box/{header['dropAfter']}: {err}"
                result["dirty"] = dirty
                write_frame(ctrl_out, result, outputs)
            else:
                write_frame(ctrl_out, {"error": f"unknown op {op!r}"})
        except Exception as err:  # noqa: BLE001 - reported to the host, which treats it as our failure
            write_frame(ctrl_out, {"error": repr(err), "dirty": dirty})


if __name__ == "__main__":
    main()
