import type { GatewayContext } from '../context';
import type { ContractReminderPage, ContractWarningIndicator, Resolvers } from '../generated/resolvers';
import { RestError } from '../rest-client';
import { CONTRACT_BASE, id, via } from './contract-rest';

// The contract warning modals (spec 002 §8, screen 12) and the reminder history: REST's
// keyIndicator of each line and GET .../tenantContract/reminders/{tenantId}.

type KeyIndicator = {
  show: boolean;
  days: number | null;
  times?: number | null;
  reminderAmount: number;
  reminderTimes?: number;
};
type HistoryPage = Omit<ContractReminderPage, 'items'> & {
  items: (Omit<ContractReminderPage['items'][number], 'channels'> & { channels: Record<string, number> })[];
};

const baseOf = (line: string) => {
  if (line !== 'hfs' && line !== 'vrat') throw new Error(`unknown contract line ${line}`);
  return CONTRACT_BASE[line];
};

export const contractWarningResolvers: Resolvers<GatewayContext> = {
  Query: {
    contractWarnings: async (_p, { tenantId, lines }, { rest: client, caller }) => {
      const answers = await Promise.all(
        [...new Set(lines)].map(async (line): Promise<ContractWarningIndicator | null> => {
          try {
            const k = await client.call<KeyIndicator>({
              method: 'GET',
              path: `${baseOf(line)}/keyIndicator/${id(tenantId)}`,
              caller,
            });
            return {
              line,
              show: k.show,
              days: k.days,
              times: k.times ?? null,
              reminderAmount: k.reminderAmount,
              reminderTimes: k.reminderTimes ?? null,
            };
          } catch (error) {
            // A warning is a courtesy: a line the caller may not read (403) or has locked (412)
            // simply shows none. Anything else is a real failure.
            if (error instanceof RestError && [403, 404, 412].includes(error.status)) return null;
            throw error;
          }
        }),
      );
      return answers.filter((a): a is ContractWarningIndicator => a !== null);
    },
    contractReminderHistory: async (_p, { line, tenantId, skipCount, maxResultCount }, context) => {
      const page = await via(context)<HistoryPage>({
        method: 'GET',
        path: `${baseOf(line)}/reminders/${id(tenantId)}`,
        query: { skipCount, maxResultCount },
      });
      return {
        totalCount: page.totalCount,
        items: page.items.map((item) => ({
          ...item,
          channels: {
            email: item.channels['email'] ?? 0,
            sms: item.channels['sms'] ?? 0,
            systemNotice: item.channels['systemNotice'] ?? 0,
          },
        })),
      };
    },
  },
};
