import { percentile } from '../percentile';

export interface RoundShape {
  /** Median over the measured rounds of the first and of the last receiver's latency. */
  firstMs: number;
  lastMs: number;
  /** Median CPU time this process (the load generator) spent per round, receiving included. */
  generatorCpuMs: number;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/**
 * One broadcast at a time to a known set of receivers: counts who got it, keeps the
 * latencies of measured rounds (ids ≥ 0; negative ids are warm-up), and ends a round
 * when every receiver has it or at its timeout, whichever comes first.
 */
export class DeliveryRounds {
  readonly latencies: number[] = [];
  /** Receivers that should have had the measured rounds, and how many did in time. */
  expected = 0;
  delivered = 0;
  /** Frames that arrived after their round was given up (or of no round at all). */
  late = 0;
  publishErrors: string[] = [];
  private readonly firsts: number[] = [];
  private readonly lasts: number[] = [];
  private readonly cpuMs: number[] = [];
  /** CPU per round reported by a receiver process of its own (addGeneratorCpu), not this process's. */
  private readonly externalCpuMs: number[] = [];
  private current:
    | { id: number; expected: number; received: number; first: number; last: number; done: () => void }
    | undefined;

  receive(id: number, latencyMs: number): void {
    const round = this.current;
    if (!round || round.id !== id) {
      this.late++;
      return;
    }
    round.received++;
    if (id >= 0) {
      this.latencies.push(latencyMs);
      this.delivered++;
      if (round.received === 1) round.first = latencyMs;
      round.last = latencyMs;
    }
    if (round.received === round.expected) round.done();
  }

  /** Runs one round: `publish` sends event `id`, which `expected` receivers should get. */
  async run(id: number, expected: number, publish: () => Promise<void>, timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const cpuBefore = process.cpuUsage();
    // Set before publishing: frames can arrive before the publish request's response does.
    const finished = new Promise<void>((resolve) => {
      this.current = { id, expected, received: 0, first: Number.NaN, last: Number.NaN, done: resolve };
      timer = setTimeout(resolve, timeoutMs);
    });
    if (id >= 0) this.expected += expected;
    try {
      await publish();
      await finished;
      const cpu = process.cpuUsage(cpuBefore);
      if (id >= 0 && this.current && this.current.received > 0) {
        this.firsts.push(this.current.first);
        this.lasts.push(this.current.last);
        this.cpuMs.push((cpu.user + cpu.system) / 1000);
      }
    } catch (error) {
      this.publishErrors.push(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
      this.current = undefined;
    }
  }

  /** The CPU a separate receiver process spent on a measured round (ids >= 0). */
  addGeneratorCpu(id: number, cpuMs: number): void {
    if (id >= 0) this.externalCpuMs.push(cpuMs);
  }

  /** How a typical round went: where the spread between first and last receiver comes from. */
  shape(): RoundShape {
    return {
      firstMs: round1(percentile(this.firsts, 50)),
      lastMs: round1(percentile(this.lasts, 50)),
      generatorCpuMs: round1(percentile(this.externalCpuMs.length > 0 ? this.externalCpuMs : this.cpuMs, 50)),
    };
  }
}
