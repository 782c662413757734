import { openPage } from './support/ready';
import { expect, test, type Page } from '@playwright/test';

const play = async (page: Page, game: string) => {
  await openPage(page, '/casino');
  await page.getByRole('button', { name: `Play ${game}` }).click();
  return page.getByRole('dialog', { name: game });
};

test('the lab shows the hard-coded summary and the 15 games', async ({ page }) => {
  await openPage(page, '/casino');
  await expect(page.getByText('Games Live')).toBeVisible();
  for (const figure of ['2,847', '13 of 15', '$156,780', 'Mega Slots Deluxe'])
    await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(15);
  await expect(page.getByRole('tab', { name: 'Development Workspace' })).toBeDisabled();
});

test('a slots spin takes the bet, blocks another spin, and settles after 2 seconds', async ({
  page,
}) => {
  const dialog = await play(page, 'Mega Slots Deluxe');
  await dialog.getByRole('button', { name: 'Bet +5' }).click();
  await dialog.getByRole('button', { name: 'Bet −1' }).click();
  await expect(dialog.getByLabel('Bet', { exact: true })).toHaveText('Bet 14');
  await dialog.getByRole('button', { name: 'Spin' }).click();
  await expect(dialog.getByLabel('Balance')).toHaveText('$986.00');
  await expect(dialog.getByLabel('Spins')).toHaveText('1');
  await expect(dialog.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
  await expect(dialog.getByRole('status')).toHaveText(/^(You won \$[\d.,]+!|No win this time\.)$/);
  const balance = Number((await dialog.getByLabel('Balance').textContent())!.replace(/[$,]/g, ''));
  const winnings = Number(
    (await dialog.getByLabel('Total winnings').textContent())!.replace(/[$,]/g, ''),
  );
  expect(balance).toBeCloseTo(986 + winnings, 2);
  await expect(dialog.getByRole('button', { name: 'Spin' })).toBeEnabled();
});

test('roulette: chips add up, Clear Bets refunds, a spin needs a bet and records the number', async ({
  page,
}) => {
  const dialog = await play(page, 'Royal Roulette');
  await expect(dialog.getByRole('button', { name: 'Spin' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Chip 25', exact: true }).click();
  await dialog.getByRole('button', { name: 'Bet on 17', exact: true }).click();
  await dialog.getByRole('button', { name: /^Bet on 17/ }).click();
  await expect(dialog.getByLabel('Total bet')).toHaveText('$50.00');
  await expect(dialog.getByLabel('Balance')).toHaveText('$950.00');
  await dialog.getByRole('button', { name: 'Clear Bets' }).click();
  await expect(dialog.getByLabel('Balance')).toHaveText('$1,000.00');

  await dialog.getByRole('radio', { name: 'Chip 10', exact: true }).click();
  await dialog.getByRole('button', { name: 'Bet on Red' }).click();
  await dialog.getByRole('button', { name: 'Spin' }).click();
  await expect(dialog.getByRole('button', { name: 'Bet on Black' })).toBeDisabled();
  await expect(dialog.getByRole('status')).toHaveText(
    /^\d{1,2} (red|black|green): (you won \$20\.00|no win)$/,
  );
  const result = (await dialog.getByRole('status').textContent())!;
  await expect(dialog.getByLabel('Balance')).toHaveText(
    result.includes('won') ? '$1,010.00' : '$990.00',
  );
  await expect(dialog.getByLabel('Last numbers')).toContainText(result.split(' ')[0]!);
  await expect(dialog.getByLabel('Total bet')).toHaveText('$0.00');
});

test('poker is a static flop; other game types are not playable yet', async ({ page }) => {
  const dialog = await play(page, "Texas Hold'em Pro");
  await expect(dialog.getByText('Pot')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Seats' }).getByRole('listitem')).toHaveCount(6);
  await dialog.getByRole('button', { name: 'Fold' }).click();
  await expect(dialog.getByRole('list', { name: 'Action log' })).toContainText('You: Fold');
  // The bet slider runs from the current bet (20) to the chips (1250).
  const slider = dialog.getByRole('slider', { name: 'Bet amount' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(dialog.getByRole('button', { name: 'Bet 1250' })).toBeEnabled();
  await page.keyboard.press('Home');
  await dialog.getByRole('button', { name: 'Bet 20' }).click();
  await expect(dialog.getByRole('list', { name: 'Action log' })).toContainText('You: Bet 20');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Play Blackjack Classic' }).click();
  await expect(page.getByText('This game is coming soon!')).toBeVisible();
});

test('Config opens the workspace, whose status select changes the game', async ({ page }) => {
  await openPage(page, '/casino');
  await page.getByRole('button', { name: 'Config Diamond Rush' }).click();
  await expect(page.getByLabel('RTP')).toHaveValue('94.8%');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'maintenance' }).click();
  await page.getByRole('tab', { name: 'Game Library' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Diamond Rush' })).toContainText(
    'maintenance',
  );
});

test('completing a tutorial updates the hub’s progress', async ({ page }) => {
  await openPage(page, '/casino');
  await page.getByRole('button', { name: 'Learn to Play' }).click();
  const hub = page.getByRole('dialog', { name: 'Interactive Casino Tutorials' });
  await expect(hub.getByLabel('Your progress')).toContainText('Completed0Remaining4Progress0%');
  await hub.getByRole('button', { name: 'Start Roulette' }).click();
  const player = page.getByRole('dialog', { name: 'Roulette' });
  await expect(player.getByLabel('Pro Tip')).toBeVisible();
  await expect(player.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await player.getByRole('button', { name: 'Next' }).click();
  await expect(player.getByRole('button', { name: 'Step 1, done' })).toBeVisible();
  await player.getByRole('button', { name: 'Complete Tutorial' }).click();
  await expect(hub.getByLabel('Your progress')).toContainText('Completed1Remaining3Progress25%');
  await expect(hub.getByRole('button', { name: 'Review Roulette' })).toBeVisible();
});

test('the Testing Lab measures each game’s RTP within 1 percentage point of theory', async ({
  page,
}) => {
  await openPage(page, '/casino');
  await page.getByRole('tab', { name: 'Testing Lab' }).click();
  await page.getByRole('button', { name: 'Run All Tests' }).click();
  await expect(page.getByRole('table', { name: 'RTP results' })).toBeVisible({ timeout: 30_000 });
  for (const id of ['slots', 'roulette-straight', 'roulette-red']) {
    const row = page.getByTestId(`rtp-${id}`);
    const [theoretical, measured] = await row
      .locator('td[data-value]')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
    expect(Math.abs(measured! - theoretical!), id).toBeLessThan(0.01);
  }
});
