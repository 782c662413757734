import { describe, expect, it } from 'vitest';
import { createPromptRateLimiter, PROMPTS_PER_MINUTE } from './prompt-rate-limiter';

describe('the prompt rate limiter', () => {
  it('allows 30 prompts in a minute, refuses the 31st, and allows again once the window moves on', () => {
    let now = 1_000_000;
    const limiter = createPromptRateLimiter(PROMPTS_PER_MINUTE, () => now);
    for (let index = 0; index < 30; index += 1) expect(limiter.allow('ann')).toBe(true);
    expect(limiter.allow('ann')).toBe(false);
    expect(limiter.allow('bob')).toBe(true);
    now += 60_001;
    expect(limiter.allow('ann')).toBe(true);
  });
});
