import { formatMoney, formatMoneyInColumn, formatRate, minorUnitsPerMajor } from '../money';

describe('formatMoney', () => {
  it('shows 5,000,000 kobo as fifty thousand naira without decimals', () => {
    const text = formatMoney(5_000_000, 'NGN', 'en-NG');

    expect(text).toContain('50,000');
    expect(text).toMatch(/₦|NGN/);
    expect(text).not.toContain('.');
  });

  it('uses naira and en-NG by default', () => {
    expect(formatMoney(5_000_000)).toBe(formatMoney(5_000_000, 'NGN', 'en-NG'));
  });

  it('keeps the kobo of an amount that is not whole', () => {
    expect(formatMoney(12_345, 'NGN', 'en-NG')).toContain('123.45');
  });

  it('does not divide a currency that has no minor units', () => {
    expect(minorUnitsPerMajor('JPY', 'en-US')).toBe(1);
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
  });
});

describe('formatMoneyInColumn', () => {
  it('gives whole and part amounts the same two decimals, as a schedule lists them', () => {
    expect(formatMoneyInColumn(828_400, 'NGN', 'en-NG')).toMatch(/8,284\.00$/);
    expect(formatMoneyInColumn(719_192, 'NGN', 'en-NG')).toMatch(/7,191\.92$/);
  });

  it('adds no decimals to a currency that has none', () => {
    expect(formatMoneyInColumn(500, 'JPY', 'en-US')).toBe('¥500');
  });
});

describe('formatRate', () => {
  it('shows 2450 basis points as 24.5%', () => {
    expect(formatRate(2450)).toBe('24.5%');
  });
});
