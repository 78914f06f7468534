import { describe, expect, it } from 'vitest';
import { fitsForDelivery, fitsWhenSaved } from './reminder-contact-rules';

const sms = (contact: string) => ({ messageType: 'sms' as const, contact });
const email = (contact: string) => ({ messageType: 'email' as const, contact });

describe('reminder contacts: one phone rule', () => {
  it('delivers to every number and address saving accepts', () => {
    for (const contact of [sms('13800000000'), sms('+8613800000000'), sms('12345'), email('finance@example.com')]) {
      expect(fitsWhenSaved(contact)).toBe(true);
      expect(fitsForDelivery(contact)).toBe(true);
    }
  });

  it('saves a number only without spaces, yet still delivers to one saved with spaces before the rule', () => {
    const legacy = sms('+86 138 0000 0000');
    expect(fitsWhenSaved(legacy)).toBe(false);
    expect(fitsForDelivery(legacy)).toBe(true);
  });

  it('refuses what is not a number or an address, when saving and when delivering', () => {
    for (const contact of [sms('call me'), sms('1234'), sms('+123456789012345678901'), email('finance@example')]) {
      expect(fitsWhenSaved(contact)).toBe(false);
      expect(fitsForDelivery(contact)).toBe(false);
    }
  });

  it('reaches a system notice only through a user id', () => {
    expect(fitsForDelivery({ messageType: 'systemNotice', contact: '3f0e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b' })).toBe(
      true,
    );
    expect(fitsForDelivery({ messageType: 'systemNotice', contact: 'area-manager' })).toBe(false);
  });
});
