/**
 * How much one GraphQL document may ask for (issue 14 item 2). Every document is measured
 * against these before it is parsed by Yoga or graphql-ws, validated or executed.
 */
export type GraphqlLimits = {
  /** Lexical tokens in the document (graphql-js counts the same way); bounds parsing work. */
  maxTokens: number;
  /** Nested selection sets, fragments spread in place. */
  maxDepth: number;
  /** Aliased fields, fragments counted each time they are spread. */
  maxAliases: number;
  /** Directives anywhere in the document. */
  maxDirectives: number;
  /** Fields resolved, each multiplied by the sizes of the lists around it (see cost.ts). */
  maxCost: number;
  /** Top-level fields of a mutation: each is a write, and the console sends one at a time. */
  maxMutationFields: number;
  /** The size assumed for a list whose field takes no page size. */
  defaultListSize: number;
};

/** Operations per caller per window, over HTTP and graphql-ws together. */
export type RateLimit = { operations: number; windowSeconds: number };

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = {
  maxTokens: 2000,
  maxDepth: 15,
  maxAliases: 20,
  maxDirectives: 20,
  maxCost: 2_000_000,
  maxMutationFields: 3,
  defaultListSize: 3,
};

export const DEFAULT_RATE_LIMIT: RateLimit = { operations: 600, windowSeconds: 60 };
