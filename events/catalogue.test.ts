import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  EVENT_NAMES,
  EVENT_VERSIONS,
  isEventName,
  STREAM_MARKERS,
  type DeliveredEventType,
  type EventName,
  type EventPayload,
} from './catalogue';

// The assertions on types are checked by `tsc` (npm run typecheck), which covers this file; the
// functions holding them are never called.

describe('the event catalogue', () => {
  it('names each fact once, PascalCase, apart from the gateway markers', () => {
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
    for (const marker of Object.values(STREAM_MARKERS)) expect(isEventName(marker)).toBe(false);
    expect(isEventName('CheckedIn')).toBe(true);
    expect(isEventName('CheckIn')).toBe(false);
    // Not the prototype's names either.
    expect(isEventName('toString')).toBe(false);
    expect(EVENT_VERSIONS.ContractChanged).toBe(1);
  });

  it('makes a misspelt name a compile error', () => {
    expectTypeOf<'CheckedIn'>().toExtend<EventName>();
    expectTypeOf<'CheckIn'>().not.toExtend<EventName>();
    expectTypeOf<'RefetchRequired'>().toExtend<DeliveredEventType>();
    expectTypeOf<EventPayload<'SessionEnded'>>().toEqualTypeOf<{ grantId: string; accountId: string | null }>();

    const compileOnly = (type: DeliveredEventType) => {
      // @ts-expect-error a misspelt name is not in the catalogue
      const misspelt: EventName = 'ContractChange';
      // @ts-expect-error comparing with a name the catalogue lacks has no overlap
      const filter = type === 'CheckedInn';
      return [misspelt, filter];
    };
    expect(compileOnly).toBeTypeOf('function');
  });
});
