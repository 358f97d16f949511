"""The processes of the box's PID namespace: what a test left running, how to kill it all, and what it all costs.

The box's init is pid 1, then the supervisor and (once started) the zygote; every other pid is the test's.
"""

import os
import signal
import time

import box_state

# Bound on killing a test's processes; past it the box is dirty (destroyed by the host, never reused).
KILL_S = 2.0


def others():
    """Pids in this box's PID namespace besides its init (1), us and the zygote: whatever a test left running."""
    keep = (1, box_state.SELF, box_state.zygote[0] if box_state.zygote else 0)
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
                rss += int(f.read().split()[1]) * box_state.PAGE
        except (OSError, IndexError):
            continue
        cpu += sum(int(x) for x in fields[11:15]) / box_state.TICKS
    return cpu + max(0.0, init_children_cpu() - init_children_cpu0), rss


def init_children_cpu():
    try:
        with open("/proc/1/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return (int(fields[13]) + int(fields[14])) / box_state.TICKS
    except (OSError, IndexError):
        return 0.0
