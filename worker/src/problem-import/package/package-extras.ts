import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_EXTRAS_FILE, packageExtrasSchema } from "@grindstone/db/problem-export";
import type { JudgePolicyInput } from "@grindstone/shared";
import { readTestGroupYaml } from "./package-yaml.ts";

/**
 * What our exporter wrote to `.grindstone.json` for the parts of a policy the format cannot say (the exact
 * checker, integersExact, a testlib checker, partial credit, limits below a MiB, group names), laid over the
 * policy read from the package's standard files. Packages made elsewhere have no such file: the policy is as read.
 */
export function withPackageExtras(dir: string, policy: JudgePolicyInput): JudgePolicyInput {
  const file = join(dir, PACKAGE_EXTRAS_FILE);
  if (!existsSync(file)) return policy;
  const extras = packageExtrasSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const out: JudgePolicyInput = { ...policy, limits: { ...policy.limits } };
  const checker = out.checker;
  if (checker?.kind === "tokens" && extras.exactChecker) out.checker = { kind: "exact" };
  else if (checker?.kind === "tokens" && extras.integersExact)
    out.checker = { ...checker, integersExact: true };
  if (checker?.kind === "custom" && extras.checkerProtocol)
    out.checker = { ...checker, protocol: extras.checkerProtocol };
  if (extras.partialCredit) out.partialCredit = true;
  if (extras.memoryKb) out.limits = { ...out.limits, memoryKb: extras.memoryKb };
  if (extras.outputKb) out.limits = { ...out.limits, outputKb: extras.outputKb };
  const names = extras.groupNames;
  if (names && out.groups && names.length === out.groups.length) {
    const renamed = new Map(out.groups.map((g, i) => [g.name, names[i]!]));
    out.groups = out.groups.map((g, i) => ({
      ...g,
      name: names[i]!,
      ...(g.requirePass ? { requirePass: renamed.get(g.requirePass) ?? g.requirePass } : {}),
    }));
  }
  return out;
}

/** 2023-07 / 2025-09: the default validator's flags as `output_validator_args` of data/secret's test_group.yaml. */
export function testGroupValidatorFlags(dir: string): string | undefined {
  const args = readTestGroupYaml(join(dir, "data", "secret"))?.output_validator_args;
  return args?.join(" ");
}
