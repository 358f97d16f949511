"""A test's rlimits as the host asks for them ("cpu": 3, "as": [soft, hard], None: not set), in the form
resource.setrlimit takes: set in the test's own fork, exec'd or the zygote's, just before it becomes the program."""

import resource

RLIMITS = {
    "cpu": resource.RLIMIT_CPU,
    "as": resource.RLIMIT_AS,
    "fsize": resource.RLIMIT_FSIZE,
    "stack": resource.RLIMIT_STACK,
    "nproc": resource.RLIMIT_NPROC,
    "nofile": resource.RLIMIT_NOFILE,
    "core": resource.RLIMIT_CORE,
}


def rlimits_of(requested):
    """[[resource, soft, hard], ...] for every limit the request sets."""
    limits = []
    for name, value in requested.items():
        if value is not None:
            soft, hard = value if isinstance(value, list) else (value, value)
            limits.append([RLIMITS[name], soft, hard])
    return limits
