import { Type } from 'typebox';

// Typebox pieces for the inputs every module has. An `integer` without bounds is an int32 (the
// validator adds the bounds, input-rules.ts); these say when a field is meant for more.

/** A `bigserial` id (ledger entries, events): beyond int32, within what a JSON number holds exactly. */
export const BigintId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** A position in a `bigserial` sequence: 0 before the first. */
export const SequencePosition = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** YYYY-MM-DD naming a real day from 0001-01-01 (a pattern would let 2026-02-30 through). */
export const IsoDate = Type.String({ format: 'date' });

/** A uuid path, query or body field (tenant, subject, file ids). */
export const Uuid = Type.String({ format: 'uuid' });
