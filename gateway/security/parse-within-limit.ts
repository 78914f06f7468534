import { Lexer, parse, Source, TokenKind, type DocumentNode } from 'graphql';
import type { Violation } from './violation';

export type Parsed =
  | { document: DocumentNode }
  | { violation: Violation }
  /** Not GraphQL: left to Yoga or graphql-ws, which answer their own syntax error. */
  | { invalid: true };

/** Counts tokens the way graphql-js's maxTokens does (comments skipped), stopping just past the limit. */
const tokensUpTo = (source: Source, limit: number): number => {
  const lexer = new Lexer(source);
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF && count <= limit) count += 1;
  return count;
};

/**
 * Parses a document only if it is small enough. The lexer runs first (it is a loop, cheap and
 * flat); the parser recurses once per nesting level, so a deep enough document overflows the
 * stack: that is a refusal for depth, not a server error.
 */
export const parseWithinLimit = (
  text: string,
  { maxTokens, maxDepth }: { maxTokens: number; maxDepth: number },
): Parsed => {
  const source = new Source(text);
  try {
    if (tokensUpTo(source, maxTokens) > maxTokens) return { violation: { limit: 'tokens', max: maxTokens } };
    return { document: parse(source, { maxTokens, noLocation: true }) };
  } catch (error) {
    if (error instanceof RangeError) return { violation: { limit: 'depth', max: maxDepth } };
    return { invalid: true };
  }
};
