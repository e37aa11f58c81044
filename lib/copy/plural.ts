/** "1 message" or "3 messages": a count with its noun in agreement (0 takes the plural, as English does). */
export const countOf = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
