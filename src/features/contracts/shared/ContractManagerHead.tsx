import type { ReactNode } from 'react';
import { SectionTitle } from '../../../shared/ui/SectionTitle';

/**
 * The head of both contract screens (HFS and VRAT): the tenant's contracts as the section title,
 * the line's settings at the top right (spec 002 §2 item 6 puts VRAT's reminder menu there; HFS's
 * reminder settings sit in the same place), so the two screens read alike (issue 17 item 6).
 */
export const ContractManagerHead = ({ title, settings }: { title: string; settings: ReactNode }) => (
  <div className="atrium-contract-head">
    <SectionTitle>{title}</SectionTitle>
    {settings}
  </div>
);
