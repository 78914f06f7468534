import { describe, expect, it } from 'vitest';
import { bindingAllows, nextBinding, subjectBindingAt, type SubjectBinding } from './subject-binding.machine';

const mum = 'guardian-mum';
const dad = 'guardian-dad';

describe('subject binding', () => {
  it('a child added by the centre is Bind without a guardian, and stays Bind when a guardian links it', () => {
    const alone: SubjectBinding = { status: 'Bind', links: {}, cancelled: [] };
    expect(nextBinding(alone, { type: 'binding.link', guardianId: mum })).toEqual({
      status: 'Bind',
      links: { [mum]: 'Bind' },
      cancelled: [],
    });
  });

  it('refuses linking the same guardian twice', () => {
    expect(
      nextBinding(
        { status: 'Bind', links: { [mum]: 'Bind' }, cancelled: [] },
        { type: 'binding.link', guardianId: mum },
      ),
    ).toBe(null);
  });

  it('becomes Unbind when the only guardian withdraws, and refuses a second withdrawal', () => {
    const withdrawn = nextBinding(
      { status: 'Bind', links: { [mum]: 'Bind' }, cancelled: [] },
      { type: 'binding.withdraw', guardianId: mum },
    );
    expect(withdrawn).toEqual({ status: 'Unbind', links: { [mum]: 'Unbind' }, cancelled: [] });
    expect(nextBinding(withdrawn!, { type: 'binding.withdraw', guardianId: mum })).toBe(null);
  });

  it('stays Bind while another guardian still authorizes', () => {
    const both: SubjectBinding = { status: 'Bind', links: { [mum]: 'Bind', [dad]: 'Bind' }, cancelled: [] };
    const mumOut = nextBinding(both, { type: 'binding.withdraw', guardianId: mum });
    expect(mumOut).toEqual({ status: 'Bind', links: { [mum]: 'Unbind', [dad]: 'Bind' }, cancelled: [] });
    // Mum's link is withdrawn already: withdrawing it again is refused even though the child is Bind.
    expect(bindingAllows(mumOut!, { type: 'binding.withdraw', guardianId: mum })).toBe(false);
    const dadOut = nextBinding(mumOut!, { type: 'binding.withdraw', guardianId: dad });
    expect(dadOut).toEqual({ status: 'Unbind', links: { [mum]: 'Unbind', [dad]: 'Unbind' }, cancelled: [] });
  });

  it('authorizing again makes the link and the child Bind; a bound link cannot be authorized again', () => {
    const unbound: SubjectBinding = { status: 'Unbind', links: { [mum]: 'Unbind' }, cancelled: [] };
    const renewed = nextBinding(unbound, { type: 'binding.authorize', guardianId: mum });
    expect(renewed).toEqual({ status: 'Bind', links: { [mum]: 'Bind' }, cancelled: [] });
    expect(nextBinding(renewed!, { type: 'binding.authorize', guardianId: mum })).toBe(null);
    // A stranger's link cannot be authorized or withdrawn.
    expect(bindingAllows(renewed!, { type: 'binding.authorize', guardianId: dad })).toBe(false);
    expect(bindingAllows(renewed!, { type: 'binding.withdraw', guardianId: dad })).toBe(false);
  });

  it('cancelling the only authorizing guardian makes the child Logout, which is final', () => {
    const cancelled = nextBinding(
      { status: 'Bind', links: { [mum]: 'Bind' }, cancelled: [] },
      { type: 'binding.cancel', guardianId: mum },
    );
    expect(cancelled).toEqual({ status: 'Logout', links: { [mum]: 'Unbind' }, cancelled: [mum] });
    for (const type of ['binding.link', 'binding.withdraw', 'binding.authorize', 'binding.cancel'] as const) {
      expect(bindingAllows(cancelled!, { type, guardianId: mum })).toBe(false);
      expect(bindingAllows(cancelled!, { type, guardianId: dad })).toBe(false);
    }
    expect(subjectBindingAt(cancelled!).status).toBe('done');
  });

  it('cancelling a guardian who withdrew before cancels the unbound child too', () => {
    const unbound: SubjectBinding = { status: 'Unbind', links: { [mum]: 'Unbind', [dad]: 'Unbind' }, cancelled: [] };
    expect(nextBinding(unbound, { type: 'binding.cancel', guardianId: dad })).toEqual({
      status: 'Logout',
      links: { [mum]: 'Unbind', [dad]: 'Unbind' },
      cancelled: [dad],
    });
  });

  it('cancelling one of two authorizing guardians leaves the child Bind, and cannot be repeated', () => {
    const both: SubjectBinding = { status: 'Bind', links: { [mum]: 'Bind', [dad]: 'Bind' }, cancelled: [] };
    const dadCancelled = nextBinding(both, { type: 'binding.cancel', guardianId: dad });
    expect(dadCancelled).toEqual({ status: 'Bind', links: { [mum]: 'Bind', [dad]: 'Unbind' }, cancelled: [dad] });
    expect(bindingAllows(dadCancelled!, { type: 'binding.cancel', guardianId: dad })).toBe(false);
  });

  it('a new guardian linking an unbound child makes it Bind again', () => {
    expect(
      nextBinding(
        { status: 'Unbind', links: { [mum]: 'Unbind' }, cancelled: [] },
        { type: 'binding.link', guardianId: dad },
      ),
    ).toEqual({
      status: 'Bind',
      links: { [mum]: 'Unbind', [dad]: 'Bind' },
      cancelled: [],
    });
  });

  it('a cancelled guardian cannot authorize again, even while the child stays Bind through another guardian', () => {
    const both: SubjectBinding = { status: 'Bind', links: { [mum]: 'Bind', [dad]: 'Bind' } };
    const dadCancelled = nextBinding(both, { type: 'binding.cancel', guardianId: dad })!;
    expect(bindingAllows(dadCancelled, { type: 'binding.authorize', guardianId: dad })).toBe(false);
    // Mum is not cancelled: her withdrawal and renewal still work.
    const mumOut = nextBinding(dadCancelled, { type: 'binding.withdraw', guardianId: mum })!;
    expect(mumOut.status).toBe('Unbind');
    expect(bindingAllows(mumOut, { type: 'binding.authorize', guardianId: mum })).toBe(true);
    expect(bindingAllows(mumOut, { type: 'binding.authorize', guardianId: dad })).toBe(false);
  });

  it('a guardian whose account was cancelled before is never linked to a child again', () => {
    const stored: SubjectBinding = { status: 'Bind', links: { [mum]: 'Bind' }, cancelled: [dad] };
    expect(bindingAllows(stored, { type: 'binding.link', guardianId: dad })).toBe(false);
    expect(
      bindingAllows(
        { ...stored, status: 'Unbind', links: { [mum]: 'Unbind' } },
        { type: 'binding.link', guardianId: dad },
      ),
    ).toBe(false);
    expect(
      bindingAllows({ status: 'Bind', links: {}, cancelled: [dad] }, { type: 'binding.link', guardianId: dad }),
    ).toBe(false);
  });

  it('a withdrawn link of a cancelled guardian cannot be cancelled a second time', () => {
    const stored: SubjectBinding = { status: 'Unbind', links: { [mum]: 'Unbind', [dad]: 'Unbind' }, cancelled: [dad] };
    expect(bindingAllows(stored, { type: 'binding.cancel', guardianId: dad })).toBe(false);
    expect(nextBinding(stored, { type: 'binding.cancel', guardianId: mum })).toEqual({
      status: 'Logout',
      links: { [mum]: 'Unbind', [dad]: 'Unbind' },
      cancelled: [dad, mum],
    });
  });
});
