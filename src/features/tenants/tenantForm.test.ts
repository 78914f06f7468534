import { describe, expect, it } from 'vitest';
import { EMPTY_TENANT, inputOf, tenantProblems } from './tenantForm';

describe('tenant form', () => {
  it('asks for a name, a parent where the type needs one, and a well-formed e-mail', () => {
    expect(tenantProblems({ ...EMPTY_TENANT, email: 'nope' }, true)).toEqual({
      displayName: 'form.name-required',
      parentTenant: 'form.parent-required',
      email: 'form.email-invalid',
    });
    expect(tenantProblems({ ...EMPTY_TENANT, displayName: 'A', email: 'a@b.cn' }, false)).toEqual({});
  });

  it('sends blanks as null and trims the rest', () => {
    expect(inputOf({ ...EMPTY_TENANT, displayName: ' West ', area: ' ' }, 'Area')).toEqual({
      displayName: 'West',
      type: 'Area',
      parentTenant: null,
      area: null,
      email: null,
    });
  });
});
