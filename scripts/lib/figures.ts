/** Figures the benches print: medians of repeated runs, and the machine's load beside them. */
import { loadavg } from "node:os";

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The 1, 5 and 15 minute load averages, "0.42, 0.80, 1.10": timings on a shared machine are read beside them. */
export function loadAverages(): string {
  return loadavg().map((average) => average.toFixed(2)).join(", ");
}
