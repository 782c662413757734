import { describe, expect, it } from 'vitest';
import { checkPage } from './check-page';
import { checkPageOffThread, warmUpPageChecksOffThread } from './page-check-thread';
import { BROKEN_PAGE, samplePage } from './sample-pages.fixture';

describe('the page checks on their own thread', () => {
  it('answers the same reports as the checks run here, for a good and a broken page', async () => {
    await warmUpPageChecksOffThread();
    const [good, broken] = await Promise.all([
      checkPageOffThread('landing', samplePage()),
      checkPageOffThread('about', BROKEN_PAGE),
    ]);
    expect(good).toEqual(await checkPage('landing', samplePage()));
    expect(broken).toEqual(await checkPage('about', BROKEN_PAGE));
    expect(broken.valid).toBe(false);
  });
});
