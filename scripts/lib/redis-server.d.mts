export function hasRedisServer(): boolean;
export function freePort(): Promise<number>;
export function startRedisServer(): Promise<{ port: number; url: string; stop(): Promise<void> }>;
