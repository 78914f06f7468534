import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { boundChildrenOf, tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const SECRET = 'signalr-test-secret';

// The whole path of issue 4 item 3, with the official client: a check-in committed through REST
// reaches the hub through the outbox and the gateway's feed, to the right people only.
describe.each(testEngines('sensitive'))('SignalR pushes from the outbox on %s', (engine) => {
  let h: GatewayHarness;
  let hubUrl: string;
  let sunrise: string;
  let child: string;
  const connections: HubConnection[] = [];

  beforeAll(async () => {
    h = await startGatewayHarness(engine, { GATEWAY_CLIENT_SECRET: SECRET });
    hubUrl = `${await h.listen()}/signalr-hubs/messages`;
    sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    child = (await boundChildrenOf(h.db, 'Sunrise Centre', 1))[0]!.id;
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.stop()));
    await h.close();
  });

  const connect = async (userName: string) => {
    const token = await h.tokenFor(userName, { expiresIn: '10m' });
    const connection = new HubConnectionBuilder()
      .withUrl(`${hubUrl}?__tenant=${sunrise}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    connections.push(connection);
    const checkIns: unknown[] = [];
    const notifications: unknown[] = [];
    connection.on('CheckInChanged', (change: unknown) => checkIns.push(change));
    connection.on('ReceiveNotification', (note: unknown) => notifications.push(note));
    await connection.start();
    return { checkIns, notifications };
  };

  it('pushes CheckInChanged to the centre and ReceiveNotification to the colleagues it notified', async () => {
    const admin = await connect('centeradmin');
    const coach = await connect('coach');
    const trainer = await connect('trainer');
    // The gateway's feed starts at the end of the outbox when it first runs; let it get there.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const response = await h.as('coach', { language: null }).post('/api/business/checkIn/in', { subjectId: child });
    expect(response.statusCode).toBe(200);

    await vi.waitFor(() => expect(admin.notifications).toHaveLength(1), { timeout: 5000 });
    expect(admin.checkIns).toEqual([expect.objectContaining({ type: 'CheckedIn', subjectId: child })]);
    expect(admin.notifications).toEqual([{ id: expect.any(String), type: 'User' }]);
    await vi.waitFor(() => expect(coach.checkIns).toHaveLength(1));
    // Whoever checked in is not notified of it; the trainer may not see the children at all.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(coach.notifications).toEqual([]);
    expect(trainer.checkIns).toEqual([]);
    expect(trainer.notifications).toEqual([]);
  });
});
