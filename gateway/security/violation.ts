/** Which limit a document went over (limits.ts), by how much when that is known. */
export type LimitName = 'tokens' | 'depth' | 'aliases' | 'directives' | 'cost' | 'mutations';

export type Violation = { limit: LimitName; max: number; found?: number };
