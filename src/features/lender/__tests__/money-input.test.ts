import { moneyInputValue, parseMoneyInput } from '../money-input';

describe('reading an amount as staff type it', () => {
  it.each([
    ['490,000', 49_000_000],
    ['₦43,210.55', 4_321_055],
    [' 12 500.5 ', 1_250_050],
    ['0.01', 1],
    ['7.', 700],
  ])('reads %s as %i kobo, from the digits alone', (typed, minor) => {
    expect(parseMoneyInput(typed, 100)).toEqual({ ok: true, minor });
  });

  it('never goes through a float: 0.29 naira is 29 kobo, not 28.999…', () => {
    expect(parseMoneyInput('1,000,000.29', 100)).toEqual({ ok: true, minor: 100_000_029 });
  });

  it.each([
    ['', 'Enter an amount.'],
    ['   ', 'Enter an amount.'],
    ['12.345', 'Enter the amount in digits, with at most 2 decimal places, for example 12,500.50.'],
    ['12a', 'Enter the amount in digits, with at most 2 decimal places, for example 12,500.50.'],
    ['-5', 'Enter the amount in digits, with at most 2 decimal places, for example 12,500.50.'],
    ['0.00', 'Enter an amount greater than zero.'],
    ['99999999999999999', 'That amount is too large.'],
  ])('refuses %j with a message that says what to type', (typed, error) => {
    expect(parseMoneyInput(typed, 100)).toEqual({ ok: false, error });
  });

  it('takes whole units only in a currency without minor units', () => {
    expect(parseMoneyInput('1,500', 1)).toEqual({ ok: true, minor: 1500 });
    expect(parseMoneyInput('1,500.5', 1)).toEqual({
      ok: false,
      error: 'Enter the amount in digits, for example 12,500.',
    });
  });

  it('writes minor units back as staff would type them', () => {
    expect(moneyInputValue(4_321_055, 100)).toBe('43210.55');
    expect(moneyInputValue(49_000_000, 100)).toBe('490000');
    expect(moneyInputValue(1_250_005, 100)).toBe('12500.05');
  });
});
