import type { ContentStatus } from '../../generated/graphql';

/**
 * Tests only: the fields every content item has, as a Public item the editor may edit and move
 * but not delete, changed at a time without an offset (read as the browser's local time, so the
 * shown time does not depend on the zone). Spread first; a test's own fields come after.
 */
export const publicItem = () => ({
  sortOrder: 0,
  contentStatus: 'Public' as ContentStatus,
  lastModificationTime: '2026-03-04T09:15:00',
  nextStatuses: ['Unpublish', 'Hide', 'Expire', 'Trash'] as ContentStatus[],
  canEdit: true,
  canDelete: false,
});
