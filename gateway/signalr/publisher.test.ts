import { describe, expect, it, vi } from 'vitest';
import type { HubEvent } from './hub';
import { createHubEventPublisher } from './publisher';

const event: HubEvent = { id: '1', tenantId: 't1', method: 'CheckInChanged', args: [] };

describe('hub event publisher', () => {
  it('delivers to every listener until it unsubscribes, past a failing one', () => {
    const onError = vi.fn();
    const publisher = createHubEventPublisher(onError);
    const failing = vi.fn(() => {
      throw new Error('boom');
    });
    const listener = vi.fn();
    publisher.subscribe(failing);
    const unsubscribe = publisher.subscribe(listener);
    publisher.publish(event);
    expect(listener).toHaveBeenCalledWith(event);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    unsubscribe();
    publisher.publish(event);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
