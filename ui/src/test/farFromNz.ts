import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the calling test file in Los Angeles (UTC-8/-7), a calendar day behind Auckland for most
 * of the day, so a date taken from the browser's own zone instead of Pacific/Auckland fails
 * whatever the zone of the machine running the tests. Assigning TZ changes the zone of the test
 * process at once; it is put back after the file.
 */
export function runFarFromNewZealand(zone = 'America/Los_Angeles'): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
