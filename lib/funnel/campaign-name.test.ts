import { campaignName, MAX_CAMPAIGN_CHARS } from './campaign-name';

describe("a campaign's name", () => {
  it('loses its control characters and outer spaces', () => {
    expect(campaignName('  \u001b[2Jdiwali\u0000-2026\u009b \t')).toBe('[2Jdiwali-2026');
  });

  it('keeps at most 500 whole characters, never half a pair', () => {
    expect(campaignName('a'.repeat(600))).toBe('a'.repeat(MAX_CAMPAIGN_CHARS));
    const emoji = campaignName('🎓'.repeat(600));
    expect([...emoji]).toHaveLength(MAX_CAMPAIGN_CHARS);
    expect(emoji.isWellFormed()).toBe(true);
  });
});
