/**
 * A token bucket: `ratePerSecond` tokens flow in, up to `burst` are kept. Cheap enough
 * to keep one or two per socket (three numbers, no timer).
 */
export class RateLimiter {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.updatedAt = now;
  }

  /** Takes one token; false when the bucket is empty (the caller refuses the message). */
  take(now = Date.now()): boolean {
    const elapsed = now - this.updatedAt;
    if (elapsed > 0) {
      this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.ratePerSecond) / 1000);
      this.updatedAt = now;
    }
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
