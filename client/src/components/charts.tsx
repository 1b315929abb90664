import type { BarChartProps, DonutChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { lazyComponent, loadOnce } from '../lib/lazy-page';

/**
 * The charts (recharts under Mantine's, the largest chunk of the client) load beside a screen instead of
 * before it: the figures, tables and filters render with the screen's data, and each chart fills the box
 * kept for it (same height, so nothing moves) once its code has arrived. A screen that shows charts calls
 * `loadCharts()` when its module runs, so the code is fetched while the data is.
 */
export const loadCharts = loadOnce(() => import('./charts-impl'));

const LazyBarChart = lazyComponent<BarChartProps, typeof import('./charts-impl')>(loadCharts, 'BarChart');
const LazyDonutChart = lazyComponent<DonutChartProps, typeof import('./charts-impl')>(loadCharts, 'DonutChart');

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} aria-hidden />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}

export function DonutChart(props: DonutChartProps) {
  const size = props.size ?? 160;
  return (
    <Suspense fallback={<Box w={size} h={size} aria-hidden />}>
      <LazyDonutChart {...props} />
    </Suspense>
  );
}
