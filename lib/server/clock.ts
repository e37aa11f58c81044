import "server-only";

/** What time it is: domain rules that depend on time take one, so tests can set it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
