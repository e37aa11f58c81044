export const HSTS_VALUE: string;
export function contentPagePolicy(options?: { dev?: boolean }): string;
export function noncePolicy(nonce: string, options?: { dev?: boolean }): string;
export function securityHeaders(options?: { dev?: boolean; https?: boolean }): Record<string, string>;
export function servedOverHttps(siteUrl: string | undefined | null): boolean;
export const RAZORPAY_ORIGINS: { script: string; frames: string; connect: string };
