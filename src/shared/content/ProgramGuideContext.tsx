import { createContext, useContext, type ComponentType } from 'react';

/** How to run a training activity, from its programme id: the content library's page of it. */
export type ProgramGuideComponent = ComponentType<{ programId: string }>;

/**
 * The content library's programme guide, for the pages of another feature that show training
 * activities (a plan's session card and session page). A feature does not import another, so the
 * route that draws such a page provides it; without a provider, no guide is offered.
 */
export const ProgramGuideContext = createContext<ProgramGuideComponent | null>(null);

export const useProgramGuide = (): ProgramGuideComponent | null => useContext(ProgramGuideContext);
