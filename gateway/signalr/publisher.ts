import type { HubEvent, HubEventSource } from './hub';

export type HubEventPublisher = HubEventSource & { publish(event: HubEvent): void };

/**
 * An in-process fan-out of hub events. Delivery is synchronous and a failing listener does not
 * keep the event from the others.
 */
export const createHubEventPublisher = (onListenerError?: (error: unknown) => void): HubEventPublisher => {
  const listeners = new Set<(event: HubEvent) => void>();
  return {
    publish(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError?.(error);
        }
      }
    },
    subscribe(listener) {
      // A wrapper per call, so subscribing the same function twice needs two unsubscribes.
      const entry = (event: HubEvent) => listener(event);
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
};
