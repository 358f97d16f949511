import { hostileSuite } from "../test/sandbox/hostile-suite.ts";

// The same suite in dev mode on a host without cgroups (switched off here): memory is then polled and capped by
// rlimits, and every attack must still end with the same verdict and leave the host as it was.
hostileSuite(1_910_000, { mode: "dev", useCgroups: false });
