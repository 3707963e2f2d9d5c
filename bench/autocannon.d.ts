// autocannon ships no types; only what bench/run.ts reads.
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
