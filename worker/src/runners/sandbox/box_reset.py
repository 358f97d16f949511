"""Between tests the box is made as it was: every process of the test is killed, whatever it left in /tmp is removed
with the rights of the uid that wrote it (directories made writable first, no descriptor held per level), and the
supervisor then checks, with its own eyes, that /tmp is empty and no System V IPC object exists. A box that fails
the check is reported dirty and never runs another test: the host destroys it and continues in a fresh one.
"""

import os
import signal
import stat
import time

import box_state
from process_tree import kill_others

# Bound on emptying /tmp; past it the box is dirty.
CLEAN_S = 5.0


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
    if not os.listdir(box_state.WORK):
        return
    pid = os.fork()
    if pid == 0:
        try:
            signal.set_wakeup_fd(-1)
            box_state.drop_to_run_uid()
            purge(box_state.WORK.encode())
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
    left = os.listdir(box_state.WORK)
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
