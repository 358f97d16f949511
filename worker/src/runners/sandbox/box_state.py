"""What every part of the supervisor shares: the box's fixed paths and timings, and the state main() sets once.

Modules read these as attributes (box_state.run_uid), never copied into their own names, so what main() and
start_zygote() set is what every one of them sees.
"""

import os

BOX = "/box"
WORK = "/tmp"
ZYGOTE = "/gs/zygote.py"
PAGE = os.sysconf("SC_PAGE_SIZE")
TICKS = os.sysconf("SC_CLK_TCK")
SELF = os.getpid()

# Set by main(): the slot's uid and gid (-1 -1: an unprivileged worker), the control pipes to the host, and the
# SIGCHLD wake-up pipe.
run_uid = run_gid = ctrl_in = ctrl_out = wake_r = None
# (pid, socket) once a Python test asked for the zygote (zygote.py), or the host did at the box's start.
zygote = None
# An interactive test's two FIFO ends (read, write) between the host's "pipes" request and the run that uses them.
pipes = None
# The interactor's box: a never-read reader of its write end, held for the run (interaction.py, keepWriteOpen).
pipe_keeper = None
# The program's box: never-read readers of both FIFOs that tell which side closed its output first (interaction.Watch).
pipe_spies = None


def drop_to_run_uid():
    """In a child about to touch what a test owns or to become the test: the slot's uid, no supplementary groups."""
    if run_uid >= 0:
        os.setgroups([])
        os.setresgid(run_gid, run_gid, run_gid)
        os.setresuid(run_uid, run_uid, run_uid)
