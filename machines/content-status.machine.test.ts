import { describe, expect, it } from 'vitest';
import {
  CONTENT_STATUSES,
  CONTENT_STATUS_MOVES,
  contentStatusAllows,
  nextContentStatus,
  nextContentStatuses,
} from './content-status.machine';

describe('content status machine', () => {
  it('offers exactly the moves of the table, never the status the item already has', () => {
    for (const status of CONTENT_STATUSES) {
      expect(nextContentStatuses(status)).toEqual(
        CONTENT_STATUSES.filter((s) => CONTENT_STATUS_MOVES[status].includes(s)),
      );
      expect(nextContentStatuses(status)).not.toContain(status);
    }
  });

  it('publishes a new item, hides, expires and trashes it, and restores it from the Trash only to Unpublish', () => {
    expect(nextContentStatus('Unpublish', { type: 'status.change', to: 'Public' })).toBe('Public');
    expect(nextContentStatus('Public', { type: 'status.change', to: 'Hide' })).toBe('Hide');
    expect(nextContentStatus('Hide', { type: 'status.change', to: 'Expire' })).toBe('Expire');
    expect(nextContentStatus('Expire', { type: 'status.change', to: 'Trash' })).toBe('Trash');
    expect(nextContentStatus('Trash', { type: 'status.change', to: 'Public' })).toBeNull();
    expect(nextContentStatus('Trash', { type: 'status.change', to: 'Unpublish' })).toBe('Unpublish');
    expect(nextContentStatus('Unpublish', { type: 'status.change', to: 'Expire' })).toBeNull();
  });

  it('edits anything but the Trash, and deletes only what was never shown or is in the Trash', () => {
    expect(CONTENT_STATUSES.filter((s) => contentStatusAllows(s, { type: 'content.edit' }))).toEqual([
      'Unpublish',
      'Hide',
      'Public',
      'Expire',
    ]);
    expect(CONTENT_STATUSES.filter((s) => contentStatusAllows(s, { type: 'content.delete' }))).toEqual([
      'Unpublish',
      'Trash',
    ]);
    expect(nextContentStatus('Trash', { type: 'content.delete' })).toBe('Deleted');
    expect(nextContentStatus('Public', { type: 'content.delete' })).toBeNull();
  });
});
