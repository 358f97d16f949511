import { hostileSuite } from "../test/sandbox/hostile-suite.ts";

// The hostile suite in strict mode: every isolation mechanism required (and present on CI's host).
hostileSuite(1_810_000, { mode: "strict" });
