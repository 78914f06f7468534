import type { GatewayContext } from '../context';
import type { Resolvers, TestRequest, TestRequestPage } from '../generated/resolvers';
import { rest } from './errors';

const BASE = '/api/vrclassroom/testRequest';

// "Add a test" from the subject list, and the VRAT list's requests.
export const vratTestResolvers: Resolvers<GatewayContext> = {
  Query: {
    testRequests: (_parent, { skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<TestRequestPage>({ method: 'GET', path: BASE, query: { skipCount, maxResultCount }, caller }),
      ),
  },
  Mutation: {
    requestTest: (_parent, { subjectId, locationId, grade }, { rest: client, caller }) =>
      rest(() =>
        client.call<TestRequest>({ method: 'POST', path: BASE, body: { subjectId, locationId, grade }, caller }),
      ),
  },
};
