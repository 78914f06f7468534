import { describe, expect, it } from 'vitest';
import { PROJECT_SWITCH_RULES, projectOf } from './project-switch.rules';

describe('project switch rules (spec 002 §4, §6, §8)', () => {
  it('lets neither the platform admin nor area roles toggle vrat', () => {
    for (const caller of ['Admin', 'Area', 'AreaAgent'] as const) {
      expect(PROJECT_SWITCH_RULES[caller].vrat.mayToggle, caller).toBe(false);
    }
    for (const caller of ['Enterprise', 'EnterpriseAgent', 'CenterAdmin'] as const) {
      expect(PROJECT_SWITCH_RULES[caller].vrat.mayToggle, caller).toBe(true);
    }
  });

  it('lets every caller toggle hfs', () => {
    expect(Object.values(PROJECT_SWITCH_RULES).every((r) => r.hfs.mayToggle)).toBe(true);
  });

  it('tells Admin and CenterAdmin on hfs, and area and centre admins on vrat, to contact the project manager', () => {
    const warned = (line: 'hfs' | 'vrat') =>
      Object.entries(PROJECT_SWITCH_RULES)
        .filter(([, r]) => r[line].whenSubordinatesOpen === 'contactProjectManager')
        .map(([caller]) => caller)
        .sort();
    expect(warned('hfs')).toEqual(['Admin', 'CenterAdmin']);
    expect(warned('vrat')).toEqual(['Admin', 'Area', 'AreaAgent', 'CenterAdmin']);
  });

  it('reads Project.Rocket as hfs and refuses unknown projects', () => {
    expect(projectOf('Project.Rocket')).toBe('hfs');
    expect(projectOf('vrat')).toBe('vrat');
    expect(projectOf('guardian')).toBeNull();
  });
});
