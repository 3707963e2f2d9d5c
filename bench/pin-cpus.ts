import { execFileSync } from "node:child_process";
import os from "node:os";
import { processTree } from "./cpu-split.ts";

/**
 * Which CPUs the load generator and the server get when they are kept apart (`taskset`, Linux): the generator
 * the last CPU, the server the rest; PostgreSQL stays free to run anywhere. Null with fewer than `least` CPUs
 * or where taskset is missing, and then nothing is pinned. By default three: on two, the server would have
 * one CPU for both its workers, which measures their contention for it rather than what a worker costs.
 */
export interface CpuPlan {
  load: string;
  server: string;
}

export function cpuPlan(least = 3): CpuPlan | null {
  const n = os.availableParallelism();
  if (n < Math.max(2, least) || process.platform !== "linux") return null;
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
  } catch {
    return null;
  }
  return { load: String(n - 1), server: n === 2 ? "0" : `0-${n - 2}` };
}

/** Every thread of `pids` onto `cpus` (a taskset list such as "0" or "0-2"); false when one could not be. */
export function pin(pids: readonly number[], cpus: string): boolean {
  let ok = true;
  for (const pid of pids) {
    try {
      execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
    } catch {
      ok = false;
    }
  }
  return ok;
}

/** The server's process tree (the primary and its workers) onto the plan's server CPUs. */
export function pinServer(pid: number, plan: CpuPlan): boolean {
  return pin(processTree(pid), plan.server);
}
