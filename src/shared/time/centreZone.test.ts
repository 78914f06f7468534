import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { centreWallClock, centreZone, knownTimeZone, setCentreZone } from './centreZone';

describe('the centre time zone', () => {
  afterEach(() => setCentreZone(undefined));

  it("is the browser's until the boot sets it", () => {
    expect(centreZone()).toBe('local');
    expect(DateTime.now().setZone(centreZone()).offset).toBe(DateTime.local().offset);
  });

  it('puts "now" on the centre wall clock once set', () => {
    setCentreZone('Asia/Shanghai');
    const now = DateTime.now().setZone(centreZone());
    expect(now.zoneName).toBe('Asia/Shanghai');
    expect(now.offset).toBe(480);
  });

  it('ignores a name the browser does not know rather than making every date invalid', () => {
    expect(knownTimeZone('Mars/Olympus')).toBeUndefined();
    expect(knownTimeZone('')).toBeUndefined();
    expect(knownTimeZone(42)).toBeUndefined();
    setCentreZone('Mars/Olympus');
    expect(centreZone()).toBe('local');
  });

  it("writes the centre's wall clock as course times are written, on its own day", () => {
    const at = new Date('2026-11-28T17:05:00Z');
    setCentreZone('Asia/Shanghai');
    expect(centreWallClock(at)).toBe('2026-11-29 01:05');
    setCentreZone('America/New_York');
    expect(centreWallClock(at)).toBe('2026-11-28 12:05');
    expect('2026-11-28 12:00' <= centreWallClock(at)).toBe(true);
  });
});
