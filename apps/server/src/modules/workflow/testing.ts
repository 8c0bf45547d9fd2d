import { createDefaultCalculation, toStoredCalculation } from '@insulcalc/insulation/report';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestClient } from '../../../test/accountClient';
import { addUserToGroup, createUser } from '../account/index';

export const TEST_PASSWORD = 'Correct-horse-42!';

/** Test helper: a stored calculation the engine computes (seeded product 1, 50 mm on the default DN 50 pipe). */
export function engineCalculation() {
  const calculation = createDefaultCalculation();
  calculation.insulationInfo[0] = {
    ...calculation.insulationInfo[0]!,
    insulationProductTypeId: 1,
    insulationProductId: 1,
    insulationThickness: 50,
  };
  return toStoredCalculation(calculation);
}

/** Test helper: a new user in `groups` (group names), signed in through the logon route. */
export async function signedInMember(
  app: FastifyInstance,
  username: string,
  groups: readonly string[],
): Promise<TestClient> {
  const user = await createUser(app.ctx.db, {
    username,
    password: TEST_PASSWORD,
    fullName: username,
    email: `${username}@example.com`,
  });
  for (const group of groups) await addUserToGroup(app.ctx.db, user.id, group);
  const client = new TestClient(app);
  expect((await client.logon(username, TEST_PASSWORD)).statusCode).toBe(200);
  return client;
}
