"""Starting a test that is not Python's: Node, Java, anything exec'd."""

import os
import resource
import signal

import box_state


def exec_test(req, limits, fds, check_w=None):
    """A fork of ours that becomes the program at once (exec leaves nothing of our memory). `check_w`: a syntax
    checker's report pipe, its fd 3. Returns the pid, or raises with why the program could not start."""
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
            box_state.drop_to_run_uid()
            os.chdir(box_state.WORK)
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
