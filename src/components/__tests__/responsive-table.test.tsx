import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { ResponsiveTable, type Column } from '../responsive-table';

interface Payment {
  number: number;
  due: string;
  amount: string;
}

const columns: Array<Column<Payment>> = [
  { header: 'Payment', cell: (row) => row.number, numeric: true },
  { header: 'Due date', cell: (row) => row.due },
  { header: 'Amount', cell: (row) => row.amount, numeric: true },
];
const rows: Payment[] = [
  { number: 1, due: '31 Jan 2026', amount: '₦10,000.00' },
  { number: 2, due: '28 Feb 2026', amount: '₦9,500.00' },
];

/** A screen `width` px wide, as far as CSS media queries go (jsdom has no layout). */
function screenOf(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

const renderSchedule = (items = rows) =>
  render(
    <ResponsiveTable
      id="schedule"
      caption="Repayment schedule"
      columns={columns}
      rows={items}
      rowKey={(row) => String(row.number)}
      empty="Nothing yet."
    />,
  );

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('ResponsiveTable', () => {
  it('is a captioned table with a header per column on a wide screen', () => {
    screenOf(1024);
    renderSchedule();
    const table = screen.getByRole('table', { name: 'Repayment schedule' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Payment', 'Due date', 'Amount']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('below 600 px, stacks each row as a card naming every column beside its value', () => {
    screenOf(360);
    renderSchedule();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Repayment schedule' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1]!;
    expect(
      within(second)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Payment', 'Due date', 'Amount']);
    expect(
      within(second)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['2', '28 Feb 2026', '₦9,500.00']);
  });

  it('says when there is nothing to list, in either form', () => {
    screenOf(360);
    renderSchedule([]);
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
