import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import Box from '@mui/material/Box';
import * as React from 'react';
import { formatCalendarDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { BalancePoint } from '../loan-picture';

const HEIGHT = 220;

/** The two charts themselves: loaded on their own (React.lazy), so MUI X Charts stays off the first load. */
export default function LoanCharts({
  points,
  repaid,
  left,
}: {
  points: BalancePoint[];
  repaid: number;
  left: number;
}) {
  const money = (value: number | null) => (value === null ? '' : formatMoney(value));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, minWidth: 0 }}>
      <Box sx={{ minWidth: 0 }}>
        <LineChart
          height={HEIGHT}
          skipAnimation
          xAxis={[
            {
              scaleType: 'point',
              data: points.map((point) => point.day),
              valueFormatter: (day: string) => formatCalendarDate(day),
              tickLabelMinGap: 24,
            },
          ]}
          yAxis={[
            {
              valueFormatter: (value: number) => formatMoney(Math.round(value / 100_000) * 100_000),
              width: 72,
            },
          ]}
          series={[
            {
              label: 'Planned',
              data: points.map((point) => point.scheduled),
              connectNulls: true,
              showMark: false,
              valueFormatter: money,
            },
            {
              label: 'Left to repay',
              data: points.map((point) => point.actual),
              connectNulls: true,
              valueFormatter: money,
            },
          ]}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <PieChart
          height={HEIGHT}
          skipAnimation
          series={[
            {
              innerRadius: 45,
              valueFormatter: (item) => formatMoney(item.value),
              data: [
                { id: 'repaid', value: repaid, label: 'Repaid' },
                { id: 'left', value: left, label: 'Left to repay' },
              ],
            },
          ]}
        />
      </Box>
    </Box>
  );
}
