import { readdirSync, readFileSync } from "node:fs";

// Where a run's CPU time went on this machine: the server's processes (the given pid and its descendants),
// PostgreSQL's, and everything else (this load generator, Redis, the rest). Read from /proc, so Linux only;
// elsewhere every figure is null. It explains a two-to-one ratio: a second server process can only add
// throughput while the server is what holds the CPUs.

const TICKS_PER_SECOND = 100;

interface Proc {
  pid: number;
  ppid: number;
  name: string;
  ticks: number;
}

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The name is in parentheses and may hold spaces; the fields after it are space-separated.
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      out.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        name,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // ended between the listing and the read
    }
  }
  return out;
}

function totalTicks(): number {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  return cpu.reduce((a, b) => a + b, 0) - cpu[3]! - (cpu[4] ?? 0);
}

export interface CpuShares {
  /** CPU seconds over the run. */
  server: number;
  postgres: number;
  other: number;
  /** All busy CPU seconds, and the wall time the shares are over. */
  busy: number;
  seconds: number;
}

/** `pid` and every process below it (a cluster's workers), as they are now; empty off Linux. */
export function processTree(pid: number): number[] {
  let all: Proc[];
  try {
    all = processes();
  } catch {
    return [];
  }
  const tree = new Set([pid]);
  // Parents come before children in /proc's listing only by chance: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (tree.has(p.ppid) && !tree.has(p.pid)) {
        tree.add(p.pid);
        grew = true;
      }
  }
  return [...tree].filter((p) => p === pid || all.some((q) => q.pid === p));
}

/** Starts counting; the returned function stops and gives the shares (null off Linux). */
export function cpuSplit(serverPid: number): () => CpuShares | null {
  let start: { at: number; procs: Map<number, Proc>; busy: number };
  try {
    start = { at: performance.now(), procs: new Map(processes().map((p) => [p.pid, p])), busy: totalTicks() };
  } catch {
    return () => null;
  }
  return () => {
    const now = processes();
    const byPid = new Map(now.map((p) => [p.pid, p]));
    const inServer = (p: Proc): boolean => {
      for (let q: Proc | undefined = p; q; q = byPid.get(q.ppid)) if (q.pid === serverPid) return true;
      return false;
    };
    let server = 0;
    let postgres = 0;
    for (const p of now) {
      // A process that began during the run counts from zero.
      const used = p.ticks - (start.procs.get(p.pid)?.ticks ?? 0);
      if (used <= 0) continue;
      if (inServer(p)) server += used;
      else if (p.name === "postgres") postgres += used;
    }
    const busy = totalTicks() - start.busy;
    const s = (ticks: number) => +(ticks / TICKS_PER_SECOND).toFixed(1);
    return {
      server: s(server),
      postgres: s(postgres),
      other: s(Math.max(busy - server - postgres, 0)),
      busy: s(busy),
      seconds: +((performance.now() - start.at) / 1000).toFixed(1),
    };
  };
}
