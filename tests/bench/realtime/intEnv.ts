/** A positive integer from the environment (a benchmark knob), or the fallback. */
export function intEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
