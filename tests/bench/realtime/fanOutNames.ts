/** The channel and event of the fan-out benchmark, shared by the load generator and the bare server. */
export const FANOUT_CHANNEL = 'bench-fanout';
export const FANOUT_EVENT = 'bench-event';
